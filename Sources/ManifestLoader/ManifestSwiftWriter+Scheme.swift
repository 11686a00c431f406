import ProjectSpec

/// Schemes as `Project.swift` writes them: `.scheme(name:buildAction:testAction:runAction:…)`.
///
/// A Swift scheme's action always names its configuration, so an action the model leaves at the
/// default gets the one `generate` picks (Debug or Release when the project has it, else its
/// first of that type): the scheme written is the same.
extension SwiftManifestWriting {
    mutating func scheme(_ scheme: Scheme) -> SwiftCode {
        let what = "scheme '\(scheme.name)'"
        if !scheme.shared { warn("\(what) is not shared, which Project.swift cannot say (its schemes are shared); written shared") }
        let built = Set(scheme.build.targets.map(\.target))
        let testedOnly = (scheme.test?.targets ?? []).filter { !built.contains($0) }
        if !testedOnly.isEmpty {
            warn("\(what): its test targets \(testedOnly.joined(separator: ", ")) are added to its build action for testing "
                 + "(a Project.swift scheme builds what it tests, as Tuist's does; Xcode builds them for testing either way)")
        }
        if let executable = scheme.run?.executable, !built.contains(executable), !testedOnly.contains(executable) {
            warn("\(what): the target it runs, '\(executable)', is added to its build action (a Project.swift scheme builds what it runs)")
        }
        return .call(
            ".scheme",
            ("name", .string(scheme.name)),
            ("buildAction", buildAction(scheme.build)),
            ("testAction", scheme.test.map { testAction($0, scheme: what) }),
            ("runAction", scheme.run.map { runAction($0, scheme: what) }),
            ("archiveAction", scheme.archive.map { archiveAction($0, scheme: what) }),
            ("profileAction", scheme.profile.map { profileAction($0, scheme: what) }),
            ("analyzeAction", scheme.analyze.map { analyzeAction($0, scheme: what) })
        )
    }

    /// `.buildAction(targets:…)` when every target is built for every action, else
    /// `.buildAction(buildActionTargets: [.target(_:buildFor:)])`.
    private func buildAction(_ build: BuildAction) -> SwiftCode {
        let scripts = executionActions(build.preActions, build.postActions)
        if build.targets.allSatisfy({ $0.actions == BuildTarget.Action.allCases }) {
            return .call(".buildAction", [.init("targets", .strings(build.targets.map(\.target)))] + scripts)
        }
        let purposes: [(BuildTarget.Action, String)] = [(.analyze, ".analyzing"), (.archive, ".archiving"), (.profile, ".profiling"),
                                                        (.run, ".running"), (.test, ".testing")]
        let targets = build.targets.map { entry -> SwiftCode in
            guard entry.actions != BuildTarget.Action.allCases else { return .call(".target", (nil, .string(entry.target))) }
            let buildFor = purposes.filter { entry.actions.contains($0.0) }.map { SwiftCode.token($0.1) }
            return .call(".target", (nil, .string(entry.target)), ("buildFor", .array(buildFor)))
        }
        return .call(".buildAction", [.init("buildActionTargets", .array(targets))] + scripts)
    }

    /// `preActions:` and `postActions:`, those that have any.
    private func executionActions(_ pre: [ExecutionAction], _ post: [ExecutionAction]) -> [SwiftCode.Argument] {
        [("preActions", pre), ("postActions", post)].compactMap { label, actions in
            actions.isEmpty ? nil : SwiftCode.Argument(label, .array(actions.map(executionAction)))
        }
    }

    private func executionAction(_ action: ExecutionAction) -> SwiftCode {
        .call(
            ".executionAction",
            ("title", action.name == "Run Script" ? nil : .string(action.name)),
            ("scriptText", .string(action.script)),
            ("target", action.settingsTarget.map(SwiftCode.string))
        )
    }

    /// The configuration `generate` builds an action in: the one named, else Debug or Release
    /// when the project has it, else its first of `kind`.
    private func configuration(_ explicit: String?, kind: BuildConfiguration.Kind) -> SwiftCode {
        if let explicit { return Self.configurationName(explicit) }
        let standard = kind == .debug ? "Debug" : "Release"
        if project.configs.contains(where: { $0.name == standard }) { return Self.configurationName(standard) }
        return Self.configurationName(project.configs.first { $0.type == kind }?.name ?? standard)
    }

    /// `.arguments(environmentVariables:launchArguments:)`, or `nil` without either.
    private func arguments(_ environment: [String: String], _ launch: [String: Bool]) -> SwiftCode? {
        guard !environment.isEmpty || !launch.isEmpty else { return nil }
        let variables = SwiftCode.dictionary(environment.keys.sorted().map { SwiftCode.Entry(key: .string($0), value: .string(environment[$0] ?? "")) })
        let launchArguments = launch.keys.sorted().map { name -> SwiftCode in
            launch[name] == false ? .call(".launchArgument", ("name", .string(name)), ("isEnabled", .bool(false)))
                : .call(".launchArgument", ("name", .string(name)))
        }
        return .call(
            ".arguments",
            ("environmentVariables", environment.isEmpty ? nil : variables),
            ("launchArguments", launch.isEmpty ? nil : .array(launchArguments))
        )
    }

