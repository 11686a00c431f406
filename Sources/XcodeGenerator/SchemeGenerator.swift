import ProjectSpec

/// The shared schemes of a project: `<Name>.xcodeproj/xcshareddata/xcschemes/<Scheme>.xcscheme`.
///
/// Every manifest scheme gets a file, and — when `options.generateTargetSchemes` is on — so does
/// every application and framework target that no manifest scheme is named after. Pipeline steps
/// whose `schemePreAction` names a scheme become build pre-actions of that scheme, run in
/// dependency order before the manifest's own pre-actions.
///
/// The XML is what Xcode itself writes (`LastUpgradeVersion`, `version = "1.7"`, attribute
/// order, three-space indentation, escaping), so opening the project in Xcode changes nothing.
public struct SchemeGenerator: Sendable {
    /// The `LastUpgradeVersion` written by default: the project's `LastUpgradeCheck`, so Xcode offers no upgrade.
    public static var lastUpgradeVersion: String { XcodeFormat.lastUpgradeCheck }
    /// The scheme format version Xcode 15 and 16 write.
    public static let formatVersion = "1.7"

    /// The `ActionType` of a shell-script pre- or post-action.
    public static let shellScriptActionType = "Xcode.IDEStandardExecutionActionsCore.ExecutionActionType.ShellScriptAction"
    static let debugger = "Xcode.DebuggerFoundation.Debugger.LLDB"
    static let launcher = "Xcode.DebuggerFoundation.Launcher.LLDB"

    /// The project the schemes are for.
    public let project: Project
    /// Pipeline steps in dependency order, ties by name.
    let orderedSteps: [PipelineStep]
    /// Target name → its index in `project.targets` (the first of that name, as
    /// `Project.target(named:)` finds it): schemes look targets up many times each, and a linear
    /// search copying each `Target` made a scheme per target quadratic.
    let targetIndex: [String: Int]
    /// Target name → its project's `.xcodeproj` relative to the workspace, for a workspace's
    /// schemes; a target not listed is this project's.
    public var containers: [String: String] = [:]
    /// The other projects' targets, for scheme entries written `Project/Target` (XcodeGen's
    /// spelling for a target of a `projectReferences` project).
    var projectReferences: ProjectReferences?

    /// Creates a generator for `project`.
    public init(project: Project) {
        self.project = project
        self.orderedSteps = PipelineOrder.sorted(project.pipeline)
        var index: [String: Int] = [:]
        index.reserveCapacity(project.targets.count)
        for (position, target) in project.targets.enumerated() where index[target.name] == nil {
            index[target.name] = position
        }
        self.targetIndex = index
    }

    /// The target called `name`, if any (the first of that name).
    func target(named name: String) -> Target? {
        targetIndex[name].map { project.targets[$0] }
    }

    /// Scheme name → the complete text of `<name>.xcscheme`, for the shared schemes.
    public func schemes() -> [String: String] {
        var files: [String: String] = [:]
        for scheme in allSchemes() where scheme.shared {
            files[scheme.name] = xml(for: scheme)
        }
        return files
    }

    /// The same for the schemes that are not shared (`management.shared: false`), which go
    /// to the user's own data.
    public func userSchemes() -> [String: String] {
        var files: [String: String] = [:]
        for scheme in allSchemes() where !scheme.shared {
            files[scheme.name] = xml(for: scheme)
        }
        return files
    }

    /// The manifest's schemes, the schemes targets declare (`scheme:`), then the default target
    /// schemes (by target name).
    func allSchemes() -> [Scheme] {
        var schemes = project.schemes + TargetSchemes.schemes(for: project)
        guard project.options.generateTargetSchemes else { return schemes }
        let taken = Set(schemes.map(\.name))
        for target in project.targets.sorted(by: { $0.name < $1.name })
        where SchemeGenerator.getsDefaultScheme(target.type) && !taken.contains(target.name) {
            schemes.append(Scheme(name: target.name, build: BuildAction(targets: [BuildTarget(target: target.name)])))
        }
        return schemes
    }

    /// Whether a target of `type` gets a scheme of its own when the manifest names none.
    static func getsDefaultScheme(_ type: ProductType) -> Bool {
        type == .application || type == .framework || type == .staticFramework
    }

    // MARK: - The scheme

