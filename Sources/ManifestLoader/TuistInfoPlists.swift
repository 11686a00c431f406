import ProjectSpec

/// Tuist's default Info.plist for a `Project.swift`: Tuist writes one for every bundle whose
/// manifest names none (`infoPlist: .default`), so such a target must not be left without one.
/// scaffold lets Xcode generate it instead (`GENERATE_INFOPLIST_FILE = YES`, in the target's
/// settings, where `dump` shows it). A `Project.yml` gets nothing of the kind: XcodeGen sets
/// nothing there, and a spec XcodeGen accepts means what it means to XcodeGen.
enum TuistInfoPlists {
    /// The keys that say where a target's Info.plist comes from.
    static let keys = ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE"]

    /// `project` with `GENERATE_INFOPLIST_FILE = YES` on each bundle that has no `info:` and
    /// whose settings and project settings (any configuration) set neither key.
    static func applying(to project: Project) -> Project {
        let projectSets = sets(project.settings)
        var result = project
        for index in result.targets.indices {
            let target = result.targets[index]
            guard target.type.needsInfoPlist, target.info == nil, !projectSets, !sets(target.settings) else { continue }
            result.targets[index].settings.base["GENERATE_INFOPLIST_FILE"] = .string("YES")
        }
        return result
    }

    /// Whether `settings` set either key, in their base or in any configuration.
    private static func sets(_ settings: Settings) -> Bool {
        ([settings.base] + Array(settings.configs.values)).contains { values in keys.contains { values[$0] != nil } }
    }
}
