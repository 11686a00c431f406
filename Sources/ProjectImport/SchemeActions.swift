import ProjectSpec
import XcodeGenerator

/// The Test, Run (`LaunchAction`), Profile, Analyze and Archive actions of a scheme, and what the
/// Run action launches.
extension SchemeReading {
    /// What a scheme's Run action launches.
    enum Launch: Equatable {
        /// Nothing (no runnable, or only macro expansion).
        case nothing
        /// An imported target of this project.
        case target(String)
        /// Something the manifest cannot name (warned about already).
        case unexpressed
    }

    // MARK: Test

    /// The Test action: configuration, test targets and their options, test plans, coverage,
    /// language and region, scripts, and its own variables and arguments when it uses them.
    mutating func testAction(_ element: Element?) -> TestAction? {
        guard let element else { return nil }
        let attributes: [String: String?] = [
            "buildConfiguration": nil, "selectedDebuggerIdentifier": nil, "selectedLauncherIdentifier": nil, "shouldUseLaunchSchemeArgsEnv": nil,
            "codeCoverageEnabled": nil, "onlyGenerateCoverageForSpecifiedTargets": nil, "language": nil, "region": nil, "shouldAutocreateTestPlan": nil,
        ]
        checkAttributes(element, known: attributes, in: "the test action")
        checkChildren(element, known: ["PreActions", "PostActions", "TestPlans", "Testables", "MacroExpansion", "EnvironmentVariables",
                                       "CommandLineArguments", "CodeCoverageTargets"], in: "the test action")
        var test = TestAction(config: config(element, .debug, in: "test"), gatherCoverageData: isYes(element.attribute("codeCoverageEnabled")),
                              preActions: scripts(element, "PreActions", in: "test"), postActions: scripts(element, "PostActions", in: "test"))
        readTestables(element, into: &test)
        test.testPlans = testPlans(element)
        test.language = element.attribute("language").flatMap { $0.isEmpty ? nil : $0 }
        test.region = element.attribute("region").flatMap { $0.isEmpty ? nil : $0 }
        if isYes(element.attribute("onlyGenerateCoverageForSpecifiedTargets")) {
            test.coverageTargets = (element.child("CodeCoverageTargets")?.children(named: "BuildableReference") ?? []).compactMap {
                target(reference: $0, role: "coverage target")
            }
        }
        if usesOwnArguments(element) {
            test.environmentVariables = environment(element, in: "test")
            test.commandLineArguments = arguments(element, in: "test")
        } else {
            checkInertArguments(element, in: "test")
        }
        return test
    }

    /// The `<Testables>`: targets of this project, with their options, and test targets of
    /// local packages.
    private mutating func readTestables(_ element: Element, into test: inout TestAction) {
        for testable in element.child("Testables")?.children ?? [] {
            guard testable.name == "TestableReference" else {
                warn("its <\(testable.name)> among the testables is not expressible; kept out")
                continue
            }
            let label = testable.child("BuildableReference")?.attribute("BlueprintName") ?? "?"
            checkAttributes(testable, known: ["skipped": nil, "parallelizable": nil, "testExecutionOrdering": nil], in: "the test target '\(label)'")
            checkChildren(testable, known: ["BuildableReference"], in: "the test target '\(label)'")
            let options = TestableOptions(parallelizable: isYes(testable.attribute("parallelizable")),
                                          randomExecutionOrder: testable.attribute("testExecutionOrdering") == "random",
                                          skipped: isYes(testable.attribute("skipped")))
            if let packageTarget = packageTestTarget(testable) {
                test.packageTargets.append(packageTarget)
                if options != TestableOptions() { warn("the options of its package test target '\(label)' are not expressible; kept out") }
                continue
            }
            guard let name = target(in: testable, role: "test target") else { continue }
            guard !test.targets.contains(name) else {
                warn("it tests '\(name)' twice; the second is kept out")
                continue
            }
            test.targets.append(name)
            if options != TestableOptions() { test.testableOptions[name] = options }
        }
    }

