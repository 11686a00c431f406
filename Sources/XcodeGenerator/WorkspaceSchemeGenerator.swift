import ProjectSpec

/// The shared schemes of a workspace: `<name>.xcworkspace/xcshareddata/xcschemes/<scheme>.xcscheme`,
/// written as a project's schemes are, but each buildable reference naming its own project's
/// container (`container:Features/Home/Home.xcodeproj`), as Xcode writes a workspace scheme.
public enum WorkspaceSchemeGenerator {
    /// Path inside the workspace folder → the text of each scheme, for the workspace `name`.
    public static func files(workspace name: String, schemes: [WorkspaceScheme]) -> [String: String] {
        var files: [String: String] = [:]
        for resolved in schemes {
            var project = Project(name: name, configs: resolved.configs)
            project.targets = resolved.targets
            project.schemes = [resolved.scheme]
            project.options.generateTargetSchemes = false
            for index in project.targets.indices { project.targets[index].scheme = nil }
            var generator = SchemeGenerator(project: project)
            generator.containers = resolved.containers
            for (scheme, text) in generator.schemes() {
                files["\(name).xcworkspace/xcshareddata/xcschemes/\(scheme).xcscheme"] = text
            }
        }
        return files
    }
}
