import ProjectSpec
import ScaffoldSupport

extension ManifestDecoder {
    /// One entry of `schemes:`.
    func decodeScheme(_ entry: ManifestNode.Entry) -> Scheme? {
        let path = ["schemes", entry.key]
        let actions = ["build", "run", "test", "profile", "analyze", "archive", "templates", "templateAttributes"]
        validateSchemeName(entry)
        guard let fields = Fields(entry.value, path: path, context: context, what: "scheme '\(entry.key)'", allowed: actions + ["management"],
                                  unknownKeys: .warning),
              let buildNode = fields.value("build", required: true),
              let build = decodeBuildAction(buildNode, path: path + ["build"])
        else { return nil }
        var scheme = Scheme(
            name: entry.key,
            build: build,
            run: fields.value("run").flatMap { decodeSchemeAction($0, path: path + ["run"], what: "run action") },
            test: fields.value("test").flatMap { decodeTestAction($0, path: path + ["test"]) },
            profile: fields.value("profile").flatMap { decodeSchemeAction($0, path: path + ["profile"], what: "profile action") },
            analyze: fields.value("analyze").flatMap { decodeSchemeAction($0, path: path + ["analyze"], what: "analyze action") },
            archive: fields.value("archive").flatMap { decodeSchemeAction($0, path: path + ["archive"], what: "archive action") }
        )
        scheme.shared = fields.value("management").flatMap { decodeManagement($0, path: path + ["management"]) } ?? true
        return scheme
    }

    /// XcodeGen's `management:` — whether the scheme is `shared` (the default);
    /// `orderHint` and `isShown` only order and hide it in Xcode's list and are not written.
    private func decodeManagement(_ node: ManifestNode, path: [String]) -> Bool? {
        guard let fields = Fields(node, path: path, context: context, what: "the scheme's management", allowed: ["shared"],
                                  notGenerated: ["orderHint", "isShown"], unknownKeys: .warning) else { return nil }
        return fields.bool("shared")
    }

    /// A scheme name names its `.xcscheme` file: not empty, no `/`.
    private func validateSchemeName(_ entry: ManifestNode.Entry) {
        if entry.key.isBlank {
            context.error("a scheme name is empty", at: entry.keyLocation, hint: "it names the .xcscheme file")
        } else if entry.key.contains("/") {
            context.error("scheme name '\(entry.key)' contains '/'", at: entry.keyLocation, hint: "it names the .xcscheme file, a single file name")
        }
    }

    private func decodeBuildAction(_ node: ManifestNode, path: [String]) -> BuildAction? {
        guard let fields = Fields(node, path: path, context: context, what: "the build action", allowed: ["targets", "preActions", "postActions"],
                                  notGenerated: ["parallelizeBuild", "buildImplicitDependencies", "runPostActionsOnFailure"], unknownKeys: .warning) else {
            return nil
        }
        var targets: [BuildTarget] = []
        // scaffold's own: a list of `Name: actions` keeps its order (what `scaffold import` writes).
        let listed = fields.value("targets")?.items
        let entries = listed.map { items in buildTargetEntries(items, path: path + ["targets"]) } ?? fields.namedEntries("targets")
        for entry in entries {
            if let actions = decodeBuildActions(entry.value) { targets.append(BuildTarget(target: entry.key, actions: actions)) }
        }
        if fields.value("targets") == nil { fields.reportMissing("targets") }
        return BuildAction(
            // XcodeGen reads the targets as a dictionary and writes them sorted by name; a
            // workspace scheme's `Folder/Target` sorts by its target's name as well.
            targets: listed != nil ? targets : BuildAction.sortedAsXcodeGen(targets),
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions")
        )
    }

    /// `all`, `none`, or a list of `run`, `test`, `profile`, `analyze`, `archive` (or XcodeGen's
    /// `running`, `testing`, `profiling`, `analyzing`, `archiving`).
    private func decodeBuildActions(_ node: ManifestNode) -> [BuildTarget.Action]? {
        let valid = BuildTarget.Action.allCases.map(\.rawValue)
        if let text = node.scalar {
            switch text {
            case "all", "true": return BuildTarget.Action.allCases
            case "none", "false": return []
            // XcodeGen's shorthands.
            case "testing": return [.test, .analyze]
            case "indexing": return [.test, .analyze, .archive]
            default:
                // XcodeGen builds for every action for any other word, an action's name too.
                let hint = Self.buildAction(named: text).map { "write [\($0.rawValue)] to build for that action only" }
                    ?? "write all, none, or a list of \(valid.joined(separator: ", "))"
                context.warning("'\(text)' builds the target for every action, as in XcodeGen", at: node.location, hint: hint)
                return BuildTarget.Action.allCases
            }
        }
        guard let names = context.strings(node) else { return nil }
        var actions: [BuildTarget.Action] = []
        for (index, name) in names.enumerated() {
            let location = node.items?[index].location ?? node.location
            if name == "all" || name == "none" {
                // XcodeGen reads a list as action names only: `[all]` builds for no action.
                context.warning("'\(name)' in a list is not an action: the target is not built for it, as in XcodeGen",
                                at: location, hint: "write '\(name)' without brackets")
                continue
            }
            guard let action = Self.buildAction(named: name) else {
                context.error("unknown build action '\(name)'", at: location, hint: Suggestion.didYouMean(name, in: valid) ?? "valid values: \(valid.joined(separator: ", "))")
                continue
            }
            actions.append(action)
        }
        return actions
    }

