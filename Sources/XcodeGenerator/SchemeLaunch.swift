import ProjectSpec

/// What a scheme's Run and Profile actions launch, by XcodeGen's rules.
///
/// The scheme's target is `run.executable`, else the first build target built for running,
/// else the first build target. When that target can be launched (an application, an
/// extension, a system or driver extension, a command-line tool) Run launches it — a watch
/// app remotely, through the Carousel — and Profile profiles it; otherwise both only expand
/// macros from it. The product referenced is the scheme target's build entry, else the first
/// build entry. Extensions are run without the LLDB launcher and ask for an app to attach to.
extension SchemeGenerator {
    /// Xcode's launcher for targets that cannot use the debugger's.
    static let posixSpawnLauncher = "Xcode.IDEFoundation.Launcher.PosixSpawn"

    /// The target the scheme is about (see above), if it exists.
    func schemeTarget(_ scheme: Scheme) -> Target? {
        if let executable = scheme.run?.executable { return target(named: executable) }
        let name = scheme.build.targets.first { $0.actions.contains(.run) }?.target ?? scheme.build.targets.first?.target
        return name.flatMap { target(named: $0) }
    }

    /// The target whose product Run, Profile and macro expansion reference: the scheme
    /// target's build entry, else the first build entry; in a scheme that builds nothing
    /// itself (it tests), the scheme target.
    func launchedReferenceTarget(_ scheme: Scheme) -> Target? {
        let built = scheme.build.targets.compactMap { target(named: $0.target) }
        let chosen = schemeTarget(scheme)
        return built.first { $0.name == chosen?.name } ?? built.first ?? chosen
    }

    /// Whether a product of `type` is launched by the Run action (tests are not).
    public static func executesOnLaunch(_ type: ProductType) -> Bool {
        type.isApp || type.isExtension || type == .systemExtension || type == .driverExtension || type == .commandLineTool
    }

    /// Whether the scheme's target is an extension, which Xcode runs without the LLDB launcher.
    func launchesExtension(_ scheme: Scheme) -> Bool {
        schemeTarget(scheme)?.type.isExtension == true
    }

    /// The Launch action's runnable (or macro expansion) element.
    func launchRunnable(_ scheme: Scheme) -> XcodeXML? {
        guard let reference = launchedReferenceTarget(scheme) else { return nil }
        guard let target = schemeTarget(scheme), Self.executesOnLaunch(target.type) else {
            return XcodeXML("MacroExpansion", children: [buildableReference(reference)])
        }
        if target.type == .watchApp || target.type == .watch2App {
            return XcodeXML("RemoteRunnable", ["runnableDebuggingMode": "2", "BundleIdentifier": "com.apple.Carousel"],
                            children: [buildableReference(reference)])
        }
        return XcodeXML("BuildableProductRunnable", ["runnableDebuggingMode": "0"], children: [buildableReference(reference)])
    }

    /// The Profile action's runnable (or macro expansion) element.
    func profileRunnable(_ scheme: Scheme) -> XcodeXML? {
        guard let reference = launchedReferenceTarget(scheme) else { return nil }
        guard let target = schemeTarget(scheme), Self.executesOnLaunch(target.type) else {
            return XcodeXML("MacroExpansion", children: [buildableReference(reference)])
        }
        return XcodeXML("BuildableProductRunnable", ["runnableDebuggingMode": "0"], children: [buildableReference(reference)])
    }
}
