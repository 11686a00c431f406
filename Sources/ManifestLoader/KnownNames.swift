import ProjectSpec

/// The names each section of the manifest declares, decoded or not, for reference checks.
struct KnownNames {
    /// One section's names, as a set to look up and sorted for hints.
    struct Section {
        let names: Set<String>
        let sorted: [String]

        init(_ names: some Sequence<String>) {
            self.names = Set(names)
            sorted = self.names.sorted()
        }
    }

    let targets, packages, schemes, features, steps, configs, projectReferences: Section

    init(project: Project, context: DecodingContext) {
        func section(_ key: String, _ decoded: [String]) -> Section {
            Section(context.declaredNames(in: key).union(decoded))
        }
        targets = section("targets", project.targets.map(\.name))
        packages = section("packages", project.packages.map(\.name))
        schemes = section("schemes", project.schemes.map(\.name))
        features = section("features", project.features.map(\.name))
        steps = section("pipeline", project.pipeline.map(\.name))
        configs = section("configs", project.configs.map(\.name))
        projectReferences = section("projectReferences", Array(project.projectReferences.keys))
    }
}
