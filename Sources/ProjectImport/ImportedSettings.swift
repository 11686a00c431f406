import Foundation
import ProjectSpec
import ScaffoldSupport

/// The build settings of a configuration list as the manifest says them: a value every
/// configuration shares under `base`, the others under `configs`; and each configuration's
/// `.xcconfig` as `configFiles`.
struct ImportedSettings {
    /// The settings.
    var settings = Settings()
    /// Each configuration's `.xcconfig`, relative to the project's folder.
    var configFiles: [String: String] = [:]
    /// Why a configuration's `.xcconfig` is not in `configFiles`: it is somewhere the manifest
    /// cannot name, or missing (generating refuses a missing one), by configuration.
    var keptOutConfigFiles: [(config: String, reason: String)] = []

    /// The settings of the configurations of `list` (an `XCConfigurationList`); `.xcconfig`
    /// paths are looked for under `root`.
    init(list: String?, in graph: PBXGraph, root: URL) {
        let configurations = graph.configurations(of: list)
        let values = configurations.map { ($0.name, Self.values(of: $0.object)) }
        let keys = Set(values.flatMap(\.1.keys))
        for key in keys {
            let all = values.map { $0.1[key] }
            if let first = all.first, let shared = first, all.allSatisfy({ $0 == shared }) {
                settings.base[key] = shared
            } else {
                for (name, config) in values { if let value = config[key] { settings.configs[name, default: [:]][key] = value } }
            }
        }
        for configuration in configurations {
            guard let place = Self.configFile(of: configuration.object, in: graph) else { continue }
            guard case let .project(path) = place else {
                keptOutConfigFiles.append((configuration.name, "is outside the project's folder tree"))
                continue
            }
            guard DirectoryListing.exists(root.appendingPathComponent(path).path) else {
                keptOutConfigFiles.append((configuration.name, "(\(path)) does not exist"))
                continue
            }
            configFiles[configuration.name] = path
        }
    }

    /// Where a configuration's `.xcconfig` is: its file reference, or (Xcode 16) a path inside
    /// a synchronized folder, the anchor.
    private static func configFile(of configuration: PBXGraph.Object, in graph: PBXGraph) -> PBXGraph.Place? {
        if let reference = configuration["baseConfigurationReference"]?.string { return graph.path(of: reference) ?? .other("?", reference) }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
              let relative = configuration["baseConfigurationReferenceRelativePath"]?.string else { return nil }
        guard case let .project(folder)? = graph.path(of: anchor) else { return .other("?", relative) }
        return .project(PBXGraph.clean(folder.isEmpty ? relative : folder + "/" + relative))
    }

    /// One configuration's `buildSettings`.
    private static func values(of configuration: PBXGraph.Object) -> [String: SettingValue] {
        var values: [String: SettingValue] = [:]
        for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
            switch value {
            case let .string(text): values[key] = .string(LoginVariables.inBuildSetting(text))
            case let .array(items): values[key] = .list(items.compactMap(\.string).map(LoginVariables.inBuildSetting))
            case .dictionary: continue
            }
        }
        return values
    }

    /// The value of `key` when every configuration has the same one.
    func shared(_ key: String) -> String? {
        if case let .string(value)? = settings.base[key] { return value }
        return nil
    }
}
