import Foundation
import ScaffoldSupport

/// XcodeGen's tree-level rewrites, applied to the merged manifest before `${VAR}` expansion
/// and decoding, as XcodeGen applies them to its JSON:
///
/// - `targetTemplates` / `schemeTemplates`: an entry's `templates` (and theirs, depth first)
///   are merged under it in order, then `${target_name}` / `${scheme_name}` and each
///   `templateAttributes` entry `${key}` are replaced in the entry's strings;
/// - multi-platform targets: a target whose `platform` is a list becomes one target per
///   platform, named `<platformPrefix><name><platformSuffix>` (suffix `_<platform>` by
///   default), with `${platform}` replaced, `PRODUCT_NAME` and `productName` set to the name
///   written, and a per-platform `deploymentTarget` mapping narrowed to its platform.
enum TemplateResolver {
    /// The tree with templates applied and multi-platform targets expanded.
    static func resolve(_ root: ManifestNode) -> ManifestNode {
        var root = root
        root = resolveTemplates(in: root, section: "targets", templates: "targetTemplates", nameVariable: nil)
        root = resolveTemplates(in: root, section: "aggregateTargets", templates: "targetTemplates", nameVariable: nil)
        root = resolveTemplates(in: root, section: "schemes", templates: "schemeTemplates", nameVariable: "scheme_name")
        root = expandPlatforms(in: root)
        // `${target_name}` is the name a target ends up with: a multi-platform target's own
        // (`App_iOS`), as in XcodeGen.
        root = replacingNames(in: root, section: "targets", nameVariable: "target_name")
        root = replacingNames(in: root, section: "aggregateTargets", nameVariable: "target_name")
        return root
    }

    // MARK: Templates

    /// Replaces `${nameVariable}` in each entry of `section` with the entry's name.
    private static func replacingNames(in root: ManifestNode, section: String, nameVariable: String) -> ManifestNode {
        guard let entries = root.value(forKey: section)?.entries else { return root }
        let replaced = entries.map { entry -> ManifestNode.Entry in
            var result = entry
            result.value = replacing(["$\(nameVariable)": entry.key, "${\(nameVariable)}": entry.key], in: entry.value)
            return result
        }
        return replacingEntries(of: section, in: root, with: replaced)
    }

    /// Merges each entry's templates under it; `nameVariable` (when given) and the
    /// `templateAttributes` are replaced in the result.
    private static func resolveTemplates(in root: ManifestNode, section: String, templates templatesKey: String, nameVariable: String?) -> ManifestNode {
        guard let entries = root.value(forKey: section)?.entries else { return root }
        var library: [String: ManifestNode] = [:]
        for entry in root.value(forKey: templatesKey)?.entries ?? [] { library[entry.key] = entry.value }
        let resolved = entries.map { entry -> ManifestNode.Entry in
            let names = templateNames(of: entry.value, library: library)
            guard !names.isEmpty else { return entry }
            var merged = ManifestNode(value: .mapping([]), location: entry.value.location, baseDirectory: entry.value.baseDirectory)
            for name in names {
                if let template = library[name] { NodeMerger.merge(template, into: &merged) }
            }
            NodeMerger.merge(entry.value, into: &merged)
            var replacements: [String: String] = [:]
            if let nameVariable { replacements = ["$\(nameVariable)": entry.key, "${\(nameVariable)}": entry.key] }
            for attribute in merged.value(forKey: "templateAttributes")?.entries ?? [] {
                if let value = attribute.value.scalar { replacements["${\(attribute.key)}"] = value }
            }
            var result = entry
            result.value = replacing(replacements, in: merged)
            return result
        }
        return replacingEntries(of: section, in: root, with: resolved)
    }

    /// The templates an entry uses, its templates' templates first, each once.
    private static func templateNames(of node: ManifestNode, library: [String: ManifestNode]) -> [String] {
        var names: [String] = []
        func collect(_ node: ManifestNode, depth: Int) {
            guard depth < 32 else { return }
            for item in node.value(forKey: "templates")?.items ?? [] {
                guard let name = item.scalar, !names.contains(name), let template = library[name] else { continue }
                collect(template, depth: depth + 1)
                if !names.contains(name) { names.append(name) }
            }
        }
        collect(node, depth: 0)
        return names
    }

    // MARK: Platforms

    private static func expandPlatforms(in root: ManifestNode) -> ManifestNode {
        guard let entries = root.value(forKey: "targets")?.entries,
              entries.contains(where: { $0.value.value(forKey: "platform")?.items != nil }) else { return root }
        var expanded: [ManifestNode.Entry] = []
        for entry in entries {
            guard let platforms = entry.value.value(forKey: "platform")?.items else {
                expanded.append(entry)
                continue
            }
            for platformNode in platforms {
                guard let platform = platformNode.scalar else { continue }
                expanded.append(platformTarget(entry, platform: platform, platformNode: platformNode))
            }
        }
        return replacingEntries(of: "targets", in: root, with: expanded)
    }

