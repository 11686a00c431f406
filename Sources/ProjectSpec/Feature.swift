import ScaffoldSupport

/// A feature module: an iMVVM (or MVSL, or Model-View-Observable) set of types behind a
/// plugin flag, attached to a parent scope (`features:`).
public struct Feature: Sendable, Hashable, Encodable {
    /// The architecture pattern a feature follows.
    public enum Pattern: String, Sendable, Hashable, Encodable, CaseIterable {
        case imvvm
        case mvsl
        case observable
    }

    /// The feature name, UpperCamelCase (`Profile`).
    public var name: String
    /// Its architecture pattern.
    public var pattern: Pattern
    /// The feature (scope) it plugs into; `nil` for the root scope.
    public var parent: String?
    /// Whether it is a plugin behind a flag (scopes such as LoggedIn are usually not).
    public var plugin: Bool
    /// The case in its scope's plugin enum, and its name in the flag service; the loader defaults
    /// it to the lowerCamelCase name.
    public var flag: String
    /// The target that builds the plugin: the one holding its parent scope's generated factory
    /// (and the feature's own sources, unless it has a `module`).
    public var target: String?
    /// How a parent shows the plugin (a tab's label, say); the loader defaults it to the name.
    public var title: String
    /// The SF Symbol beside the title; the loader defaults it to ``defaultIcon``.
    public var icon: String
    /// The module holding the feature's code when it is not `target` itself: a local package
    /// (whose product has the same name) or a framework target. `target` depends on it and the
    /// generated plugin factory imports it.
    public var module: String?

    /// The icon of a plugin whose feature names none: a puzzle piece.
    public static let defaultIcon = "puzzlepiece"

    /// Creates a feature.
    public init(
        name: String, pattern: Pattern = .imvvm, parent: String? = nil, plugin: Bool = true, flag: String? = nil, target: String? = nil,
        title: String? = nil, icon: String? = nil, module: String? = nil
    ) {
        self.name = name
        self.pattern = pattern
        self.parent = parent
        self.plugin = plugin
        self.flag = flag ?? Feature.defaultFlag(for: name)
        self.target = target
        self.title = title ?? name
        self.icon = icon ?? Feature.defaultIcon
        self.module = module
    }

    /// The flag name for a feature called `name`: lowerCamelCase (`Profile` → `profile`,
    /// `URLSearch` → `urlSearch`), the same as templates' `lowerFirst` filter.
    public static func defaultFlag(for name: String) -> String {
        SwiftNaming.lowerFirst(name)
    }
}
