import ProjectSpec

/// The project-level settings of one configuration, in XcodeGen's order: the presets (when
/// `settingPresets` covers the project), `SDKROOT` when every target builds for one platform,
/// each `options.deploymentTarget`; less what the configuration's `.xcconfig` sets; then the
/// manifest's project settings.
struct ProjectBuildSettings {
    let project: Project
    /// The keys each `.xcconfig` sets, by project-relative path.
    let configFileKeys: [String: Set<String>]

    func values(for config: BuildConfiguration) -> [String: PBXValue] {
        var values: [String: PBXValue] = project.options.settingPresets.appliesToProject ? SettingPresets.project(config.type) : [:]
        if let platform = sharedPlatform { values["SDKROOT"] = .string(SettingPresets.sdkRoot(platform)) }
        for (platform, version) in project.options.deploymentTarget {
            values[SettingPresets.deploymentTargetKey(platform)] = .string(version)
        }
        if let file = project.configFiles[config.name] {
            for key in configFileKeys[file, default: []] { values[key] = nil }
        }
        for (key, value) in project.settings.base { values[key] = value.pbxValue }
        for (key, value) in project.settings.values(forConfig: config.name) { values[key] = value.pbxValue }
        return values
    }

    /// The platform of every (non-aggregate) target, when they share one.
    private var sharedPlatform: Platform? {
        let platforms = Set(project.targets.filter { !$0.isAggregate }.map(\.platform))
        return platforms.count == 1 ? platforms.first : nil
    }
}
