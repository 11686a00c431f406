import ProjectSpec
import XcodeGenerator

/// The reading of one `.xcscheme` into a manifest scheme, collecting what the manifest cannot
/// say (each a warning, worded after "scheme '<name>': ").
struct SchemeReading {
    typealias Element = XMLReader.Element

    /// The scheme's name (its file's, without `.xcscheme`).
    let name: String
    let importer: SchemeImporter
    /// What the manifest cannot say, in the order found.
    private(set) var warnings: [String] = []

    init(name: String, importer: SchemeImporter) {
        self.name = name
        self.importer = importer
    }

    /// Records something the manifest cannot say.
    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    /// The scheme `root` describes, or nil when it is not a scheme or builds nothing `generate`
    /// can write (said in the warnings).
    mutating func scheme(_ root: Element) -> Scheme? {
        guard checkRoot(root) else { return nil }
        var build = buildAction(root.child("BuildAction"))
        let test = testAction(root.child("TestAction"))
        let launch = launchAction(root.child("LaunchAction"))
        guard complete(&build, launched: launch.1, test: test) else { return nil }
        var run = launch.0
        placeLaunch(launch.1, build: build, run: &run)
        checkTestArguments(root.child("TestAction"), test: test, run: run)
        checkProfileRunnable(root.child("ProfileAction"), launched: launch.1)
        let scheme = Scheme(name: name, build: build, run: nonEmpty(run, SchemeAction()), test: nonEmpty(test, TestAction()),
                            profile: nonEmpty(profileAction(root.child("ProfileAction")), SchemeAction()),
                            analyze: nonEmpty(analyzeAction(root.child("AnalyzeAction")), SchemeAction()),
                            archive: nonEmpty(archiveAction(root.child("ArchiveAction")), SchemeAction()))
        checkSettingsTargets(of: scheme)
        return scheme
    }

    /// Whether `root` is a `<Scheme>`; warns about what it holds besides the six actions, and
    /// about each action it lacks (`generate` writes all six).
    private mutating func checkRoot(_ root: Element) -> Bool {
        guard root.name == "Scheme" else {
            warn("the file's root element is <\(root.name)>, not <Scheme>; kept out")
            return false
        }
        checkAttributes(root, known: ["LastUpgradeVersion": nil, "version": nil, "wasCreatedForAppExtension": nil], in: "the scheme")
        let actions = ["BuildAction", "TestAction", "LaunchAction", "ProfileAction", "AnalyzeAction", "ArchiveAction"]
        checkChildren(root, known: Set(actions), in: "the scheme")
        for action in actions where root.child(action) == nil {
            warn("it has no <\(action)>; generate writes one (with its defaults)")
        }
        return true
    }

    /// Makes `build` what the manifest loads: something to build (see `fillEmptyBuild`), in the
    /// scheme's order (the manifest then lists them); false when there is nothing to build at all.
    private mutating func complete(_ build: inout BuildAction, launched: Launch, test: TestAction?) -> Bool {
        // A scheme that builds nothing but tests (Xcode's for a test bundle) is kept so: Xcode builds what it tests.
        let tests = !(test?.targets.isEmpty ?? true)
        if build.targets.isEmpty, !tests { fillEmptyBuild(&build, launched: launched, test: test) }
        guard !build.targets.isEmpty || tests else {
            warn("it builds, tests and runs no target of this project, which a manifest scheme cannot say; kept out")
            return false
        }
        return true
    }

    /// `action` unless it says no more than `empty` (the manifest then leaves it out).
    private func nonEmpty<Action: Equatable>(_ action: Action?, _ empty: Action) -> Action? {
        action == empty ? nil : action
    }

    // MARK: Targets

    /// The name of the target the `BuildableReference` inside `element` names, when it is an
    /// imported target of this project; otherwise nil, with a warning naming `role`.
    mutating func target(in element: Element, role: String) -> String? {
        guard let reference = element.child("BuildableReference") else {
            warn("its \(role) names no target (no <BuildableReference>); kept out")
            return nil
        }
        return target(reference: reference, role: role)
    }

    /// The imported target of this project a `BuildableReference` names, else nil with a
    /// warning naming `role`.
    mutating func target(reference: Element, role: String) -> String? {
        let container = reference.attribute("ReferencedContainer") ?? ""
        let written = reference.attribute("BlueprintName")
        guard importer.isThisProject(container) else {
            let place = container.hasPrefix("container:") ? String(container.dropFirst("container:".count)) : container
            warn("its \(role) '\(written ?? "?")' is in \(place.isEmpty ? "no named container" : "'\(place)'"), not this project; kept out")
            return nil
        }
        // Xcode finds the target by its identifier; the name is only what it was called then.
        guard let name = reference.attribute("BlueprintIdentifier").flatMap({ importer.targetIDs[$0] }) ?? written else {
            warn("its \(role) names no target (no BlueprintIdentifier or BlueprintName); kept out")
            return nil
        }
        guard importer.target(named: name) != nil else {
            warn("its \(role) '\(name)' is not a target of the imported project; kept out")
            return nil
        }
        return name
    }

