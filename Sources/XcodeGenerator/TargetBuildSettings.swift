import Foundation
import ProjectSpec

/// A target's settings for one configuration, as XcodeGen computes them: the presets of its
/// platform and product type (when `settingPresets` covers targets) and its own deployment
/// target, less what its configuration's `.xcconfig` files set; the manifest's target settings
/// on top; then what XcodeGen derives where nothing sets it — `INFOPLIST_FILE`,
/// `PRODUCT_BUNDLE_IDENTIFIER` from `bundleIdPrefix`, a test bundle's `TEST_HOST` or
/// `TEST_TARGET_NAME`, `-ObjC` for static libraries linked, Carthage's search paths. One is
/// scaffold's own (docs/Manifest.md, "Differences from XcodeGen"):
/// `ENABLE_USER_SCRIPT_SANDBOXING = NO` for a target that runs pipeline steps.
struct TargetBuildSettings {
    typealias Values = [String: PBXValue]

    let project: Project
    let targetsByName: [String: Target]
    /// The keys each `.xcconfig` sets, by project-relative path.
    let configFileKeys: [String: Set<String>]
    /// The target presets, made once for all targets.
    let presets: Presets

    /// `SettingPresets.target(platform:type:)` of each platform and product type the project's
    /// targets use (a few dozen settings merged per table: worth doing once, not for each of
    /// thousands of targets and configurations).
    struct Presets {
        private var values: [Key: Values] = [:]

        private struct Key: Hashable {
            var platform: Platform
            var type: ProductType
        }

        /// The presets of the pairs `project`'s targets use.
        init(_ project: Project) {
            for target in project.targets {
                let key = Key(platform: target.platform, type: target.type)
                if values[key] == nil { values[key] = SettingPresets.target(platform: target.platform, type: target.type) }
            }
        }

        /// The presets of a `type` target on `platform`.
        func target(platform: Platform, type: ProductType) -> Values {
            values[Key(platform: platform, type: type)] ?? SettingPresets.target(platform: platform, type: type)
        }
    }

    /// The settings of `target` in `config`; `infoPlist` is the `Info.plist` found among its sources.
    func values(for target: Target, config: BuildConfiguration, infoPlist: String?, hasPipelinePhases: Bool) -> Values {
        if target.isAggregate { return manifestValues(of: target, config: config) }
        var values: Values = project.options.settingPresets.appliesToTargets ? presets.target(platform: target.platform, type: target.type) : [:]
        if project.options.settingPresets.appliesToTargets {
            values.merge(SupportedDestinationPresets.values(for: target.supportedDestinations)) { $1 }
        }
        // As in XcodeGen: a version written for the target, even one the project's option has too.
        if let version = target.deploymentTarget, !target.inheritsDeploymentTarget {
            values[SettingPresets.deploymentTargetKey(target.platform)] = .string(version)
        }
        let xcconfigKeys = keysOfConfigFiles(target, config: config)
        for key in xcconfigKeys { values[key] = nil }
        for (key, value) in target.settings.base { values[key] = value.pbxValue }
        for (key, value) in target.settings.values(forConfig: config.name) { values[key] = value.pbxValue }

        let projectKeys = Set(project.settings.base.keys).union(project.settings.values(forConfig: config.name).keys)
        let isSet = { (key: String) in values[key] != nil || xcconfigKeys.contains(key) || projectKeys.contains(key) }
        if let entitlements = target.entitlements { values["CODE_SIGN_ENTITLEMENTS"] = .string(entitlements.path) }
        // XcodeGen looks only at the spec's own settings here, not at an `.xcconfig`.
        if values["INFOPLIST_FILE"] == nil, let plist = target.info?.path ?? (target.derivesInfoPlist ? infoPlist : nil) {
            values["INFOPLIST_FILE"] = .string(plist)
        }
        if let prefix = project.options.bundleIdPrefix, !isSet("PRODUCT_BUNDLE_IDENTIFIER") {
            values["PRODUCT_BUNDLE_IDENTIFIER"] = .string("\(prefix).\(Self.bundleIdentifierPart(target.name))")
        }
        for (key, value) in testHostSettings(of: target) where !isSet(key) { values[key] = .string(value) }
        if linksStaticLibrary(target) { append("-ObjC", to: "OTHER_LDFLAGS", in: &values) }
        for folder in carthageFolders(of: target) + frameworkFolders(of: target) { append(folder, to: "FRAMEWORK_SEARCH_PATHS", in: &values) }
        // scaffold's own: pipeline steps write into the source tree, which a sandbox forbids.
        if hasPipelinePhases, !isSet("ENABLE_USER_SCRIPT_SANDBOXING") { values["ENABLE_USER_SCRIPT_SANDBOXING"] = .string("NO") }
        return values
    }

