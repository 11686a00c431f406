import Foundation

/// The one way scaffold prints JSON for tools: pretty-printed, keys sorted, slashes unescaped,
/// one trailing newline — so reports diff cleanly and read well in CI logs.
public enum JSONText {
    /// `value` as JSON text; `fallback` when it can't be encoded.
    public static func of(_ value: some Encodable, fallback: String = "null") -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return fallback + "\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