    /// The target's name in a build entry: the part after the last `/` of `Folder/Target`.
    /// The entries of a list of build targets, each a mapping of one `Name: actions`.
    private func buildTargetEntries(_ items: [ManifestNode], path: [String]) -> [ManifestNode.Entry] {
        items.enumerated().compactMap { index, item in
            guard let entries = item.entries, entries.count == 1, let entry = entries.first else {
                context.expected("each build target in the list to be one 'Name: actions'", found: item)
                return nil
            }
            context.record(path + [entry.key], entry.keyLocation)
            return entry
        }
    }

    /// A build action by its short (`run`) or XcodeGen's long name (`running`).
    static func buildAction(named name: String) -> BuildTarget.Action? {
        let long: [String: BuildTarget.Action] = ["running": .run, "testing": .test, "profiling": .profile, "analyzing": .analyze, "archiving": .archive]
        return BuildTarget.Action(rawValue: name) ?? long[name]
    }

    func decodeExecutionActions(_ parent: Fields, key: String) -> [ExecutionAction] {
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
        guard let fields = Fields(node, path: path, context: context, what: "a scheme action", allowed: ["name", "script", "settingsTarget"],
                                  notGenerated: ["shell"], unknownKeys: .warning),
              let script = fields.string("script", required: true)
        else { return nil }
        return ExecutionAction(name: fields.string("name") ?? "Run Script", script: script, settingsTarget: fields.string("settingsTarget"))
    }

    /// Keys of XcodeGen's scheme actions that scaffold reads but does not write into the scheme
    /// yet (a test action writes `language`, `region` and `coverageTargets`: they are among its
    /// allowed keys, which win).
    static let actionKeysNotGenerated = [
        "disableMainThreadChecker", "stopOnEveryMainThreadCheckerIssue", "disableThreadPerformanceChecker",
        "language", "region", "debugEnabled", "askForAppToLaunch", "launchAutomaticallySubstyle", "storeKitConfiguration",
        "simulateLocation", "customLLDBInit", "customWorkingDirectory", "enableGPUFrameCaptureMode", "enableGPUValidationMode",
        "macroExpansion", "captureScreenshotsAutomatically", "deleteScreenshotsWhenEachTestSucceeds", "coverageTargets",
        "revealArchiveInOrganizer", "customArchiveName", "enableAddressSanitizer", "enableASanStackUseAfterReturn",
        "enableThreadSanitizer", "enableUBSanitizer", "preferredScreenCaptureFormat",
    ]

    private func decodeSchemeAction(_ node: ManifestNode, path: [String], what: String) -> SchemeAction? {
        let allowed = ["config", "preActions", "postActions", "environmentVariables", "executable", "commandLineArguments"]
        guard let fields = Fields(node, path: path, context: context, what: what, allowed: allowed, notGenerated: Self.actionKeysNotGenerated,
                                  unknownKeys: .warning) else { return nil }
        var action = SchemeAction(
            config: fields.string("config"),
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions"),
            environmentVariables: decodeEnvironment(fields)
        )
        action.executable = fields.string("executable")
        action.commandLineArguments = decodeCommandLineArguments(fields)
        return action
    }

    private func decodeTestAction(_ node: ManifestNode, path: [String]) -> TestAction? {
        let allowed = ["config", "targets", "gatherCoverageData", "preActions", "postActions", "environmentVariables", "testPlans", "commandLineArguments",
                       "language", "region", "coverageTargets"]
        guard let fields = Fields(node, path: path, context: context, what: "test action", allowed: allowed, notGenerated: Self.actionKeysNotGenerated,
                                  unknownKeys: .warning) else { return nil }
        let targets = decodeTestTargets(fields, key: "targets")
        var action = TestAction(
            config: fields.string("config"),
            targets: targets.names,
            gatherCoverageData: fields.bool("gatherCoverageData") ?? false,
            preActions: decodeExecutionActions(fields, key: "preActions"),
            postActions: decodeExecutionActions(fields, key: "postActions"),
            environmentVariables: decodeEnvironment(fields)
        )
        action.testPlans = decodeTestPlans(fields)
        action.packageTargets = targets.packages
        action.commandLineArguments = decodeCommandLineArguments(fields)
        action.language = fields.string("language")
        action.region = fields.string("region")
        action.coverageTargets = decodeCoverageTargets(fields)
        action.testableOptions = targets.options
        return action
    }

