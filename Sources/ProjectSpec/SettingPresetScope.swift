/// Where XcodeGen's build-setting presets apply (XcodeGen's `options.settingPresets`): the
/// project's (Xcode's base settings and each configuration type's) and/or each target's (by
/// platform and product type). The manifest's settings always go on top.
public enum SettingPresetScope: String, Sendable, Hashable, Encodable, CaseIterable {
    case all
    case project
    case targets
    case none

    /// Whether the project-level presets apply.
    public var appliesToProject: Bool { self == .all || self == .project }
    /// Whether the target-level presets apply.
    public var appliesToTargets: Bool { self == .all || self == .targets }
}