    // MARK: Build action

    /// The build entries in file order, with the actions each is built for, and the build's
    /// pre- and post-actions.
    mutating func buildAction(_ element: Element?) -> BuildAction {
        guard let element else { return BuildAction(targets: []) }
        checkAttributes(element, known: ["parallelizeBuildables": "YES", "buildImplicitDependencies": "YES", "buildArchitectures": "Automatic"],
                        in: "the build action")
        checkChildren(element, known: ["PreActions", "PostActions", "BuildActionEntries"], in: "the build action")
        var targets: [BuildTarget] = []
        for entry in element.child("BuildActionEntries")?.children ?? [] {
            guard entry.name == "BuildActionEntry", let name = target(in: entry, role: "build entry") else {
                if entry.name != "BuildActionEntry" { warn("its <\(entry.name)> among the build entries is not expressible; kept out") }
                continue
            }
            guard !targets.contains(where: { $0.target == name }) else {
                warn("it builds '\(name)' twice; the second entry is kept out")
                continue
            }
            targets.append(BuildTarget(target: name, actions: buildFor(entry)))
        }
        return BuildAction(targets: targets, preActions: scripts(element, "PreActions", in: "build"),
                           postActions: scripts(element, "PostActions", in: "build"))
    }

    /// The actions a `BuildActionEntry` is built for, in the manifest's order (a missing
    /// attribute is `NO`).
    private func buildFor(_ entry: Element) -> [BuildTarget.Action] {
        let attributes: [BuildTarget.Action: String] = [.run: "buildForRunning", .test: "buildForTesting", .profile: "buildForProfiling",
                                                        .analyze: "buildForAnalyzing", .archive: "buildForArchiving"]
        return BuildTarget.Action.allCases.filter { isYes(entry.attribute(attributes[$0] ?? "")) }
    }

    // MARK: Pre- and post-actions

    /// The shell-script actions under `element`'s `<PreActions>` or `<PostActions>` (`tag`).
    mutating func scripts(_ element: Element, _ tag: String, in action: String) -> [ExecutionAction] {
        let when = tag == "PreActions" ? "pre-action" : "post-action"
        return (element.child(tag)?.children ?? []).compactMap { script($0, role: "\(action) \(when)") }
    }

    private mutating func script(_ element: Element, role: String) -> ExecutionAction? {
        let content = element.child("ActionContent")
        guard element.name == "ExecutionAction",
              element.attribute("ActionType") == SchemeGenerator.shellScriptActionType, let content else {
            warn("its \(role) '\(content?.attribute("title") ?? element.name)' is not a shell script (\(element.attribute("ActionType") ?? element.name)); kept out")
            return nil
        }
        let title = content.attribute("title") ?? "Run Script"
        if let shell = content.attribute("shellToInvoke"), !shell.isEmpty, shell != "/bin/sh" {
            warn("its \(role) '\(title)' runs in \(shell), which a manifest scheme action cannot say; generate runs it in /bin/sh")
        }
        checkChildren(content, known: ["EnvironmentBuildable"], in: "the \(role) '\(title)'")
        let settingsTarget = content.child("EnvironmentBuildable").flatMap { target(in: $0, role: "\(role) '\(title)' settings target") }
        return ExecutionAction(name: title, script: LoginVariables.inShellScript(content.attribute("scriptText") ?? ""), settingsTarget: settingsTarget)
    }

    /// A script sees its settings target's build settings only when the scheme builds or tests
    /// that target (as in XcodeGen).
    private mutating func checkSettingsTargets(of scheme: Scheme) {
        let inScheme = Set(scheme.build.targets.map(\.target) + (scheme.test?.targets ?? []))
        let scripts = [scheme.build.preActions, scheme.build.postActions, scheme.test?.preActions ?? [], scheme.test?.postActions ?? []]
            + [scheme.run, scheme.profile, scheme.archive].map { ($0?.preActions ?? []) + ($0?.postActions ?? []) }
        for script in scripts.joined() {
            guard let target = script.settingsTarget, !inScheme.contains(target) else { continue }
            warn("its script '\(script.name)' sees the build settings of '\(target)', which the scheme neither builds nor tests: generate writes it without them")
        }
    }

    // MARK: Checks

    /// Warns about each attribute of `element` not in `known`, or with another value than the
    /// one given there (a nil value: any).
    mutating func checkAttributes(_ element: Element, known: [String: String?], in what: String) {
        for (attribute, value) in element.attributes {
            guard let expected = known[attribute] else {
                warn("\(attribute) = \"\(value)\" in \(what) is not expressible yet; kept out")
                continue
            }
            if let expected, expected != value {
                warn("\(attribute) = \"\(value)\" in \(what) is not expressible yet; generate writes \"\(expected)\"")
            }
        }
    }

    /// Warns about each child element of `element` not in `known`.
    mutating func checkChildren(_ element: Element, known: Set<String>, in what: String) {
        for child in element.children where !known.contains(child.name) {
            warn("<\(child.name)> in \(what) is not expressible yet; kept out")
        }
    }
}
