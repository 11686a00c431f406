/// The Swift text of one provider group: the provider class, then a factory function per path,
/// each with the registration line that goes with it, in the shape Needle writes them.
struct ProviderSerializer {
    /// Generated text for one path (or for a group's class, with no registration).
    struct Unit {
        var content: String
        var registration: String
        var maxLevel: Int = 0
        var factoryName: String?
    }

    /// The units of `group`.
    static func units(_ group: ProviderPlan.Group) -> [Unit] {
        guard let first = group.providers.first else { return [] }
        let className = NeedleNaming.className(dependency: first.dependencyName, firstPath: first.pathString)
        let classUnit = first.needsNothing ? [] : [Unit(content: providerClass(first, named: className), registration: "")]
        return classUnit + group.providers.map { unit($0, className: className) }
    }

    private static func unit(_ provider: ProviderPlan.Provider, className: String) -> Unit {
        guard !provider.needsNothing else {
            return Unit(content: "", registration: registration(provider.pathString, "factoryEmptyDependencyProvider"))
        }
        let arguments = sortedLevels(provider).map { name, level in
            "\(NeedleNaming.variableName(name)): parent\(level)(component) as! \(name)"
        }.joined(separator: ", ")
        let factory = NeedleNaming.factoryName(className: className, arguments: arguments)
        let content = """
            /// \(provider.pathString)
            private func \(factory)(_ component: NeedleFoundation.Scope) -> AnyObject {
                return \(className)(\(arguments))
            }

            """
        return Unit(
            content: content, registration: registration(provider.pathString, factory),
            maxLevel: provider.levels.values.max() ?? 0, factoryName: factory
        )
    }

    private static func registration(_ path: String, _ factory: String) -> String {
        "registerProviderFactory(\"\(path)\", \(factory))\n"
    }

    private static func sortedLevels(_ provider: ProviderPlan.Provider) -> [(String, Int)] {
        provider.levels.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `private class <Name>: <Dependency> { properties; stored ancestors; init }`.
    private static func providerClass(_ provider: ProviderPlan.Provider, named className: String) -> String {
        let properties = provider.properties.map { property in
            """
                var \(property.name): \(property.type) {
                    return \(NeedleNaming.variableName(property.source)).\(property.name)
                }
            """
        }.joined(separator: "\n")
        let sources = sortedLevels(provider).map(\.0)
        let stored = sources.map { "    private let \(NeedleNaming.variableName($0)): \($0)" }.joined(separator: "\n")
        let parameters = sources.map { "\(NeedleNaming.variableName($0)): \($0)" }.joined(separator: ", ")
        let assignments = sources.map { "        self.\(NeedleNaming.variableName($0)) = \(NeedleNaming.variableName($0))" }.joined(separator: "\n")
        return """
            private class \(className): \(provider.dependencyName) {
            \(properties)
            \(stored)
                init(\(parameters)) {
            \(assignments)
                }
            }

            """
    }
}
