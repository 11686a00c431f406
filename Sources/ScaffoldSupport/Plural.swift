/// Counted nouns for messages: `1 error`, `2 errors`.
public enum Plural {
    /// `count` and `noun`, with an `s` unless `count` is 1.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
