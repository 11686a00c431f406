import ProjectSpec

/// Tuist's default Info.plist for a `Project.swift`: Tuist writes one for every bundle whose
/// manifest names none (`infoPlist: .default`), so such a target must not be left without one.
/// scaffold lets Xcode generate it instead (`GENERATE_INFOPLIST_FILE = YES`, in the target's
/// settings, where `dump` shows it). A `Project.yml` gets nothing of the kind: XcodeGen sets
/// nothing there, and a spec XcodeGen accepts means what it means to XcodeGen.
enum TuistInfoPlists {
    /// The keys that say where a target's Info.plist comes from.
    static let keys = ["INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE"]

    /// The key of a target in a `Project.swift`'s JSON that says `infoPlist: .fromBuildSettings`
    /// (scaffold's addition): its build settings, or its `.xcconfig` files, say where its
    /// Info.plist is, or that it has none, so nothing is added. Taken out before decoding.
    static let fromSettingsKey = "@infoPlistFromSettings"

    /// `tree` without `fromSettingsKey`, and the names of the targets that carried it.
    static func takingFromSettings(_ tree: ManifestNode) -> (tree: ManifestNode, targets: Set<String>) {
        guard let targets = tree.value(forKey: "targets"), case var .mapping(entries) = targets.value else { return (tree, []) }
        var named: Set<String> = []
        for index in entries.indices {
            guard case let .mapping(fields) = entries[index].value.value, fields.contains(where: { $0.key == fromSettingsKey }) else { continue }
            named.insert(entries[index].key)
            entries[index].value.value = .mapping(fields.filter { $0.key != fromSettingsKey })
        }
        guard !named.isEmpty, case var .mapping(root) = tree.value, let slot = root.firstIndex(where: { $0.key == "targets" }) else { return (tree, []) }
        root[slot].value.value = .mapping(entries)
        var result = tree
        result.value = .mapping(root)
        return (result, named)
    }

    /// `project` with `GENERATE_INFOPLIST_FILE = YES` on each bundle that has no `info:` and
    /// whose settings and project settings (any configuration) set neither key, but those
    /// `fromSettings` names (`infoPlist: .fromBuildSettings`).
    static func applying(to project: Project, fromSettings: Set<String> = []) -> Project {
        let projectSets = sets(project.settings)
        var result = project
        for index in result.targets.indices {
            let target = result.targets[index]
            guard target.type.needsInfoPlist, target.info == nil, !projectSets, !sets(target.settings), !fromSettings.contains(target.name) else { continue }
            result.targets[index].settings.base["GENERATE_INFOPLIST_FILE"] = .string("YES")
        }
        return result
    }

    /// Whether `settings` set either key, in their base or in any configuration.
    private static func sets(_ settings: Settings) -> Bool {
        ([settings.base] + Array(settings.configs.values)).contains { values in keys.contains { values[$0] != nil } }
    }
}
