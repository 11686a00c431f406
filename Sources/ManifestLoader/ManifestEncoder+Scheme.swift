import ProjectSpec

/// Schemes in manifest form: the build list and each action, as the loader reads them.
extension ManifestEncoder {
    static func scheme(_ scheme: Scheme) -> ManifestValue {
        let build = ManifestValue.map(compact([
            field("targets", buildTargets(scheme.build.targets), keepEmpty: true),
            field("preActions", .list(scheme.build.preActions.map(execution))),
            field("postActions", .list(scheme.build.postActions.map(execution))),
        ]))
        return .map(compact([
            field("build", build),
            field("run", scheme.run.map(action), keepEmpty: true),
            field("test", scheme.test.map(test), keepEmpty: true),
            field("profile", scheme.profile.map(action), keepEmpty: true),
            field("analyze", scheme.analyze.map(action), keepEmpty: true),
            field("archive", scheme.archive.map(action), keepEmpty: true),
            field("management", scheme.shared ? nil : .map([.init("shared", .bool(false))])),
        ]))
    }

    /// A mapping (XcodeGen's, read sorted by name) when the targets are in that order, else a
    /// list of `Name: actions` (scaffold's own, read in its order).
    private static func buildTargets(_ targets: [BuildTarget]) -> ManifestValue {
        let entries = targets.map { ManifestValue.Field($0.target, buildActions($0.actions)) }
        return targets == BuildAction.sortedAsXcodeGen(targets) ? .map(entries) : .list(entries.map { .map([$0]) })
    }

    private static func buildActions(_ actions: [BuildTarget.Action]) -> ManifestValue {
        if actions == BuildTarget.Action.allCases { return .string("all") }
        if actions.isEmpty { return .string("none") }
        return .list(actions.map { .string($0.rawValue) })
    }

    static func execution(_ action: ExecutionAction) -> ManifestValue {
        .map(compact([
            field("name", text(action.name)),
            field("script", .string(action.script)),
            field("settingsTarget", action.settingsTarget.map(text)),
        ]))
    }

    private static func action(_ action: SchemeAction) -> ManifestValue {
        .map(compact([
            field("config", action.config.map(text)),
            field("executable", action.executable.map(text)),
            field("preActions", .list(action.preActions.map(execution))),
            field("postActions", .list(action.postActions.map(execution))),
            field("environmentVariables", stringMap(action.environmentVariables)),
            field("commandLineArguments", boolMap(action.commandLineArguments)),
        ]))
    }

    private static func test(_ test: TestAction) -> ManifestValue {
        .map(compact([
            field("config", test.config.map(text)),
            field("targets", testTargets(test.targets, packages: test.packageTargets, options: test.testableOptions)),
            field("gatherCoverageData", .bool(test.gatherCoverageData)),
            field("coverageTargets", texts(test.coverageTargets)),
            field("language", test.language.map(text)),
            field("region", test.region.map(text)),
            field("testPlans", .list(test.testPlans.map(testPlan))),
            field("preActions", .list(test.preActions.map(execution))),
            field("postActions", .list(test.postActions.map(execution))),
            field("environmentVariables", stringMap(test.environmentVariables)),
            field("commandLineArguments", boolMap(test.commandLineArguments)),
        ]))
    }

    /// Test targets: the project's by name (a mapping with its options where it has any), then
    /// each of a local package as `package: P/T`.
    static func testTargets(_ names: [String], packages: [PackageTestTarget], options: [String: TestableOptions] = [:]) -> ManifestValue {
        let named = names.map { name -> ManifestValue in
            guard let options = options[name] else { return text(name) }
            return .map(compact([
                field("name", text(name)),
                field("parallelizable", options.parallelizable ? .bool(true) : nil),
                field("randomExecutionOrder", options.randomExecutionOrder ? .bool(true) : nil),
                field("skipped", options.skipped ? .bool(true) : nil),
            ]))
        }
        return .list(named + packages.map { .map([.init("package", text("\($0.package)/\($0.name)"))]) })
    }

    static func testPlan(_ plan: TestPlanReference) -> ManifestValue {
        .map(compact([
            field("path", text(plan.path)),
            field("defaultPlan", plan.defaultPlan ? .bool(true) : nil),
        ]))
    }
}
