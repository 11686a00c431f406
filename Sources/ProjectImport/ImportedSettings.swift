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
    /// Configurations whose `.xcconfig` is somewhere the manifest cannot name.
    var unplacedConfigFiles: [String] = []

    /// The settings of the configurations of `list` (an `XCConfigurationList`).
    init(list: String?, in graph: PBXGraph) {
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
            guard let reference = configuration.object["baseConfigurationReference"]?.string else { continue }
            if case let .project(path)? = graph.path(of: reference) {
                configFiles[configuration.name] = path
            } else {
                unplacedConfigFiles.append(configuration.name)
            }
        }
    }

    /// One configuration's `buildSettings`.
    private static func values(of configuration: PBXGraph.Object) -> [String: SettingValue] {
        var values: [String: SettingValue] = [:]
        for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
            switch value {
            case let .string(text): values[key] = .string(text)
            case let .array(items): values[key] = .list(items.compactMap(\.string))
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