    /// A test target of one of the project's local packages, if `testable` names one.
    private func packageTestTarget(_ testable: Element) -> PackageTestTarget? {
        guard let reference = testable.child("BuildableReference"), let container = reference.attribute("ReferencedContainer"),
              !importer.isThisProject(container), let package = importer.localPackage(container),
              let name = reference.attribute("BlueprintName") else { return nil }
        return PackageTestTarget(package: package.name, name: name)
    }

    /// `<TestPlans>`: each `container:` reference, relative to the project's folder.
    private mutating func testPlans(_ element: Element) -> [TestPlanReference] {
        (element.child("TestPlans")?.children ?? []).compactMap { plan in
            guard plan.name == "TestPlanReference", let reference = plan.attribute("reference"), reference.hasPrefix("container:"),
                  reference.count > "container:".count else {
                warn("its test plan \(plan.attribute("reference").map { "'\($0)'" } ?? "<\(plan.name)>") is not a container: reference; kept out")
                return nil
            }
            return TestPlanReference(path: String(reference.dropFirst("container:".count)), defaultPlan: isYes(plan.attribute("default")))
        }
    }

    /// A test action that says it takes the Run action's arguments and variables, while it has
    /// none of its own and the Run action has some, runs differently once generated (`generate`
    /// makes a test action without its own take the Run action's).
    mutating func checkTestArguments(_ element: Element?, test: TestAction?, run: SchemeAction?) {
        guard let said = element?.attribute("shouldUseLaunchSchemeArgsEnv"), !isYes(said),
              let test, test.environmentVariables.isEmpty, test.commandLineArguments.isEmpty,
              let run, !run.environmentVariables.isEmpty || !run.commandLineArguments.isEmpty else { return }
        warn("its test action does not take the run action's arguments and environment variables, which a manifest scheme cannot say; generate makes it take them")
    }

    // MARK: Run

    /// The Run action (`LaunchAction`) and what it launches.
    mutating func launchAction(_ element: Element?) -> (SchemeAction?, Launch) {
        guard let element else { return (nil, .nothing) }
        let attributes: [String: String?] = [
            "buildConfiguration": nil, "selectedDebuggerIdentifier": nil, "selectedLauncherIdentifier": nil, "launchStyle": "0",
            "useCustomWorkingDirectory": "NO", "ignoresPersistentStateOnLaunch": "NO", "debugDocumentVersioning": "YES",
            "debugServiceExtension": "internal", "allowLocationSimulation": "YES", "askForAppToLaunch": nil, "launchAutomaticallySubstyle": nil,
        ]
        checkAttributes(element, known: attributes, in: "the run action")
        checkChildren(element, known: Self.runnableChildren, in: "the run action")
        var run = SchemeAction(config: config(element, .debug, in: "run"), preActions: scripts(element, "PreActions", in: "run"),
                               postActions: scripts(element, "PostActions", in: "run"), environmentVariables: environment(element, in: "run"))
        run.commandLineArguments = arguments(element, in: "run")
        return (run, launched(by: element))
    }

    /// The children a Run or Profile action may have.
    static let runnableChildren: Set<String> = ["PreActions", "PostActions", "BuildableProductRunnable", "RemoteRunnable", "MacroExpansion",
                                                "EnvironmentVariables", "CommandLineArguments"]

    /// What a Run action's runnable names.
    private mutating func launched(by element: Element) -> Launch {
        if let runnable = element.child("BuildableProductRunnable") {
            return target(in: runnable, role: "launched target").map(Launch.target) ?? .unexpressed
        }
        guard let remote = element.child("RemoteRunnable") else { return .nothing }
        if remote.child("BuildableReference") != nil {
            return target(in: remote, role: "launched target").map(Launch.target) ?? .unexpressed
        }
        warn("its run action launches the app '\(remote.attribute("BundleIdentifier") ?? "?")' by bundle identifier, which a manifest scheme cannot say; kept out")
        return .unexpressed
    }