    /// An aggregate target's settings: only the manifest's (XcodeGen gives it no presets).
    private func manifestValues(of target: Target, config: BuildConfiguration) -> Values {
        var values: Values = [:]
        for (key, value) in target.settings.base { values[key] = value.pbxValue }
        for (key, value) in target.settings.values(forConfig: config.name) { values[key] = value.pbxValue }
        return values
    }

    /// The target name as a bundle identifier allows it: `_` becomes `-`, and anything but
    /// letters, digits, `-` and `.` goes (XcodeGen's rule).
    static func bundleIdentifierPart(_ name: String) -> String {
        // Byte by byte: every byte kept is ASCII, and no byte of a multi-byte UTF-8 sequence is.
        var kept: [UInt8] = []
        kept.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "_"): kept.append(UInt8(ascii: "-"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."):
                kept.append(byte)
            default: continue
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The keys set by the target's and the project's `.xcconfig` of `config`.
    private func keysOfConfigFiles(_ target: Target, config: BuildConfiguration) -> Set<String> {
        var keys = Set<String>()
        for file in [target.configFiles[config.name], project.configFiles[config.name]].compactMap({ $0 }) {
            keys.formUnion(configFileKeys[file, default: []])
        }
        return keys
    }

    /// A unit-test bundle runs in the first application it depends on (`TEST_HOST`); a UI-test
    /// bundle names it (`TEST_TARGET_NAME`). Each applies where nothing sets it already.
    private func testHostSettings(of target: Target) -> [(key: String, value: String)] {
        guard let host = TargetObjectsBuilder.testHost(of: target, in: targetsByName) else { return [] }
        let product = host.productName ?? host.name
        switch target.type {
        case .unitTestBundle:
            let executable = host.platform == .macOS ? "\(product).app/Contents/MacOS/\(product)" : "\(product).app/\(product)"
            return [("TEST_HOST", "$(BUILT_PRODUCTS_DIR)/\(executable)")]
        case .uiTestBundle:
            return [("TEST_TARGET_NAME", host.name)]
        default:
            return []
        }
    }

    /// Whether the target links a static library target (transitively when it links its
    /// dependencies' dependencies), whose Objective-C categories need `-ObjC` to be linked.
    private func linksStaticLibrary(_ target: Target) -> Bool {
        TransitiveDependencies.resolving(target, in: project, targetsByName: targetsByName).dependencies.contains { dependency in
            guard dependency.kind == .target, dependency.externalProject == nil, let library = targetsByName[dependency.name],
                  library.type == .staticLibrary, library.requiresObjCLinking != false else { return false }
            return DependencyLinking.links(dependency, linkage: .static, into: target)
        }
    }

    /// `$(PROJECT_DIR)/Carthage/Build/<platform>` for each folder of the Carthage frameworks it
    /// reaches (its own, and its dependencies' of its platform).
    private func carthageFolders(of target: Target) -> [String] {
        let folders = CarthageReach.dependencies(of: target, targetsByName: targetsByName).compactMap { dependency -> String? in
            guard let path = dependency.filePath(platform: target.platform, carthageBuildPath: project.options.carthageBuildPath) else { return nil }
            return "$(PROJECT_DIR)/" + path.split(separator: "/").dropLast().joined(separator: "/")
        }
        return Array(Set(folders)).sorted()
    }

    /// The folder of each prebuilt `framework:` the target links or embeds, quoted, as XcodeGen
    /// adds them to `FRAMEWORK_SEARCH_PATHS` (`"Vendor"`, `"."` for one beside the project).
    private func frameworkFolders(of target: Target) -> [String] {
        let dependencies = TransitiveDependencies.resolving(target, in: project, targetsByName: targetsByName).dependencies
        let folders = dependencies.filter { $0.kind == .framework && !$0.implicit }.map { dependency -> String in
            let parent = dependency.name.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return "\"\(parent.isEmpty ? "." : parent)\""
        }
        return Array(Set(folders)).sorted()
    }

    /// Adds `item` to a list setting, starting it with `$(inherited)` when not set.
    private func append(_ item: String, to key: String, in values: inout Values) {
        switch values[key] {
        case let .array(items)?: if !items.contains(.string(item)) { values[key] = .array(items + [.string(item)]) }
        case let .string(text)?: values[key] = .strings([text, item])
        default: values[key] = .strings(["$(inherited)", item])
        }
    }
}
