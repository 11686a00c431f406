/// What Tuist's target API has beyond scaffold's own sections — copy files phases, headers,
/// Core Data models, additional files, the run environment — and the arguments scaffold reads
/// but does not apply (build rules, merged binaries, on-demand resources), each a warning.
public struct TargetExtras: Sendable {
    var copyFiles: [CopyFilesAction] = []
    var headers: Headers?
    var coreDataModels: [CoreDataModel] = []
    var environmentVariables: [String: EnvironmentVariable] = [:]
    var launchArguments: [LaunchArgument] = []
    var additionalFiles: [FileElement] = []
    /// The arguments given that scaffold does not apply, by label.
    var unapplied: [String] = []

    /// The extras of Tuist's target arguments.
    init(copyFiles: [CopyFilesAction]?, headers: Headers?, coreDataModels: [CoreDataModel], environmentVariables: [String: EnvironmentVariable],
         launchArguments: [LaunchArgument], additionalFiles: [FileElement], buildRules: [BuildRule], mergedBinaryType: MergedBinaryType,
         mergeable: Bool, onDemandResourcesTags: OnDemandResourcesTags?) {
        self.copyFiles = copyFiles ?? []
        self.headers = headers
        self.coreDataModels = coreDataModels
        self.environmentVariables = environmentVariables
        self.launchArguments = launchArguments
        self.additionalFiles = additionalFiles
        if !buildRules.isEmpty { unapplied.append("buildRules") }
        if mergedBinaryType != .disabled { unapplied.append("mergedBinaryType") }
        if mergeable { unapplied.append("mergeable") }
        if onDemandResourcesTags != nil { unapplied.append("onDemandResourcesTags") }
        if coreDataModels.contains(where: { $0.currentVersion != nil }) { unapplied.append("a Core Data model's currentVersion (the model's .xccurrentversion decides)") }
        if !self.copyFiles.isEmpty { unapplied.append("a copy files phase's name (scaffold's phases are named by XcodeGen's rules)") }
    }

    init() {}

    /// The source entries the extras add: copied files, headers, models, additional files.
    func sourceEntries(problems: inout [String]) -> [ManifestJSON] {
        copyFiles.flatMap { $0.sourceEntries(problems: &problems) } + (headers?.sourceEntries ?? [])
            + coreDataModels.map { ManifestJSON.fields([("path", .string($0.path.manifestRelative))]) }
            + additionalFiles.map(\.json)
    }

    /// The target's `scheme:` (the environment and launch arguments its scheme runs with), or
    /// `nil` when it has neither.
    var schemeJSON: ManifestJSON? {
        guard !environmentVariables.isEmpty || !launchArguments.isEmpty else { return nil }
        let arguments = Arguments.arguments(environmentVariables: environmentVariables, launchArguments: launchArguments)
        return ManifestJSON.fields([("environmentVariables", arguments.environmentJSON), ("commandLineArguments", arguments.launchArgumentsJSON)])
    }
}
