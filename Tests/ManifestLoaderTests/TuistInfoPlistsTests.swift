@testable import ManifestLoader
import ProjectSpec
import Testing

/// Tuist writes a default Info.plist for a bundle whose `Project.swift` names none; scaffold's
/// stand-in is `GENERATE_INFOPLIST_FILE = YES` in the target's settings, where nothing says
/// where the plist comes from (a `Project.yml` never gets it: XcodeGen sets nothing).
@Suite struct TuistInfoPlistsTests {
    @Test func onlyBundlesThatSayNothingGetIt() {
        var project = Project(name: "P")
        project.targets = [
            Target(name: "App", type: .application, platform: .iOS),
            Target(name: "Tests", type: .unitTestBundle, platform: .iOS),
            Target(name: "Static", type: .staticLibrary, platform: .iOS),
            Target(name: "Named", type: .framework, platform: .iOS, settings: Settings(configs: ["Debug": ["INFOPLIST_FILE": .string("Info.plist")]])),
            Target(name: "Own", type: .framework, platform: .iOS, settings: Settings(base: ["GENERATE_INFOPLIST_FILE": .string("NO")])),
        ]
        project.targets[1].info = PlistFile(path: "Tests/Info.plist", properties: [:])
        let result = TuistInfoPlists.applying(to: project)
        #expect(result.targets.map { $0.settings.base["GENERATE_INFOPLIST_FILE"] } == [.string("YES"), nil, nil, nil, .string("NO")])
        project.settings.base["INFOPLIST_FILE"] = .string("Shared.plist")
        #expect(TuistInfoPlists.applying(to: project).targets[0].settings.base["GENERATE_INFOPLIST_FILE"] == nil)
    }
}
