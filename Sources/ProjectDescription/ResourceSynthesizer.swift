/// A kind of resource Tuist writes typed accessors for. scaffold synthesizes none: a project
/// that names any is warned (write the accessors, or run SwiftGen as a pipeline step).
public struct ResourceSynthesizer: Sendable {
    /// The kind's name, for the warning.
    let name: String

    /// Accessors for strings files.
    public static func strings(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "strings") }
    /// Accessors for asset catalogs.
    public static func assets(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "assets") }
    /// Accessors for property lists.
    public static func plists(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "plists") }
    /// Accessors for fonts.
    public static func fonts(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "fonts") }
    /// Accessors for Core Data models.
    public static func coreData(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "coreData") }
    /// Accessors for storyboards and xibs.
    public static func interfaceBuilder(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "interfaceBuilder") }
    /// Accessors for JSON files.
    public static func json(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "json") }
    /// Accessors for YAML files.
    public static func yaml(plugin: String? = nil) -> ResourceSynthesizer { ResourceSynthesizer(name: "yaml") }
    /// Accessors for files of `extensions`.
    public static func files(plugin: String? = nil, extensions: Set<String>) -> ResourceSynthesizer { ResourceSynthesizer(name: "files") }
    /// A template of a plugin for files of `extensions`.
    public static func custom(plugin: String, parser: String, extensions: Set<String>, resourceName: String) -> ResourceSynthesizer {
        ResourceSynthesizer(name: resourceName)
    }
    /// A template of the project's own for files of `extensions`.
    public static func custom(name: String, parser: String, extensions: Set<String>) -> ResourceSynthesizer { ResourceSynthesizer(name: name) }
}

extension Array where Element == ResourceSynthesizer {
    /// Tuist's default synthesizers (`resourceSynthesizers: .default`).
    public static var `default`: [ResourceSynthesizer] {
        [.strings(), .assets(), .plists(), .fonts(), .coreData(), .interfaceBuilder(), .json(), .yaml(), .files(extensions: [])]
    }
}

/// The header template of new files (`IDETemplateMacros.plist`); read, not written (a warning).
public enum FileHeaderTemplate: Sendable, ExpressibleByStringInterpolation {
    case file(Path)
    case string(String)

    public init(stringLiteral value: String) { self = .string(value) }
}
