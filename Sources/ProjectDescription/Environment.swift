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
    /// The variable `TUIST_<NAME>` for `Environment.name`, or `nil` when it is not set.
    public static subscript(dynamicMember member: String) -> Value? {
        let name = "TUIST_" + snakeCased(member)
        guard let raw = getenv(name) else { return nil }
        return Value(text: String(cString: raw))
    }

    /// A variable's value.
    public struct Value: Sendable, Equatable {
        /// The text of the variable.
        public let text: String
    }

    /// `isCI` → `IS_CI`, `buildNumber` → `BUILD_NUMBER`.
    static func snakeCased(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.uppercased()
        }
        return result
    }
}

extension Optional where Wrapped == Environment.Value {
    /// The value as a boolean (`1`, `true`, `TRUE`, `yes`, `YES`), else `defaultValue`.
    public func getBoolean(default defaultValue: Bool) -> Bool {
        guard let text = self?.text else { return defaultValue }
        return ["1", "true", "yes"].contains(text.lowercased())
    }

    /// The value's text, else `defaultValue`.
    public func getString(default defaultValue: String) -> String {
        self?.text ?? defaultValue
    }
}
