import ProjectSpec

extension ManifestDecoder {
    static let stepKeys = [
        "run", "inputs", "outputs", "dependsOn", "onFailure", "timeout", "env", "workingDirectory", "buildPhase", "schemePreAction",
    ]

    /// One entry of `pipeline:`. Where Xcode runs a step defaults, when the manifest does not
    /// say, to what the architecture prescribes (see `defaultPlacement`).
    func decodeStep(_ entry: ManifestNode.Entry, targets: [Target], schemes: [Scheme]) -> PipelineStep? {
        let path = ["pipeline", entry.key]
        guard let fields = Fields(entry.value, path: path, context: context, what: "pipeline step '\(entry.key)'", allowed: Self.stepKeys),
              let run = fields.string("run", required: true)
        else { return nil }
        if run.isBlank {
            context.error("pipeline step '\(entry.key)' has an empty 'run'", at: context.location(of: path + ["run"]))
        }
        var step = PipelineStep(name: entry.key, run: run)
        step.inputs = fields.paths("inputs") ?? []
        step.outputs = fields.paths("outputs") ?? []
        step.dependsOn = fields.strings("dependsOn") ?? []
        step.onFailure = fields.choice("onFailure", PipelineStep.FailurePolicy.self, what: "failure policy") ?? .fail
        if let timeout = fields.number("timeout") {
            if timeout > 0 {
                step.timeout = timeout
            } else {
                context.error("timeout must be more than 0 seconds", at: context.location(of: path + ["timeout"]))
            }
        }
        step.env = fields.stringMap("env") ?? [:]
        // Like an explicit ".", the default is the folder of the file that declares the step.
        step.workingDirectory = fields.path("workingDirectory") ?? context.projectPath(".", writtenIn: entry.value)
        let defaults = Self.defaultPlacement(of: step, targets: targets, schemes: schemes)
        step.buildPhase = fields.strings("buildPhase") ?? defaults.buildPhase
        step.schemePreAction = fields.strings("schemePreAction") ?? defaults.schemePreAction
        return step
    }

    /// Where a step runs when the manifest leaves it out: Needle in the app targets' pre-build
    /// phase (which can fail the build) and the app schemes' pre-actions; the DI check in the
    /// phase only; any other command (GraphQL and the like, slower) as a scheme pre-action only.
    static func defaultPlacement(of step: PipelineStep, targets: [Target], schemes: [Scheme]) -> (buildPhase: [String], schemePreAction: [String]) {
        let apps = targets.filter { $0.type == .application }.map(\.name)
        let appSchemes = schemes.filter { scheme in scheme.build.targets.contains { apps.contains($0.target) } }.map(\.name)
        switch step.builtin {
        case .needle: return (apps, appSchemes)
        case .diCheck: return (apps, [])
        case nil: return ([], appSchemes)
        }
    }
}