    private static func platformTarget(_ entry: ManifestNode.Entry, platform: String, platformNode: ManifestNode) -> ManifestNode.Entry {
        var node = replacing(["$platform": platform, "${platform}": platform], in: entry.value)
        let suffix = node.value(forKey: "platformSuffix")?.scalar ?? "_\(platform)"
        let prefix = node.value(forKey: "platformPrefix")?.scalar ?? ""
        node = setting("platform", to: platformNode, in: node)
        node = setting("productName", to: scalar(entry.key, like: entry.value), in: node)
        if let versions = node.value(forKey: "deploymentTarget"), versions.entries != nil {
            if let version = versions.value(forKey: platform) {
                node = setting("deploymentTarget", to: version, in: node)
            } else {
                node = removing("deploymentTarget", from: node)
            }
        }
        node = withProductName(entry.key, in: node)
        node = DependencyPlatforms.filtered(node, for: platform)
        var result = entry
        result.key = prefix + entry.key + suffix
        result.value = node
        return result
    }

    /// Sets `PRODUCT_NAME` to `name` in the target's settings unless they set it.
    private static func withProductName(_ name: String, in target: ManifestNode) -> ManifestNode {
        let value = scalar(name, like: target)
        guard let settings = target.value(forKey: "settings"), settings.entries != nil else {
            let settings = ManifestNode(value: .mapping([.init(key: "PRODUCT_NAME", keyLocation: target.location, value: value)]),
                                        location: target.location, baseDirectory: target.baseDirectory)
            return setting("settings", to: settings, in: target)
        }
        let structured = ["configs", "groups", "base"].contains { settings.value(forKey: $0) != nil }
        if structured {
            let base = settings.value(forKey: "base") ?? ManifestNode(value: .mapping([]), location: settings.location, baseDirectory: settings.baseDirectory)
            guard base.value(forKey: "PRODUCT_NAME") == nil else { return target }
            return setting("settings", to: setting("base", to: setting("PRODUCT_NAME", to: value, in: base), in: settings), in: target)
        }
        guard settings.value(forKey: "PRODUCT_NAME") == nil else { return target }
        return setting("settings", to: setting("PRODUCT_NAME", to: value, in: settings), in: target)
    }

    // MARK: Tree edits

    private static func scalar(_ text: String, like node: ManifestNode) -> ManifestNode {
        ManifestNode(value: .scalar(text, quoted: true), location: node.location, baseDirectory: node.baseDirectory)
    }

    private static func setting(_ key: String, to value: ManifestNode, in node: ManifestNode) -> ManifestNode {
        var entries = node.entries ?? []
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(.init(key: key, keyLocation: value.location, value: value))
        }
        var result = node
        result.value = .mapping(entries)
        return result
    }

    private static func removing(_ key: String, from node: ManifestNode) -> ManifestNode {
        var result = node
        result.value = .mapping((node.entries ?? []).filter { $0.key != key })
        return result
    }

    private static func replacingEntries(of section: String, in root: ManifestNode, with entries: [ManifestNode.Entry]) -> ManifestNode {
        guard let sectionNode = root.value(forKey: section) else { return root }
        var replaced = sectionNode
        replaced.value = .mapping(entries)
        return setting(section, to: replaced, in: root)
    }

    /// `node` with every occurrence of each key of `replacements` replaced in its strings and keys.
    static func replacing(_ replacements: [String: String], in node: ManifestNode) -> ManifestNode {
        guard !replacements.isEmpty else { return node }
        // Longest first, so `${target_name}` is replaced before `$target_name` could touch it.
        let ordered = replacements.sorted { $0.key.count > $1.key.count }
        func apply(_ text: String) -> String {
            guard text.contains("$") else { return text }
            return ordered.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        func rewrite(_ node: ManifestNode) -> ManifestNode {
            // Most subtrees name no variable at all: kept as they are, not rebuilt.
            guard node.containsDollar else { return node }
            var result = node
            switch node.value {
            case let .scalar(text, quoted):
                result.value = .scalar(apply(text), quoted: quoted)
            case let .sequence(items):
                result.value = .sequence(items.map(rewrite))
            case let .mapping(entries):
                result.value = .mapping(entries.map { entry in
                    var entry = entry
                    entry.key = apply(entry.key)
                    entry.value = rewrite(entry.value)
                    return entry
                })
            case .null:
                break
            }
            return result
        }
        return rewrite(node)
    }
}
