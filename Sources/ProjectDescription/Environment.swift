#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tuist's manifest environment: `Environment.isCI` reads `TUIST_IS_CI`, each name in
/// UPPER_SNAKE_CASE after `TUIST_`. scaffold keeps these variables in the manifest cache's key
/// (and in `generate`'s up-to-date check), so a change to one loads the manifest again.
@dynamicMemberLookup
public enum Environment {
    /// The variable `TUIST_<NAME>` for `Environment.name`, or `nil` when it is not set: a
    /// boolean when it reads as one (`1`, `true`, `yes`, `0`, `false`, `no`, any case), else a string.
    public static subscript(dynamicMember member: String) -> Value? {
        let name = "TUIST_" + snakeCased(member)
        guard let raw = getenv(name) else { return nil }
        return Value(text: String(cString: raw))
    }

    /// A variable's value, as Tuist reads it.
    public enum Value: Sendable, Equatable {
        case boolean(Bool)
        case string(String)

        init(text: String) {
            switch text.lowercased() {
            case "1", "true", "yes": self = .boolean(true)
            case "0", "false", "no": self = .boolean(false)
            default: self = .string(text)
            }
        }
    }

    /// `isCI` → `IS_CI`, `buildNumber` → `BUILD_NUMBER`, `myURLProperty` → `MY_URL_PROPERTY`:
    /// a word starts at each capital after a small letter, and at the last capital of a run
    /// that a small letter follows.
    static func snakeCased(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { result += "_" }
            }
            result += character.uppercased()
        }
        return result
    }
}

extension Optional where Wrapped == Environment.Value {
    /// The value as a boolean, else `defaultValue` (also when it is a string).
    public func getBoolean(default defaultValue: Bool) -> Bool {
        if case let .boolean(value) = self { return value }
        return defaultValue
    }

    /// The value as a string (a boolean as `true`/`false`), else `defaultValue`.
    public func getString(default defaultValue: String) -> String {
        switch self {
        case let .string(value): return value
        case let .boolean(value): return value ? "true" : "false"
        case .none: return defaultValue
        }
    }
}
