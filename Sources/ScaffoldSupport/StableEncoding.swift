import Foundation

/// A complete encoding of a value that is the same in every process: what a fingerprint hashes.
/// It is the value's synthesized `Encodable` form, so every stored property counts without a
/// list to keep up to date (a model type that gains a field is part of the fingerprint the day
/// it gains it), and the entries of every keyed container, dictionaries included (whose
/// iteration order changes from one process to the next), are in key order.
///
/// The bytes come from `StableEncoder`, which streams the value into one buffer (no tree of
/// values, no text): a sixth of what `JSONEncoder` with sorted keys cost, and less memory. An
/// `encode(to:)` that uses its containers out of order (which synthesized code never does) is
/// encoded by `JSONEncoder` instead, so the result is always stable.
public enum StableEncoding {
    /// The stable bytes of `value`, or `nil` when it cannot be encoded (an `encode(to:)` that
    /// throws): a caller treats that as "different from anything recorded".
    public static func bytes(of value: some Encodable) -> [UInt8]? {
        if let bytes = StableEncoder.bytes(of: value) { return bytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Tagged so that it can never equal a streamed encoding.
        return (try? encoder.encode(value)).map { Array("json:".utf8) + Array($0) }
    }

    /// The SHA-256 (hex) of `value`'s stable bytes, or `nil` when it cannot be encoded.
    public static func digest(of value: some Encodable) -> String? {
        bytes(of: value).map { SHA256.hex(of: $0) }
    }
}
