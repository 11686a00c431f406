import ProjectSpec
@testable import ProjectImport
import Testing
import XcodeGenerator

/// What the presets give is left out of an imported project's settings where the project has
/// nearly all of them; where it lacks many, they stay off, so no setting it never had appears.
@Suite struct PresetReductionTests {
    static let configs = BuildConfiguration.defaults

    /// Settings that hold every preset of each configuration, plus one value of the team's.
    static func settings(_ presets: (BuildConfiguration) -> [String: SettingValue], extra: [String: SettingValue]) -> Settings {
        var settings = Settings(base: extra)
        for config in configs { settings.configs[config.name] = presets(config) }
        return settings
    }

    @Test func presetsTheProjectHasAreLeftOut() {
        var project = Project(name: "P")
        project.settings = Self.settings({ SettingPresets.projectSettings($0.type) }, extra: ["ORGANIZATION": .string("Acme")])
        var target = Target(name: "App", type: .application, platform: .iOS)
        target.settings = Self.settings({ _ in SettingPresets.targetSettings(platform: .iOS, type: .application) },
                                        extra: ["PRODUCT_BUNDLE_IDENTIFIER": .string("com.acme.app")])
        project.targets = [target]
        let reduced = PresetReduction.reduce(project)
        #expect(reduced.options.settingPresets == .all)
        #expect(reduced.settings == Settings(base: ["ORGANIZATION": .string("Acme")]))
        #expect(reduced.targets.first?.settings == Settings(base: ["PRODUCT_BUNDLE_IDENTIFIER": .string("com.acme.app")]))
    }

    @Test func presetsAProjectLacksStayOff() {
        var project = Project(name: "P")
        project.settings = Settings(base: ["SWIFT_VERSION": .string("5.0"), "ORGANIZATION": .string("Acme")])
        project.targets = [Target(name: "App", type: .application, platform: .iOS, settings: Settings(base: ["SDKROOT": .string("iphoneos")]))]
        let reduced = PresetReduction.reduce(project)
        #expect(reduced.options.settingPresets == SettingPresetScope.none)
        #expect(reduced.settings == project.settings && reduced.targets == project.targets)
    }
}