    // MARK: Actions

    private mutating func testAction(_ test: TestAction, scheme: String) -> SwiftCode {
        if !test.packageTargets.isEmpty {
            warn("\(scheme): its test targets of local packages (\(test.packageTargets.map { "\($0.package)/\($0.name)" }.joined(separator: ", "))) "
                 + "are not expressible in Project.swift; kept out")
        }
        var plans = test.testPlans
        if let index = plans.firstIndex(where: \.defaultPlan), index > 0 {
            warn("\(scheme): its default test plan \(plans[index].path) is not its first, which Project.swift cannot say (the first is the default); written first")
            plans.insert(plans.remove(at: index), at: 0)
        }
        let planPaths: SwiftCode? = plans.isEmpty ? nil : .array(plans.map { Self.path($0.path) })
        let config = configuration(test.config, kind: .debug)
        let scripts = executionActions(test.preActions, test.postActions)
        let launch = arguments(test.environmentVariables, test.commandLineArguments)
        let options: SwiftCode? = test.gatherCoverageData || !test.coverageTargets.isEmpty || test.language != nil || test.region != nil
            ? .call(
                ".options",
                ("language", test.language.map(SwiftCode.string)),
                ("region", test.region.map(SwiftCode.string)),
                ("coverage", test.gatherCoverageData ? .bool(true) : nil),
                ("codeCoverageTargets", test.coverageTargets.isEmpty ? nil : .strings(test.coverageTargets))
            ) : nil
        if let planPaths, test.targets.isEmpty, launch == nil, options == nil {
            return .call(".testPlans", [.init(nil, planPaths), .init("configuration", config)] + scripts)
        }
        let targets = test.targets.map { name -> SwiftCode in
            guard let options = test.testableOptions[name], options != TestableOptions() else { return .string(name) }
            return .call(
                ".testableTarget",
                ("target", .string(name)),
                ("isSkipped", options.skipped ? .bool(true) : nil),
                ("parallelization", options.parallelizable ? .token(".enabled") : nil),
                ("isRandomExecutionOrdering", options.randomExecutionOrder ? .bool(true) : nil)
            )
        }
        var all: [SwiftCode.Argument] = [.init(nil, .array(targets))]
        if let launch { all.append(.init("arguments", launch)) }
        all.append(.init("configuration", config))
        all += scripts
        if let options { all.append(.init("options", options)) }
        if let planPaths { all.append(.init("testPlans", planPaths)) }
        return .call(".targets", all)
    }

    private mutating func runAction(_ run: SchemeAction, scheme: String) -> SwiftCode {
        var all: [SwiftCode.Argument] = [.init("configuration", configuration(run.config, kind: .debug))]
        all += executionActions(run.preActions, run.postActions)
        if let executable = run.executable { all.append(.init("executable", .string(executable))) }
        if let launch = arguments(run.environmentVariables, run.commandLineArguments) { all.append(.init("arguments", launch)) }
        return .call(".runAction", all)
    }

    private mutating func profileAction(_ profile: SchemeAction, scheme: String) -> SwiftCode {
        var all: [SwiftCode.Argument] = [.init("configuration", configuration(profile.config, kind: .release))]
        all += executionActions(profile.preActions, profile.postActions)
        if let executable = profile.executable { all.append(.init("executable", .string(executable))) }
        if let launch = arguments(profile.environmentVariables, profile.commandLineArguments) { all.append(.init("arguments", launch)) }
        return .call(".profileAction", all)
    }

    private mutating func archiveAction(_ archive: SchemeAction, scheme: String) -> SwiftCode {
        checkUnsaid(archive, action: "archive", scheme: scheme, scripts: true)
        return .call(".archiveAction", [.init("configuration", configuration(archive.config, kind: .release))]
            + executionActions(archive.preActions, archive.postActions))
    }

    private mutating func analyzeAction(_ analyze: SchemeAction, scheme: String) -> SwiftCode {
        checkUnsaid(analyze, action: "analyze", scheme: scheme, scripts: false)
        return .call(".analyzeAction", ("configuration", configuration(analyze.config, kind: .debug)))
    }

    /// What an archive or analyze action holds that its Swift spelling has no word for.
    private mutating func checkUnsaid(_ action: SchemeAction, action name: String, scheme: String, scripts: Bool) {
        let unsaid: [(String, Bool)] = [
            ("scripts", !scripts && (!action.preActions.isEmpty || !action.postActions.isEmpty)),
            ("environment variables", !action.environmentVariables.isEmpty),
            ("arguments", !action.commandLineArguments.isEmpty),
            ("executable", action.executable != nil),
        ]
        for (key, set) in unsaid where set { warn("\(scheme): its \(name) action's \(key) are not expressible in Project.swift; kept out") }
    }
}