    /// The `.xcscheme` text for `scheme`.
    func xml(for scheme: Scheme) -> String {
        var root = XcodeXML("Scheme", ["LastUpgradeVersion": XcodeFormat.lastUpgradeCheck(of: project)])
        if launchesExtension(scheme) { root = root.adding("wasCreatedForAppExtension", "YES") }
        root = root.adding("version", SchemeGenerator.formatVersion)
        root.children = [
                buildAction(scheme),
                testAction(scheme),
                launchAction(scheme),
                profileAction(scheme),
                analyzeAction(scheme),
                archiveAction(scheme),
        ]
        return root.document()
    }

    private func buildAction(_ scheme: Scheme) -> XcodeXML {
        let preActions = pipelinePreActions(scheme) + scheme.build.preActions.map { executionAction($0, scheme: scheme) }
        let postActions = scheme.build.postActions.map { executionAction($0, scheme: scheme) }
        let entries = scheme.build.targets.compactMap { entry -> XcodeXML? in
            guard let reference = buildableReference(named: entry.target) else { return nil }
            return XcodeXML(
                "BuildActionEntry",
                [
                    "buildForTesting": yesNo(entry.actions.contains(.test)),
                    "buildForRunning": yesNo(entry.actions.contains(.run)),
                    "buildForProfiling": yesNo(entry.actions.contains(.profile)),
                    "buildForArchiving": yesNo(entry.actions.contains(.archive)),
                    "buildForAnalyzing": yesNo(entry.actions.contains(.analyze)),
                ],
                children: [reference]
            )
        }
        return XcodeXML(
            "BuildAction",
            ["parallelizeBuildables": "YES", "buildImplicitDependencies": "YES"],
            children: prePost(preActions, postActions) + [XcodeXML("BuildActionEntries", children: entries)]
        )
    }

    private func testAction(_ scheme: Scheme) -> XcodeXML {
        let test = scheme.test ?? TestAction()
        var element = XcodeXML(
            "TestAction",
            [
                "buildConfiguration": configuration(test.config, kind: .debug),
                "selectedDebuggerIdentifier": SchemeGenerator.debugger,
                "selectedLauncherIdentifier": SchemeGenerator.launcher,
            ]
        )
        // The test action's own arguments and variables only apply when it does not take the Run action's.
        .adding("language", test.language)
        .adding("region", test.region)
        .adding("shouldUseLaunchSchemeArgsEnv", yesNo(test.environmentVariables.isEmpty && test.commandLineArguments.isEmpty))
        if test.gatherCoverageData {
            element = element.adding("codeCoverageEnabled", "YES")
        }
        let coverageTargets = test.coverageTargets.compactMap(buildableReference(named:))
        if !coverageTargets.isEmpty {
            element = element.adding("onlyGenerateCoverageForSpecifiedTargets", "YES")
        }
        let testables = test.targets.compactMap { name -> XcodeXML? in
            guard let reference = buildableReference(named: name) else { return nil }
            return testableReference(reference, options: test.testableOptions[name] ?? TestableOptions())
        } + test.packageTargets.compactMap { packageTarget -> XcodeXML? in
            guard let reference = packageBuildableReference(packageTarget) else { return nil }
            return testableReference(reference, options: TestableOptions())
        }
        element.children = scripts(test, scheme: scheme)
        if !test.testPlans.isEmpty { element.children.append(testPlans(test.testPlans)) }
        element.children.append(XcodeXML("Testables", children: testables))
        element.children += commandLineArguments(test.commandLineArguments) + environmentVariables(test.environmentVariables)
        if !coverageTargets.isEmpty { element.children.append(XcodeXML("CodeCoverageTargets", children: coverageTargets)) }
        return element
    }

    /// A `<TestableReference>` as XcodeGen writes it: `parallelizable` always said, `YES` or
    /// `NO` (so Swift Testing's tests run in parallel only when asked, as XCTest's).
    private func testableReference(_ reference: XcodeXML, options: TestableOptions) -> XcodeXML {
        XcodeXML("TestableReference", ["skipped": yesNo(options.skipped), "parallelizable": yesNo(options.parallelizable)])
            .adding("testExecutionOrdering", options.randomExecutionOrder ? "random" : nil)
            .containing([reference])
    }

    /// `<TestPlans>`: each plan as a `container:` reference (relative to the project's
    /// folder); the one marked `defaultPlan`, else the first, is the default.
    private func testPlans(_ plans: [TestPlanReference]) -> XcodeXML {
        let defaultIndex = plans.firstIndex { $0.defaultPlan } ?? 0
        let references = plans.enumerated().map { index, plan in
            let reference = XcodeXML("TestPlanReference", ["reference": "container:\(plan.path)"])
            return index == defaultIndex ? reference.adding("default", "YES") : reference
        }
        return XcodeXML("TestPlans", children: references)
    }

