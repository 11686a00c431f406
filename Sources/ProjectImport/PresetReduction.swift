import ProjectSpec
import XcodeGenerator

/// Leaves out of an imported project's settings what XcodeGen's presets give (its
/// `SettingPresets` for the project, and for each target's type and platform), so the manifest
/// holds what the team chose, not Xcode's defaults. Presets add their settings to every
/// configuration, so a level (the project, the targets) keeps them only when the project has
/// nearly all of them: a preset the project lacks would come back as a setting it never had.
enum PresetReduction {
    /// The share of a level's settings that presets the project lacks may add, at most.
    static let tolerance = 0.05

    /// `project` with the preset values left out where presets fit, and `settingPresets` saying
    /// which levels keep them.
    static func reduce(_ project: Project) -> Project {
        var project = project
        let configs = project.configs
        let projectFits = fits([(project.settings, { projectPresets($0) })], configs: configs)
        let targets = project.targets.filter { !$0.isAggregate && $0.legacy == nil }
        let targetsFit = fits(targets.map { target in (target.settings, { _ in targetPresets(target) }) }, configs: configs)
        if projectFits { project.settings = without(presets: projectPresets, from: project.settings, configs: configs) }
        if targetsFit {
            for index in project.targets.indices where !project.targets[index].isAggregate && project.targets[index].legacy == nil {
                let presets = targetPresets(project.targets[index])
                project.targets[index].settings = without(presets: { _ in presets }, from: project.targets[index].settings, configs: configs)
            }
        }
        switch (projectFits, targetsFit) {
        case (true, true): project.options.settingPresets = .all
        case (true, false): project.options.settingPresets = .project
        case (false, true): project.options.settingPresets = .targets
        case (false, false): project.options.settingPresets = .none
        }
        return project
    }

    private static func projectPresets(_ config: BuildConfiguration) -> [String: SettingValue] {
        SettingPresets.projectSettings(config.type)
    }

    private static func targetPresets(_ target: Target) -> [String: SettingValue] {
        SettingPresets.targetSettings(platform: target.platform, type: target.type)
    }

    /// Whether the presets would add few settings the level lacks, over all its configurations.
    private static func fits(_ levels: [(Settings, (BuildConfiguration) -> [String: SettingValue])], configs: [BuildConfiguration]) -> Bool {
        var kept = 0, added = 0
        for (settings, presets) in levels {
            for config in configs {
                let values = effective(settings, config)
                kept += values.count
                added += presets(config).keys.filter { values[$0] == nil }.count
            }
        }
        return Double(added) <= tolerance * Double(max(kept, 1))
    }

    /// What a configuration gets from `settings` alone.
    private static func effective(_ settings: Settings, _ config: BuildConfiguration) -> [String: SettingValue] {
        settings.base.merging(settings.values(forConfig: config.name)) { $1 }
    }

    /// `settings` without the values the presets give: a shared value left out when every
    /// configuration's preset is that value, a configuration's value when its preset is.
    private static func without(presets: (BuildConfiguration) -> [String: SettingValue], from settings: Settings,
                                configs: [BuildConfiguration]) -> Settings {
        var result = settings
        for (key, value) in settings.base where configs.allSatisfy({ presets($0)[key] == value }) {
            result.base[key] = nil
        }
        for config in configs {
            let preset = presets(config)
            for (key, value) in settings.configs[config.name] ?? [:] where preset[key] == value && result.base[key] == nil {
                result.configs[config.name]?[key] = nil
            }
        }
        result.configs = result.configs.filter { !$0.value.isEmpty }
        return result
    }
}
