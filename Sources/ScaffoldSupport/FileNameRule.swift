/// What a name must be to become a file name scaffold writes (`<scheme>.xcscheme`,
/// `<project>.xcodeproj`): one path component, not `.` or `..`, without control characters, and
/// short enough that the file *and* the temporary it is written through
/// (`.<name>.scaffold-<pid>-<n>.tmp`, some 30 bytes more) fit the 255 bytes a file name may
/// have. `validate` applies it at the manifest's key, so what it accepts `generate` can write.
public enum FileNameRule {
    /// The longest name, in UTF-8 bytes: 255, less the temporary's 30 bytes and the longest
    /// extension added (`.xcscheme`, `.xcodeproj`), rounded down.
    public static let maximumBytes = 200

    /// Why `name` cannot be a file name, or `nil` when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is '\(name)', which names a folder" }
        if name.contains("/") { return "contains '/'" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "contains a control character (a newline, a tab)" }
        if name.utf8.count > maximumBytes { return "is \(name.utf8.count) bytes long; a name that becomes a file name may have at most \(maximumBytes)" }
        return nil
    }

    /// A name as a message shows it: control characters escaped, at most 64 characters.
    public static func shown(_ name: String) -> String {
        let escaped = name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined()
        return escaped.count > 64 ? String(escaped.prefix(61)) + "..." : escaped
    }
}