    private func launchAction(_ scheme: Scheme) -> XcodeXML {
        let run = scheme.run ?? SchemeAction()
        let isExtension = launchesExtension(scheme)
        var element = XcodeXML(
            "LaunchAction",
            [
                "buildConfiguration": configuration(run.config, kind: .debug),
                "selectedDebuggerIdentifier": isExtension ? "" : SchemeGenerator.debugger,
                "selectedLauncherIdentifier": isExtension ? SchemeGenerator.posixSpawnLauncher : SchemeGenerator.launcher,
                "launchStyle": "0",
                "useCustomWorkingDirectory": "NO",
                "ignoresPersistentStateOnLaunch": "NO",
                "debugDocumentVersioning": "YES",
                "debugServiceExtension": "internal",
                "allowLocationSimulation": "YES",
            ]
        )
        if isExtension { element = element.adding("launchAutomaticallySubstyle", "2") }
        element.children = scripts(run, scheme: scheme)
        element.children += (launchRunnable(scheme).map { [$0] } ?? []) + commandLineArguments(run.commandLineArguments)
            + environmentVariables(run.environmentVariables)
        return element
    }

    private func profileAction(_ scheme: Scheme) -> XcodeXML {
        let profile = scheme.profile ?? SchemeAction()
        var element = XcodeXML(
            "ProfileAction",
            [
                "buildConfiguration": configuration(profile.config, kind: .release),
                "shouldUseLaunchSchemeArgsEnv": yesNo(profile.environmentVariables.isEmpty && profile.commandLineArguments.isEmpty),
                "savedToolIdentifier": "",
                "useCustomWorkingDirectory": "NO",
                "debugDocumentVersioning": "YES",
            ]
        )
        element.children = scripts(profile, scheme: scheme)
        element.children += (profileRunnable(scheme).map { [$0] } ?? []) + commandLineArguments(profile.commandLineArguments)
            + environmentVariables(profile.environmentVariables)
        return element
    }

    /// Xcode offers no pre- or post-actions for Analyze, so only its configuration is written.
    private func analyzeAction(_ scheme: Scheme) -> XcodeXML {
        XcodeXML("AnalyzeAction", ["buildConfiguration": configuration(scheme.analyze?.config, kind: .debug)])
    }

    private func archiveAction(_ scheme: Scheme) -> XcodeXML {
        let archive = scheme.archive ?? SchemeAction()
        var element = XcodeXML(
            "ArchiveAction",
            ["buildConfiguration": configuration(archive.config, kind: .release), "revealArchiveInOrganizer": "YES"]
        )
        element.children = scripts(archive, scheme: scheme)
        return element
    }

    // MARK: - Pieces

    /// The `BuildableReference` of `target` in this project.
    func buildableReference(_ target: Target) -> XcodeXML {
        XcodeXML(
            "BuildableReference",
            [
                "BuildableIdentifier": "primary",
                "BlueprintIdentifier": XcodeID.target(target.name),
                "BuildableName": ProductNaming.fileName(of: target),
                "BlueprintName": target.name,
                "ReferencedContainer": "container:" + (containers[target.name] ?? "\(project.name).xcodeproj"),
            ]
        )
    }

    /// The `BuildableReference` of the target a scheme names: one of this project's, or
    /// `Project/Target`, a target of a `projectReferences` project, as read from its
    /// `.xcodeproj` (in that project's container); `nil` for neither.
    func buildableReference(named name: String) -> XcodeXML? {
        if let target = target(named: name) { return buildableReference(target) }
        guard let slash = name.firstIndex(of: "/"), let references = projectReferences,
              let reference = project.projectReferences[String(name[..<slash])] else { return nil }
        let remote = references.remoteTarget(String(name[name.index(after: slash)...]), in: reference.name)
        return XcodeXML(
            "BuildableReference",
            [
                "BuildableIdentifier": "primary",
                "BlueprintIdentifier": remote.targetID,
                "BuildableName": remote.productFile,
                "BlueprintName": remote.name,
                "ReferencedContainer": "container:\(reference.path)",
            ]
        )
    }

