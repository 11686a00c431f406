/// A complete text of a value's stored contents that is the same in every process: what a
/// fingerprint hashes. Unlike `String(reflecting:)`, dictionaries and sets are written in sorted
/// order (their iteration order changes from one process to the next), and every stored
/// property is included without a list to keep up to date: a field added to a model type is
/// part of the fingerprint the day it is added.
public enum StableDescription {
    /// The text of `value`.
    public static func of(_ value: Any) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?:
            let entries = mirror.children.map { entry -> String in
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                var line = ""
                for part in pair { write(part, into: &line); line += "\u{1}" }
                return line
            }
            text += "[" + entries.sorted().joined(separator: ",") + "]"
        case .set?:
            text += "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "}"
        case .optional?:
            if let some = mirror.children.first { write(some.value, into: &text) } else { text += "nil" }
        case .enum?:
            // A case without payload has no children: its description is its name.
            guard let payload = mirror.children.first else { text += String(describing: value); return }
            text += "." + (payload.label ?? "") + "("
            write(payload.value, into: &text)
            text += ")"
        case nil where mirror.children.isEmpty:
            // Strings, numbers, booleans and other leaves. A string is quoted, so its bytes
            // cannot be taken for structure.
            if let string = value as? String { text += string.debugDescription } else { text += String(describing: value) }
        default:
            text += "\(mirror.subjectType)("
            for child in mirror.children {
                text += (child.label ?? "") + ":"
                write(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }
}
