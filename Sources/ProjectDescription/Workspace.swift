/// A workspace: the root value of `Workspace.swift`, several projects in one `.xcworkspace`.
/// Creating it is what makes the manifest print itself when scaffold runs it, so a manifest is
/// `let workspace = Workspace(name: "App", projects: ["App", "Features/**"])`.
///
/// The same model as `Workspace.yml` (`name:` and `projects:`).
public struct Workspace: Sendable {
    /// The workspace's name: `<name>.xcworkspace`.
    public var name: String
    /// The folders of its projects, each holding a `Project.swift` or `Project.yml`; globs
    /// (`Features/**`) take every such folder they match.
    public var projects: [Path]
    /// Schemes across the projects: each names targets as `.project(path:target:)` (or a bare
    /// name that one project alone has), written in `<name>.xcworkspace/xcshareddata/xcschemes`.
    public var schemes: [Scheme]
    /// The header template of new files (read, not applied).
    public var fileHeaderTemplate: FileHeaderTemplate?
    /// Files shown in the workspace (read, not applied).
    public var additionalFiles: [FileElement]
    /// Tuist's generation options (read; other than the defaults, warned about).
    public var generationOptions: GenerationOptions
    let site: CallSite
    var problems: [ManifestProblem] = []

    /// Creates the workspace, and prints it when scaffold runs the manifest.
    public init(
        name: String, projects: [Path], schemes: [Scheme] = [], fileHeaderTemplate: FileHeaderTemplate? = nil,
        additionalFiles: [FileElement] = [], generationOptions: GenerationOptions = .options(),
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        self.projects = projects
        self.schemes = schemes
        self.fileHeaderTemplate = fileHeaderTemplate
        self.additionalFiles = additionalFiles
        self.generationOptions = generationOptions
        site = CallSite(file, line, column)
        problems += schemes.flatMap(\.problems)
        var unapplied = generationOptions.unapplied.map { "the workspace's generationOptions \($0)" }
        if fileHeaderTemplate != nil { unapplied.append("the workspace's fileHeaderTemplate") }
        if !additionalFiles.isEmpty { unapplied.append("the workspace's additionalFiles") }
        problems += unapplied.map { ManifestProblem(message: "\($0) is not applied by scaffold", site: site, isWarning: true) }
        for path in projects where path.type == .relativeToCurrentFile {
            problems.append(ManifestProblem(message: "a workspace's projects are relative to Workspace.swift; .relativeToCurrentFile is not supported there", site: site))
        }
        ManifestJSON.dumpIfRequested(json)
    }

    /// The manifest-shaped JSON of the workspace.
    var json: ManifestJSON {
        ManifestJSON.fields([
            ("name", .string(name)),
            ("projects", .array(projects.map { .string($0.manifestRelative) })),
            ("schemes", .object(schemes.map { ($0.name, $0.json) })),
            ("@problems", problems.isEmpty ? nil : .array(problems.map(\.json))),
        ], at: site, keepingEmpty: ["projects"])
    }
}
