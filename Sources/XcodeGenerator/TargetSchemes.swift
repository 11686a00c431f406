import ProjectSpec

/// The schemes of targets that declare their own (XcodeGen's target `scheme:`): one named after
/// the target — or one per `configVariants` entry, `<Target> <Variant>` — that builds the
/// target for every action, runs it, tests its `testTargets`, with Run, Test and Analyze in
/// the first debug configuration (of the variant) and Profile and Archive in the first release
/// one. A watch app's scheme also builds the first target that depends on it (its host app).
/// A manifest scheme of the same name wins.
enum TargetSchemes {
    static func schemes(for project: Project) -> [Scheme] {
        let taken = Set(project.schemes.map(\.name))
        return project.targets.sorted { $0.name < $1.name }.flatMap { target -> [Scheme] in
            guard let own = target.scheme else { return [] }
            let variants: [String?] = own.configVariants.isEmpty ? [nil] : own.configVariants
            return variants.map { scheme(for: target, own, variant: $0, in: project) }
        }.filter { !taken.contains($0.name) }
    }

    private static func scheme(for target: Target, _ own: TargetScheme, variant: String?, in project: Project) -> Scheme {
        let debug = configuration(.debug, variant: variant, in: project.configs)
        let release = configuration(.release, variant: variant, in: project.configs)
        var test = TestAction(config: debug, targets: own.testTargets, gatherCoverageData: own.gatherCoverageData,
                              environmentVariables: own.environmentVariables)
        test.testPlans = own.testPlans
        test.packageTargets = own.packageTestTargets
        test.testableOptions = own.testableOptions
        test.commandLineArguments = own.commandLineArguments
        var run = SchemeAction(config: debug, environmentVariables: own.environmentVariables)
        run.commandLineArguments = own.commandLineArguments
        var profile = SchemeAction(config: release, environmentVariables: own.environmentVariables)
        profile.commandLineArguments = own.commandLineArguments
        return Scheme(
            name: variant.map { "\(target.name) \($0)" } ?? target.name,
            build: BuildAction(targets: buildTargets(for: target, in: project), preActions: own.preActions, postActions: own.postActions),
            run: run,
            test: test,
            profile: profile,
            analyze: SchemeAction(config: debug),
            archive: SchemeAction(config: release)
        )
    }

    /// The target, and for a watch app the first target that depends on it.
    private static func buildTargets(for target: Target, in project: Project) -> [BuildTarget] {
        var targets = [BuildTarget(target: target.name)]
        if target.type == .watchApp || target.type == .watch2App,
           let host = project.targets.first(where: { $0.dependencies.contains { $0.kind == .target && $0.name == target.name } }) {
            targets.append(BuildTarget(target: host.name))
        }
        return targets
    }

    /// The first configuration of `kind` whose name contains `variant` (ignoring case), or of
    /// `kind` at all.
    private static func configuration(_ kind: BuildConfiguration.Kind, variant: String?, in configs: [BuildConfiguration]) -> String? {
        let ofKind = configs.filter { $0.type == kind }
        guard let variant else { return ofKind.first?.name }
        return (ofKind.first { $0.name.lowercased().contains(variant.lowercased()) } ?? ofKind.first)?.name
    }
}
