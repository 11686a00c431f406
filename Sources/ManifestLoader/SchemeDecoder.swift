import ProjectSpec
import ScaffoldSupport

extension ManifestDecoder {
    /// One entry of `schemes:`.
    func decodeScheme(_ entry: ManifestNode.Entry) -> Scheme? {
        let path = ["schemes", entry.key]
        let actions = ["build", "run", "test", "profile", "analyze", "archive"]
        validateSchemeName(entry)
        guard let fields = Fields(entry.value, path: path, context: context, what: "scheme '\(entry.key)'", allowed: actions),
              let buildNode = fields.value("build", required: true),
              let build = decodeBuildAction(buildNode, path: path + ["build"])
        else { return nil }
        return Scheme(
            name: entry.key,
            build: build,
            run: fields.value("run").flatMap { decodeSchemeAction($0, path: path + ["run"], what: "run action") },
            test: fields.value("test").flatMap { decodeTestAction($0, path: path + ["test"]) },
            profile: fields.value("profile").flatMap { decodeSchemeAction($0, path: path + ["profile"], what: "profile action") },
            analyze: fields.value("analyze").flatMap { decodeSchemeAction($0, path: path + ["analyze"], what: "analyze action") },
            archive: fields.value("archive").flatMap { decodeSchemeAction($0, path: path + ["archive"], what: "archive action") }
        )
    }

    /// A scheme name names its `.xcscheme` file: not empty, no `/`.
    private func validateSchemeName(_ entry: ManifestNode.Entry) {
        if entry.key.trimmingCharacters(in: .whitespaces).isEmpty {
            context.error("a scheme name is empty", at: entry.keyLocation, hint: "it names the .xcscheme file")
        } else if entry.key.contains("/") {
            context.error("scheme name '\(entry.key)' contains '/'", at: entry.keyLocation, hint: "it names the .xcscheme file, a single file name")
        }
    }

    private func decodeBuildAction(_ node: ManifestNode, path: [String]) -> BuildAction? {
        guard let fields = Fields(node, path: path, context: context, what: "the build action", allowed: ["targets", "preActions", "postActions"]) else {
            return nil
        }
        var targets: [BuildTarget] = []
        for entry in fields.namedEntries("targets") {
            if let actions = decodeBuildActions(entry.value) { targets.append(BuildTarget(target: entry.key, actions: actions)) }
        }
        if fields.value("targets") == nil { fields.reportMissing("targets") }
        return BuildAction(
            targets: targets,
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions")
        )
    }

    /// `all`, `none`, or a list of `run`, `test`, `profile`, `analyze`, `archive`.
    private func decodeBuildActions(_ node: ManifestNode) -> [BuildTarget.Action]? {
        let valid = BuildTarget.Action.allCases.map(\.rawValue)
        if let text = node.scalar {
            switch text {
            case "all", "true": return BuildTarget.Action.allCases
            case "none", "false": return []
            default:
                if let action = BuildTarget.Action(rawValue: text) { return [action] }
                context.error("unknown build action '\(text)'", at: node.location, hint: "write all, none, or a list of \(valid.joined(separator: ", "))")
                return nil
            }
        }
        guard let names = context.strings(node) else { return nil }
        var actions: [BuildTarget.Action] = []
        for (index, name) in names.enumerated() {
            guard let action = BuildTarget.Action(rawValue: name) else {
                let location = node.items?[index].location ?? node.location
                context.error("unknown build action '\(name)'", at: location, hint: Suggestion.didYouMean(name, in: valid) ?? "valid values: \(valid.joined(separator: ", "))")
                continue
            }
            actions.append(action)
        }
        return actions
    }

    private func decodeExecutionActions(_ parent: Fields, key: String) -> [ExecutionAction] {
        guard let node = parent.value(key) else { return [] }
        guard let items = node.items else {
            context.expected("'\(key)' to be a list", found: node)
            return []
        }
        var actions: [ExecutionAction] = []
        var written: [Int] = []
        for (index, item) in items.enumerated() {
            guard let action = decodeExecutionAction(item, path: parent.path + [key, String(index)]) else { continue }
            actions.append(action)
            written.append(index)
        }
        // Items dropped for an error must not shift where the rest are reported.
        context.renumber(parent.path + [key], written: written)
        return actions
    }

    private func decodeExecutionAction(_ node: ManifestNode, path: [String]) -> ExecutionAction? {
        guard let fields = Fields(node, path: path, context: context, what: "a scheme action", allowed: ["name", "script", "settingsTarget"]),
              let script = fields.string("script", required: true)
        else { return nil }
        return ExecutionAction(name: fields.string("name") ?? "Run Script", script: script, settingsTarget: fields.string("settingsTarget"))
    }

    private func decodeSchemeAction(_ node: ManifestNode, path: [String], what: String) -> SchemeAction? {
        let allowed = ["config", "preActions", "postActions", "environmentVariables"]
        guard let fields = Fields(node, path: path, context: context, what: what, allowed: allowed) else { return nil }
        return SchemeAction(
            config: fields.string("config"),
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions"),
            environmentVariables: fields.stringMap("environmentVariables") ?? [:]
        )
    }

    private func decodeTestAction(_ node: ManifestNode, path: [String]) -> TestAction? {
        let allowed = ["config", "targets", "gatherCoverageData", "preActions", "postActions", "environmentVariables"]
        guard let fields = Fields(node, path: path, context: context, what: "test action", allowed: allowed) else { return nil }
        return TestAction(
            config: fields.string("config"),
            targets: fields.strings("targets") ?? [],
            gatherCoverageData: fields.bool("gatherCoverageData") ?? false,
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions"),
            environmentVariables: fields.stringMap("environmentVariables") ?? [:]
        )
    }
}
