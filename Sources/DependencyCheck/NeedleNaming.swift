import ScaffoldSupport

/// Needle's names for generated declarations: content hashes, so they are stable.
enum NeedleNaming {
    /// The first 20 hex digits of the SHA-256 of `text` (Needle's `shortSHA256Value`).
    static func shortHash(_ text: String) -> String {
        String(SHA256.hex(of: text).prefix(20))
    }

    /// `<Dependency><hash of the group's first path>Provider`.
    static func className(dependency: String, firstPath: String) -> String {
        "\(dependency)\(shortHash(firstPath))Provider"
    }

    /// `factory<hash of the class name><hash of the arguments>`.
    static func factoryName(className: String, arguments: String) -> String {
        "factory\(shortHash(className))\(shortHash(arguments))"
    }

    /// `RootComponent` → `rootComponent`.
    static func variableName(_ type: String) -> String {
        guard let first = type.first else { return type }
        return first.lowercased() + type.dropFirst()
    }
}
