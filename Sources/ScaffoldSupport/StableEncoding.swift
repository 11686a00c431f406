import Foundation

/// A complete text of a value that is the same in every process: what a fingerprint hashes.
/// It is the value's synthesized `Encodable` form as JSON with sorted keys, so every stored
/// property counts without a list to keep up to date (a model type that gains a field is part
/// of the fingerprint the day it gains it), and dictionaries, whose iteration order changes
/// from one process to the next, are written in key order.
public enum StableEncoding {
    /// The text of `value`, or `nil` when it cannot be encoded (a NaN, say): a caller treats
    /// that as "different from anything recorded".
    public static func text(of value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}
