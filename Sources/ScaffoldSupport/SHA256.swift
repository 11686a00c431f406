import Crypto

/// SHA-256, for content digests and fingerprints: swift-crypto's (BoringSSL's assembly on
/// Linux), behind the few calls scaffold makes. It replaced our own Swift implementation, which
/// ran at a sixth of its speed on inputs of 0.7 to 4.4 MB (docs/Performance.md).
public struct SHA256 {
    private var hasher = Crypto.SHA256()

    /// A fresh hasher.
    public init() {}

    /// The hex digest of `bytes`.
    public static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// The hex digest of `text`'s UTF-8 bytes.
    public static func hex(of text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalizeHex()
    }

    /// Feeds more bytes.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            hasher.update(bufferPointer: UnsafeRawBufferPointer(buffer))
        }
        if hashed == nil { hasher.update(data: Array(bytes)) }
    }

    /// Feeds `text`'s UTF-8 bytes (in place, without a copy, for a native string).
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }

    /// The 32-byte digest; the hasher should not be used afterwards.
    public mutating func finalize() -> [UInt8] {
        Array(hasher.finalize())
    }

    /// The digest as lowercase hex.
    public mutating func finalizeHex() -> String {
        let digits: StaticString = "0123456789abcdef"
        let digest = finalize()
        return String(unsafeUninitializedCapacity: 64) { text in
            digits.withUTF8Buffer { digits in
                for (index, byte) in digest.enumerated() {
                    text[2 * index] = digits[Int(byte >> 4)]
                    text[2 * index + 1] = digits[Int(byte & 0x0f)]
                }
            }
            return 64
        }
    }
}