    /// `coverageTargets:` — target names (`Project/Target` for another project's); XcodeGen
    /// also takes `target:` mappings.
    func decodeCoverageTargets(_ parent: Fields) -> [String] {
        guard let node = parent.value("coverageTargets") else { return [] }
        guard let items = node.items else {
            context.expected("'coverageTargets' to be a list of target names", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in
            let path = parent.path + ["coverageTargets", String(index)]
            context.record(path, item.location)
            if let name = item.scalar { return name }
            return Fields(item, path: path, context: context, what: "a coverage target", allowed: ["target"], unknownKeys: .warning)?
                .string("target", required: true)
        }
    }

    /// The test targets of a Test action, and the options of those written as mappings.
    struct TestTargets {
        var names: [String] = []
        var packages: [PackageTestTarget] = []
        var options: [String: TestableOptions] = [:]
    }

    /// Test targets: names, or mappings with `name` and XcodeGen's options (`parallelizable`,
    /// `randomExecutionOrder`, `skipped`; the rest are read, not generated yet), or with
    /// `package: Package/Target` for a test target of a local package.
    func decodeTestTargets(_ parent: Fields, key: String) -> TestTargets {
        var result = TestTargets()
        guard let node = parent.value(key) else { return result }
        guard let items = node.items else {
            context.expected("'\(key)' to be a list", found: node)
            return result
        }
        for (index, item) in items.enumerated() {
            let path = parent.path + [key, String(index)]
            context.record(path, item.location)
            if let name = item.scalar {
                result.names.append(name)
                continue
            }
            let notGenerated = ["skippedTests", "selectedTests", "location"]
            guard let fields = Fields(item, path: path, context: context, what: "a test target",
                                      allowed: ["name", "target", "package", "parallelizable", "randomExecutionOrder", "skipped"],
                                      notGenerated: notGenerated, unknownKeys: .warning) else { continue }
            if let packageNode = fields.value("package"), let reference = context.string(packageNode) {
                let parts = reference.split(separator: "/", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    context.error("a package test target is written 'Package/Target', not '\(reference)'", at: packageNode.location)
                    continue
                }
                result.packages.append(PackageTestTarget(package: parts[0], name: parts[1]))
            } else if let name = fields.string("name") ?? fields.string("target", required: true) {
                result.names.append(name)
                let options = TestableOptions(parallelizable: fields.bool("parallelizable") ?? false,
                                              randomExecutionOrder: fields.bool("randomExecutionOrder") ?? false, skipped: fields.bool("skipped") ?? false)
                if options != TestableOptions() { result.options[name] = options }
            }
        }
        return result
    }

    /// `testPlans:` — each `path` with an optional `defaultPlan`.
    func decodeTestPlans(_ parent: Fields) -> [TestPlanReference] {
        guard let node = parent.value("testPlans") else { return [] }
        guard let items = node.items else {
            context.expected("'testPlans' to be a list", found: node)
            return []
        }
        return items.enumerated().compactMap { index, item in
            guard let fields = Fields(item, path: parent.path + ["testPlans", String(index)], context: context, what: "a test plan",
                                      allowed: ["path", "defaultPlan"], unknownKeys: .warning),
                  let path = fields.path("path") ?? { fields.reportMissing("path"); return nil }()
            else { return nil }
            return TestPlanReference(path: path, defaultPlan: fields.bool("defaultPlan") ?? false)
        }
    }

    /// `commandLineArguments`: a mapping of argument → whether it is enabled.
    func decodeCommandLineArguments(_ parent: Fields) -> [String: Bool] {
        guard let node = parent.value("commandLineArguments") else { return [:] }
        guard let entries = node.entries else {
            context.expected("'commandLineArguments' to be a mapping of argument to true or false", found: node)
            return [:]
        }
        var arguments: [String: Bool] = [:]
        for entry in entries {
            if let enabled = context.bool(entry.value) { arguments[entry.key] = enabled }
        }
        return arguments
    }

    /// Environment variables as a mapping, or XcodeGen's list of `{variable, value, isEnabled}`.
    func decodeEnvironment(_ parent: Fields) -> [String: String] {
        guard let node = parent.value("environmentVariables") else { return [:] }
        guard let items = node.items else { return context.stringMap(node) ?? [:] }
        var values: [String: String] = [:]
        for (index, item) in items.enumerated() {
            guard let fields = Fields(item, path: parent.path + ["environmentVariables", String(index)], context: context, what: "an environment variable",
                                      allowed: ["variable", "value"], notGenerated: ["isEnabled"], unknownKeys: .warning),
                  let name = fields.string("variable", required: true)
            else { continue }
            let value = fields.value("value")
            values[name] = value.map { $0.isNull ? "" : (context.string($0) ?? "") } ?? ""
        }
        return values
    }
}
