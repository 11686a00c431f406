/// How plain YAML scalars read as booleans and numbers (YAML 1.1 spellings, as XcodeGen reads them).
enum ScalarParsing {
    /// `true`/`yes`/`on` or `false`/`no`/`off`, any case; otherwise `nil`.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}
