import Foundation

/// The variables every login environment sets (`HOME`, `PATH`, `USER`…), written `${NAME}` in a
/// hand-kept project's scripts and settings. A manifest's build-time values are expanded with
/// the environment of the machine that generates (XcodeGen's rule), so a `${HOME}` kept as it
/// is would put that machine's home folder into the project. The import writes them so that
/// they are left to the build: `$(NAME)` in build settings and script paths (Xcode's spelling,
/// which it expands from the same environment), `${NAME:-}` in a script's text (the same value
/// in the shell, and a form the expansion leaves alone).
enum LoginVariables {
    /// The names: what a shell, a terminal or a CI runner always has.
    static let names: Set<String> = ["HOME", "PATH", "USER", "LOGNAME", "SHELL", "TMPDIR", "PWD", "LANG", "TERM"]

    /// `text` with each `${NAME}` of a login variable written as Xcode's `$(NAME)`.
    static func inBuildSetting(_ text: String) -> String {
        rewrite(text) { "$(\($0))" }
    }

    /// `text` with each `${NAME}` of a login variable written `${NAME:-}`.
    static func inShellScript(_ text: String) -> String {
        rewrite(text) { "${\($0):-}" }
    }

    private static func rewrite(_ text: String, _ spelling: (String) -> String) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            if let end = after.firstIndex(of: "}"), names.contains(String(after[..<end])) {
                result += spelling(String(after[..<end]))
                rest = after[after.index(after: end)...]
            } else {
                result += "${"
                rest = after
            }
        }
        return result + rest
    }
}
