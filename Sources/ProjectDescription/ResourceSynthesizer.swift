/// A kind of resource Tuist writes typed accessors for. scaffold synthesizes none: a project
/// that names any is warned (write the accessors, or run SwiftGen as a pipeline step).
public struct ResourceSynthesizer: Sendable, Equatable {
    /// The template the accessors come from.
    public var templateType: TemplateType
    /// The SwiftGen parser that reads the resources.
    public var parser: Parser
    /// The parser's options.
    public var parserOptions: [String: Parser.Option]
    /// The file extensions it reads.
    public var extensions: Set<String>
    /// Values the template reads (read, not applied).
    public var context: [String: Parser.Option] = [:]

    /// A synthesizer of its parts.
    public init(templateType: TemplateType, parser: Parser, parserOptions: [String: Parser.Option] = [:], extensions: Set<String>,
                context: [String: Parser.Option] = [:]) {
        self.templateType = templateType
        self.parser = parser
        self.parserOptions = parserOptions
        self.extensions = extensions
        self.context = context
    }

    /// Where a synthesizer's template is.
    public enum TemplateType: Sendable, Equatable {
        /// A plugin's template.
        case plugin(name: String, resourceName: String)
        /// Tuist's own template.
        case defaultTemplate(resourceName: String)
    }

    /// SwiftGen's parsers.
    public enum Parser: String, Sendable, Equatable {
        case strings, assets, plists, fonts, coreData, interfaceBuilder, json, yaml, files

        /// A parser option's value.
        public indirect enum Option: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
            ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
            case string(String)
            case integer(Int)
            case double(Double)
            case boolean(Bool)
            case dictionary([String: Option])
            case array([Option])

            public init(stringLiteral value: String) { self = .string(value) }
            public init(integerLiteral value: Int) { self = .integer(value) }
            public init(floatLiteral value: Double) { self = .double(value) }
            public init(booleanLiteral value: Bool) { self = .boolean(value) }
            public init(dictionaryLiteral elements: (String, Option)...) { self = .dictionary(Dictionary(elements) { _, last in last }) }
            public init(arrayLiteral elements: Option...) { self = .array(elements) }
        }
    }

    /// The kind's name, for the warning.
    var name: String {
        switch templateType {
        case let .plugin(_, resourceName), let .defaultTemplate(resourceName): return resourceName
        }
    }

    /// Accessors for strings files, with the default template.
    public static func strings(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "Strings"), parser: .strings, parserOptions: parserOptions, extensions: ["strings", "stringsdict"])
    }

    /// Accessors for strings files, with a plugin's template.
    public static func strings(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "Strings"), parser: .strings, parserOptions: parserOptions, extensions: ["strings", "stringsdict"])
    }

    /// Accessors for asset catalogs, with the default template.
    public static func assets(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "Assets"), parser: .assets, parserOptions: parserOptions, extensions: ["xcassets"])
    }

    /// Accessors for asset catalogs, with a plugin's template.
    public static func assets(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "Assets"), parser: .assets, parserOptions: parserOptions, extensions: ["xcassets"])
    }

    /// Accessors for property lists, with the default template.
    public static func plists(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "Plists"), parser: .plists, parserOptions: parserOptions, extensions: ["plist"])
    }

    /// Accessors for property lists, with a plugin's template.
    public static func plists(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "Plists"), parser: .plists, parserOptions: parserOptions, extensions: ["plist"])
    }

    /// Accessors for fonts, with the default template.
    public static func fonts(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "Fonts"), parser: .fonts, parserOptions: parserOptions, extensions: ["otf", "ttc", "ttf", "woff"])
    }

    /// Accessors for fonts, with a plugin's template.
    public static func fonts(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "Fonts"), parser: .fonts, parserOptions: parserOptions, extensions: ["otf", "ttc", "ttf", "woff"])
    }

    /// Accessors for Core Data models, with the default template.
    public static func coreData(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "CoreData"), parser: .coreData, parserOptions: parserOptions, extensions: ["xcdatamodeld"])
    }

    /// Accessors for Core Data models, with a plugin's template.
    public static func coreData(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "CoreData"), parser: .coreData, parserOptions: parserOptions, extensions: ["xcdatamodeld"])
    }

    /// Accessors for storyboards, with the default template.
    public static func interfaceBuilder(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "InterfaceBuilder"), parser: .interfaceBuilder, parserOptions: parserOptions, extensions: ["storyboard"])
    }

    /// Accessors for storyboards, with a plugin's template.
    public static func interfaceBuilder(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "InterfaceBuilder"), parser: .interfaceBuilder, parserOptions: parserOptions, extensions: ["storyboard"])
    }

    /// Accessors for JSON files, with the default template.
    public static func json(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "JSON"), parser: .json, parserOptions: parserOptions, extensions: ["json"])
    }

    /// Accessors for JSON files, with a plugin's template.
    public static func json(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "JSON"), parser: .json, parserOptions: parserOptions, extensions: ["json"])
    }

    /// Accessors for YAML files, with the default template.
    public static func yaml(parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "YAML"), parser: .yaml, parserOptions: parserOptions, extensions: ["yml"])
    }

    /// Accessors for YAML files, with a plugin's template.
    public static func yaml(plugin: String, parserOptions: [String: Parser.Option] = [:], context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "YAML"), parser: .yaml, parserOptions: parserOptions, extensions: ["yml"])
    }

    /// Accessors for files of `extensions`, with the default template.
    public static func files(parserOptions: [String: Parser.Option] = [:], extensions: Set<String>, context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: "Files"), parser: .files, parserOptions: parserOptions, extensions: extensions)
    }

    /// Accessors for files of `extensions`, with a plugin's template.
    public static func files(plugin: String, parserOptions: [String: Parser.Option] = [:], extensions: Set<String>, context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: "Files"), parser: .files, parserOptions: parserOptions, extensions: extensions)
    }

    /// A plugin's template for files of `extensions`.
    public static func custom(plugin: String, parser: Parser, parserOptions: [String: Parser.Option] = [:], extensions: Set<String>,
                              resourceName: String, context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .plugin(name: plugin, resourceName: resourceName), parser: parser, parserOptions: parserOptions, extensions: extensions)
    }

    /// A template of the project's own for files of `extensions`.
    public static func custom(name: String, parser: Parser, parserOptions: [String: Parser.Option] = [:], extensions: Set<String>, context: [String: Parser.Option] = [:]) -> ResourceSynthesizer {
        ResourceSynthesizer(templateType: .defaultTemplate(resourceName: name), parser: parser, parserOptions: parserOptions, extensions: extensions)
    }
}

extension Array where Element == ResourceSynthesizer {
    /// Tuist's default synthesizers (`resourceSynthesizers: .default`).
    public static var `default`: [ResourceSynthesizer] {
        [.strings(), .assets(), .plists(), .fonts()]
    }
}

/// The header template of new files (`IDETemplateMacros.plist`); read, not written (a warning).
public enum FileHeaderTemplate: Sendable, ExpressibleByStringInterpolation {
    case file(Path)
    case string(String)

    public init(stringLiteral value: String) { self = .string(value) }
}
