/// A feature of the app (scaffold's addition, `features:` in `Project.yml`): a scope such as
/// LoggedIn, or a plugin of one behind a default-on feature flag.
public struct Feature: Sendable {
    /// The architecture the feature follows.
    public enum Pattern: String, Sendable {
        case imvvm, mvsl, observable
    }

    /// The feature's name (`Profile`).
    public var name: String
    let fields: [(String, ManifestJSON?)]
    let site: CallSite

    /// A feature.
    /// - Parameters:
    ///   - parent: The scope it plugs into.
    ///   - plugin: Whether it is a plugin behind a flag (scopes are not); left out, it is.
    ///   - flag: The case in its scope's plugin enum and the flag service; left out, the lowerCamelCase name.
    ///   - target: The target that builds it (its parent's plugin factory is generated there).
    ///   - title: How a parent shows the plugin; left out, the name.
    ///   - icon: The SF Symbol beside the title; left out, `puzzlepiece`.
    ///   - module: The package or framework target holding its code, when not `target` itself.
    public static func feature(
        name: String, pattern: Pattern? = nil, parent: String? = nil, plugin: Bool? = nil, flag: String? = nil, target: String? = nil,
        title: String? = nil, icon: String? = nil, module: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Feature {
        Feature(name: name, fields: [
            ("pattern", pattern.map { .string($0.rawValue) }),
            ("parent", parent.map(ManifestJSON.string)),
            ("plugin", plugin.map(ManifestJSON.bool)),
            ("flag", flag.map(ManifestJSON.string)),
            ("target", target.map(ManifestJSON.string)),
            ("title", title.map(ManifestJSON.string)),
            ("icon", icon.map(ManifestJSON.string)),
            ("module", module.map(ManifestJSON.string)),
        ], site: CallSite(file, line, column))
    }

    var json: ManifestJSON { ManifestJSON.fields(fields, at: site) }
}