    /// Makes `generate`'s Run action launch what the original's does: `executable` when another
    /// target than the one `generate` picks from `build` (as the manifest loads it); warns where
    /// it cannot.
    mutating func placeLaunch(_ launched: Launch, build: BuildAction, run: inout SchemeAction?) {
        let chosen = build.targets.first { $0.actions.contains(.run) }?.target ?? build.targets.first?.target
        switch launched {
        case let .target(name):
            if name != chosen { run = run ?? SchemeAction(); run?.executable = name }
            if !build.targets.contains(where: { $0.target == name }) {
                warn("its run action launches '\(name)', which its build action does not build: generate's run action cannot launch it")
            } else if let type = importer.target(named: name)?.type, !SchemeGenerator.executesOnLaunch(type) {
                warn("its run action launches '\(name)', a \(type.rawValue) target, which generate does not launch (it expands macros from it)")
            }
        case .nothing:
            if let chosen, let type = importer.target(named: chosen)?.type, SchemeGenerator.executesOnLaunch(type) {
                warn("its run action launches nothing, which a manifest scheme cannot say; generate launches '\(chosen)'")
            }
        case .unexpressed:
            break
        }
    }

    /// A scheme that builds nothing itself (Xcode builds what it tests and runs) gets its test
    /// targets built for testing and its launched target for running: a manifest scheme must
    /// build something.
    mutating func fillEmptyBuild(_ build: inout BuildAction, launched: Launch, test: TestAction?) {
        var added = (test?.targets ?? []).map { BuildTarget(target: $0, actions: [.test]) }
        if case let .target(name) = launched, !added.contains(where: { $0.target == name }) {
            added.append(BuildTarget(target: name, actions: [.run]))
        }
        guard !added.isEmpty else { return }
        build.targets = added
        warn("its build action builds nothing itself (Xcode builds what it tests and runs), which a manifest scheme cannot say; "
             + "generate builds \(added.map { "'\($0.target)' for \($0.actions == [.test] ? "testing" : "running")" }.joined(separator: ", "))")
    }

    // MARK: Profile, Analyze, Archive

    /// The Profile action: configuration, scripts, and its own variables and arguments when it
    /// uses them (it profiles what the Run action launches).
    mutating func profileAction(_ element: Element?) -> SchemeAction? {
        guard let element else { return nil }
        let attributes: [String: String?] = [
            "buildConfiguration": nil, "shouldUseLaunchSchemeArgsEnv": nil, "savedToolIdentifier": "", "useCustomWorkingDirectory": "NO",
            "debugDocumentVersioning": "YES", "askForAppToLaunch": nil, "launchAutomaticallySubstyle": nil, "ignoresPersistentStateOnLaunch": "NO",
        ]
        checkAttributes(element, known: attributes, in: "the profile action")
        checkChildren(element, known: Self.runnableChildren, in: "the profile action")
        var profile = SchemeAction(config: config(element, .release, in: "profile"), preActions: scripts(element, "PreActions", in: "profile"),
                                   postActions: scripts(element, "PostActions", in: "profile"))
        if usesOwnArguments(element) {
            profile.environmentVariables = environment(element, in: "profile")
            profile.commandLineArguments = arguments(element, in: "profile")
        } else {
            checkInertArguments(element, in: "profile")
        }
        return profile
    }

    /// `generate` profiles what the Run action launches: another profiled target is lost.
    mutating func checkProfileRunnable(_ element: Element?, launched: Launch) {
        guard case let .target(name) = launched, let reference = element?.child("BuildableProductRunnable")?.child("BuildableReference") else { return }
        let profiled = reference.attribute("BlueprintIdentifier").flatMap { importer.targetIDs[$0] } ?? reference.attribute("BlueprintName")
        if let profiled, profiled != name {
            warn("its profile action profiles '\(profiled)', which a manifest scheme cannot say; generate profiles what it runs ('\(name)')")
        }
    }

