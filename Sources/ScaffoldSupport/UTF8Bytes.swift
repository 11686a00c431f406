extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` with one copy of its storage. Appending `text.utf8`
    /// goes through the generic sequence copy instead, byte by byte, which the generators that
    /// write megabytes of text one value at a time cannot afford.
    @inlinable
    public mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

extension String {
    /// `body` applied to the UTF-8 bytes of the text, read in place (a native string's
    /// storage; other strings are made native first). Faster than iterating `utf8`, whose
    /// iterator is not always specialized across modules.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8(body)
    }
}
