/// A shared scheme: what to build, and how to run, test, profile, analyze and archive.
public struct Scheme: Sendable {
    /// The scheme's name.
    public var name: String
    /// What it builds.
    public var buildAction: BuildAction?
    /// How it tests.
    public var testAction: TestAction?
    /// How it runs.
    public var runAction: RunAction?
    /// How it archives.
    public var archiveAction: ArchiveAction?
    /// How it profiles.
    public var profileAction: ProfileAction?
    /// How it analyzes.
    public var analyzeAction: AnalyzeAction?
    /// Whether it is shared (scaffold writes it shared either way).
    public var shared: Bool
    /// Whether it is hidden (scaffold writes it visible either way).
    public var hidden: Bool
    let site: CallSite
    var problems: [ManifestProblem] = []

    /// A scheme, in Tuist's current spelling. Test targets not in the build action are built
    /// for testing only. scaffold writes shared, visible schemes; `shared: false` and
    /// `hidden: true` are refused.
    public static func scheme(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil, testAction: TestAction? = nil, runAction: RunAction? = nil,
        archiveAction: ArchiveAction? = nil, profileAction: ProfileAction? = nil, analyzeAction: AnalyzeAction? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Scheme {
        Scheme(name: name, shared: shared, hidden: hidden, buildAction: buildAction, testAction: testAction, runAction: runAction, archiveAction: archiveAction,
               profileAction: profileAction, analyzeAction: analyzeAction, file: file, line: line, column: column)
    }

    /// A scheme, in Tuist's earlier spelling (`Scheme(name:shared:buildAction:)`).
    public init(
        name: String, shared: Bool = true, hidden: Bool = false, buildAction: BuildAction? = nil, testAction: TestAction? = nil, runAction: RunAction? = nil,
        archiveAction: ArchiveAction? = nil, profileAction: ProfileAction? = nil, analyzeAction: AnalyzeAction? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        self.buildAction = buildAction
        self.testAction = testAction
        self.runAction = runAction
        self.archiveAction = archiveAction
        self.profileAction = profileAction
        self.analyzeAction = analyzeAction
        self.shared = shared
        self.hidden = hidden
        site = CallSite(file, line, column)
        if !shared {
            problems.append(ManifestProblem(message: "scheme '\(name)' is not shared; scaffold writes shared schemes only, so it is written shared", site: site, isWarning: true))
        }
        if hidden {
            problems.append(ManifestProblem(message: "scheme '\(name)' is hidden; scaffold writes visible schemes only, so it is written visible", site: site, isWarning: true))
        }
        for plan in testAction?.generatedTestPlans ?? [] {
            problems.append(ManifestProblem(message: "scheme '\(name)': scaffold writes no generated test plan; the targets of '\(plan.name)' are the scheme's test targets, its options are not applied",
                                            site: site, isWarning: true))
        }
        for label in runAction?.unapplied ?? [] {
            problems.append(ManifestProblem(message: "scheme '\(name)': the run action's '\(label)' is read but not applied by scaffold", site: site, isWarning: true))
        }
    }

    var json: ManifestJSON {
        var targets: [(key: String, value: ManifestJSON)] = []
        for target in buildAction?.targets ?? [] where !targets.contains(where: { $0.key == target.name }) {
            targets.append((target.name, buildAction?.purposesJSON(target) ?? .string("all")))
        }
        for target in testAction?.targets ?? [] where !targets.contains(where: { $0.key == target.target.name }) {
            targets.append((target.target.name, .array([.string("test")])))
        }
        // The target run is built, as Xcode's scheme editor adds it.
        if let executable = runAction?.executable, !targets.contains(where: { $0.key == executable.name }) {
            targets.append((executable.name, .string("all")))
        }
        let build = ManifestJSON.fields([
            ("targets", .object(targets)),
            ("preActions", buildAction.map { .array($0.preActions.map(\.json)) }),
            ("postActions", buildAction.map { .array($0.postActions.map(\.json)) }),
            ("runPostActionsOnFailure", buildAction?.runPostActionsOnFailure == true ? .bool(true) : nil),
            ("buildImplicitDependencies", buildAction?.findImplicitDependencies == false ? .bool(false) : nil),
            ("parallelizeBuild", buildAction?.buildOrder == .manual ? .bool(false) : nil),
        ], keepingEmpty: ["targets"])
        return ManifestJSON.fields([
            ("build", build),
            ("run", runAction?.json),
            ("test", testAction?.json),
            ("profile", profileAction?.json),
            ("analyze", analyzeAction?.json),
            ("archive", archiveAction?.json),
        ], at: site)
    }
}

/// A target named in a scheme (`"App"` or `.target("App")`), or, in a workspace's scheme, a
/// target of one of its projects (`.project(path: "App", target: "App")`).
public struct TargetReference: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The folder of the target's project, relative to the manifest; `nil` for this project.
    public var projectPath: Path?
    /// The target's name.
    public var targetName: String

    public init(stringLiteral value: String) { targetName = value }

    /// The target `target` of the project in `projectPath` (this project when `nil`).
    public init(projectPath: Path?, target: String) {
        self.projectPath = projectPath
        targetName = target
    }

    /// The target `name` of this project.
    public static func target(_ name: String) -> TargetReference { TargetReference(stringLiteral: name) }

    /// The target `target` of the project in the folder `path`.
    public static func project(path: Path, target: String) -> TargetReference { TargetReference(projectPath: path, target: target) }

    /// The name a scheme's manifest says: the target's, after its project's folder when it has
    /// one (`Features/Home/Home`).
    var name: String {
        guard let projectPath else { return targetName }
        let written = projectPath.manifestRelative
        let folder = written.hasSuffix("/") ? String(written.dropLast()) : written
        return folder.isEmpty || folder == "." ? targetName : folder + "/" + targetName
    }
}

/// A script a scheme runs before or after an action (a pre-action Xcode shows in the scheme editor).
public struct ExecutionAction: Sendable {
    /// The name Xcode shows.
    public var title: String
    /// The shell script.
    public var scriptText: String
    /// The target whose build settings the script sees.
    public var target: TargetReference?
    /// The shell that runs the script; Xcode's default when `nil`.
    public var shellPath: String?
    let site: CallSite

    /// A script; `target` gives it that target's build settings (`$SRCROOT` and the like).
    public static func executionAction(
        title: String = "Run Script", scriptText: String, target: TargetReference? = nil, shellPath: String? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ExecutionAction {
        ExecutionAction(title: title, scriptText: scriptText, target: target, shellPath: shellPath, file: file, line: line, column: column)
    }

    /// The same, in Tuist's earlier spelling (`ExecutionAction(title:scriptText:target:)`).
    public init(title: String = "Run Script", scriptText: String, target: TargetReference? = nil, shellPath: String? = nil,
                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.shellPath = shellPath
        self.title = title
        self.scriptText = scriptText
        self.target = target
        site = CallSite(file, line, column)
    }

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("name", .string(title)),
            ("script", .string(scriptText)),
            ("settingsTarget", target.map { .string($0.name) }),
            ("shell", shellPath.map(ManifestJSON.string)),
        ], at: site)
    }
}
