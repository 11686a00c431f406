import ProjectSpec

extension ManifestDecoder {
    static let stepKeys = [
        "run", "inputs", "outputs", "dependsOn", "onFailure", "timeout", "env", "workingDirectory", "buildPhase", "schemePreAction",
        "excludePaths", "excludeSuffixes", "schema",
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
        step.excludePaths = needleExcludes("excludePaths", of: step, in: fields)
        step.excludeSuffixes = needleExcludes("excludeSuffixes", of: step, in: fields)
        step.schema = graphQLSchema(of: step, in: fields)
        return step
    }

    /// `schema`, the GraphQL schema of the built-in `graphql` step (which needs one), a path.
    private func graphQLSchema(of step: PipelineStep, in fields: Fields) -> String? {
        let schema = fields.path("schema")
        if step.builtin == .graphql, schema == nil {
            context.error("the graphql step '\(step.name)' needs 'schema', the schema its operations are checked against",
                          at: context.location(of: fields.path + ["run"]), hint: "add `schema: GraphQL/schema.graphqls` (SDL) or an introspection schema.json")
        } else if step.builtin != .graphql, schema != nil {
            context.error("'schema' is read only by the built-in step graphql; step '\(step.name)' does not run it",
                          at: context.location(of: fields.path + ["schema"]), hint: "leave it out")
            return nil
        }
        return schema
    }

    /// `excludePaths` or `excludeSuffixes`, Needle's exclusion options: a list of texts, read by
    /// the built-in `needle` and `di-check` steps only. An empty text (as a suffix, it would
    /// leave out every file) is an error at the item.
    private func needleExcludes(_ key: String, of step: PipelineStep, in fields: Fields) -> [String] {
        guard let texts = fields.strings(key) else { return [] }
        guard step.builtin == .needle || step.builtin == .diCheck else {
            context.error("'\(key)' is read only by the built-in steps needle and di-check; step '\(step.name)' does not run either",
                          at: context.location(of: fields.path + [key]), hint: "leave it out, or pass the exclusions to the command itself")
            return []
        }
        for (index, text) in texts.enumerated() where text.isEmpty {
            context.error("empty text in '\(key)'", at: context.location(of: fields.path + [key, String(index)]),
                          hint: "remove it; an empty text names no file or folder (as a suffix, it would leave out every file)")
        }
        return texts.filter { !$0.isEmpty }
    }

    /// Where a step runs when the manifest leaves it out: Needle in the app targets' pre-build
    /// phase (which can fail the build) and the app schemes' pre-actions; the DI check and the
    /// GraphQL check in the phase only; any other command (GraphQL and the like, slower) as a scheme pre-action only.
    static func defaultPlacement(of step: PipelineStep, targets: [Target], schemes: [Scheme]) -> (buildPhase: [String], schemePreAction: [String]) {
        let apps = targets.filter { $0.type == .application }.map(\.name)
        let appSchemes = schemes.filter { scheme in scheme.build.targets.contains { apps.contains($0.target) } }.map(\.name)
        switch step.builtin {
        case .needle: return (apps, appSchemes)
        case .diCheck, .graphql: return (apps, [])
        case nil: return ([], appSchemes)
        }
    }
}