    /// The Analyze action: its configuration (Xcode gives it no scripts).
    mutating func analyzeAction(_ element: Element?) -> SchemeAction? {
        guard let element else { return nil }
        checkAttributes(element, known: ["buildConfiguration": nil], in: "the analyze action")
        checkChildren(element, known: [], in: "the analyze action")
        return SchemeAction(config: config(element, .debug, in: "analyze"))
    }

    /// The Archive action: configuration and scripts.
    mutating func archiveAction(_ element: Element?) -> SchemeAction? {
        guard let element else { return nil }
        checkAttributes(element, known: ["buildConfiguration": nil, "revealArchiveInOrganizer": "YES"], in: "the archive action")
        checkChildren(element, known: ["PreActions", "PostActions"], in: "the archive action")
        return SchemeAction(config: config(element, .release, in: "archive"), preActions: scripts(element, "PreActions", in: "archive"),
                            postActions: scripts(element, "PostActions", in: "archive"))
    }

    // MARK: Pieces

    /// The action's configuration when it is not the one `generate` picks by default; one the
    /// project does not have is kept out (the manifest would not load).
    private mutating func config(_ element: Element, _ kind: BuildConfiguration.Kind, in action: String) -> String? {
        let fallback = importer.defaultConfiguration(kind)
        guard let value = element.attribute("buildConfiguration"), value != fallback else { return nil }
        guard importer.project.configs.contains(where: { $0.name == value }) else {
            warn("its \(action) action's configuration '\(value)' is not one of the project's; generate uses '\(fallback)'")
            return nil
        }
        return value
    }

    /// Whether a Test or Profile action uses its own variables and arguments (not the Run
    /// action's); an action that does not say does.
    private func usesOwnArguments(_ element: Element) -> Bool {
        !isYes(element.attribute("shouldUseLaunchSchemeArgsEnv"))
    }

    /// Variables and arguments of an action that takes the Run action's are not used: said, not
    /// imported.
    private mutating func checkInertArguments(_ element: Element, in action: String) {
        let count = (element.child("EnvironmentVariables")?.children.count ?? 0) + (element.child("CommandLineArguments")?.children.count ?? 0)
        if count > 0 {
            warn("its \(action) action's own environment variables and arguments are unused (it takes the run action's); kept out")
        }
    }

    /// The enabled `<EnvironmentVariables>` (a manifest variable is always enabled).
    private mutating func environment(_ element: Element, in action: String) -> [String: String] {
        var values: [String: String] = [:]
        for variable in element.child("EnvironmentVariables")?.children(named: "EnvironmentVariable") ?? [] {
            guard let key = variable.attribute("key") else { continue }
            guard isYes(variable.attribute("isEnabled") ?? "YES") else {
                warn("its \(action) action's environment variable '\(key)' is disabled, which a manifest scheme cannot say; kept out")
                continue
            }
            guard values[key] == nil else {
                warn("its \(action) action sets the environment variable '\(key)' twice; the second is kept out")
                continue
            }
            values[key] = variable.attribute("value") ?? ""
        }
        return values
    }

    /// The `<CommandLineArguments>`, each enabled or not; `generate` writes them sorted.
    private mutating func arguments(_ element: Element, in action: String) -> [String: Bool] {
        var arguments: [String: Bool] = [:]
        var enabled: [String] = []
        for argument in element.child("CommandLineArguments")?.children(named: "CommandLineArgument") ?? [] {
            guard let text = argument.attribute("argument") else { continue }
            guard arguments[text] == nil else {
                warn("its \(action) action passes the argument '\(text)' twice; the second is kept out")
                continue
            }
            arguments[text] = isYes(argument.attribute("isEnabled") ?? "YES")
            if arguments[text] == true { enabled.append(text) }
        }
        if enabled != enabled.sorted() {
            warn("its \(action) action's arguments are passed in the order \(enabled.joined(separator: " ")); generate sorts them")
        }
        return arguments
    }
}