    /// A test target of a local package: referenced in the package's folder, by its name.
    func packageBuildableReference(_ packageTarget: PackageTestTarget) -> XcodeXML? {
        guard case let .local(path) = project.package(named: packageTarget.package)?.source else { return nil }
        return XcodeXML(
            "BuildableReference",
            [
                "BuildableIdentifier": "primary",
                "BlueprintIdentifier": packageTarget.name,
                "BuildableName": packageTarget.name,
                "BlueprintName": packageTarget.name,
                "ReferencedContainer": "container:\(path)",
            ]
        )
    }

    /// An action's own PreActions and PostActions (see `executionAction`).
    private func scripts(_ action: some ScriptedSchemeAction, scheme: Scheme) -> [XcodeXML] {
        prePost(
            action.preActions.map { executionAction($0, scheme: scheme) },
            action.postActions.map { executionAction($0, scheme: scheme) }
        )
    }

    private func prePost(_ pre: [XcodeXML], _ post: [XcodeXML]) -> [XcodeXML] {
        var elements: [XcodeXML] = []
        if !pre.isEmpty { elements.append(XcodeXML("PreActions", children: pre)) }
        if !post.isEmpty { elements.append(XcodeXML("PostActions", children: post)) }
        return elements
    }

    /// A manifest script action. As in XcodeGen, it sees build settings only when its
    /// `settingsTarget` is one the scheme builds or tests.
    private func executionAction(_ action: ExecutionAction, scheme: Scheme) -> XcodeXML {
        let inScheme = scheme.build.targets.map(\.target) + (scheme.test?.targets ?? [])
        let environment = action.settingsTarget.flatMap { inScheme.contains($0) ? self.target(named: $0) : nil }
        return shellScriptAction(title: action.name, script: action.script, environment: environment)
    }

    /// An `ExecutionAction` running `script`, seeing the build settings of `environment`.
    private func shellScriptAction(title: String, script: String, environment: Target?) -> XcodeXML {
        var content = XcodeXML("ActionContent", ["title": title, "scriptText": script])
        if let environment {
            content.children = [XcodeXML("EnvironmentBuildable", children: [buildableReference(environment)])]
        }
        return XcodeXML("ExecutionAction", ["ActionType": SchemeGenerator.shellScriptActionType], children: [content])
    }

    /// The pre-actions of the pipeline steps whose `schemePreAction` names `scheme`, in dependency order.
    private func pipelinePreActions(_ scheme: Scheme) -> [XcodeXML] {
        let steps = orderedSteps.filter { $0.schemePreAction.contains(scheme.name) }
        guard !steps.isEmpty else { return [] }
        let buildTargets = scheme.build.targets.compactMap { self.target(named: $0.target) }
        let environment = buildTargets.first { $0.type == .application } ?? buildTargets.first
        return steps.map {
            shellScriptAction(
                title: PipelineScript.phaseName(for: $0),
                script: PipelineScript.text(for: $0, options: project.options),
                environment: environment
            )
        }
    }

    /// `<CommandLineArguments>` sorted by argument, or nothing when there are none.
    private func commandLineArguments(_ arguments: [String: Bool]) -> [XcodeXML] {
        guard !arguments.isEmpty else { return [] }
        let entries = arguments.sorted { $0.key < $1.key }.map {
            XcodeXML("CommandLineArgument", ["argument": $0.key, "isEnabled": yesNo($0.value)])
        }
        return [XcodeXML("CommandLineArguments", children: entries)]
    }

    /// `<EnvironmentVariables>` sorted by key, or nothing when there are none.
    private func environmentVariables(_ variables: [String: String]) -> [XcodeXML] {
        guard !variables.isEmpty else { return [] }
        let entries = variables.sorted { $0.key < $1.key }.map {
            XcodeXML("EnvironmentVariable", ["key": $0.key, "value": $0.value, "isEnabled": "YES"])
        }
        return [XcodeXML("EnvironmentVariables", children: entries)]
    }

    /// `explicit`, else `Debug`/`Release` when the project has it, else its first configuration
    /// of `kind`, else `Debug`/`Release`.
    private func configuration(_ explicit: String?, kind: BuildConfiguration.Kind) -> String {
        if let explicit { return explicit }
        let standard = kind == .debug ? "Debug" : "Release"
        if project.configs.contains(where: { $0.name == standard }) { return standard }
        return project.configs.first { $0.type == kind }?.name ?? standard
    }

    private func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }
}

/// The scheme actions that carry their own pre- and post-action scripts.
protocol ScriptedSchemeAction {
    var preActions: [ExecutionAction] { get }
    var postActions: [ExecutionAction] { get }
}

extension SchemeAction: ScriptedSchemeAction {}
extension TestAction: ScriptedSchemeAction {}
