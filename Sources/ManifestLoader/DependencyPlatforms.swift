/// XcodeGen's `platforms:` on a dependency of a multi-platform target: the copy of the target
/// for a platform keeps only the dependencies whose `platforms` list it (and those without the
/// key); the key itself is consumed.
enum DependencyPlatforms {
    /// `target` (one platform's copy) with its dependencies filtered for `platform`.
    static func filtered(_ target: ManifestNode, for platform: String) -> ManifestNode {
        guard let dependencies = target.value(forKey: "dependencies"), let items = dependencies.items,
              items.contains(where: { $0.value(forKey: "platforms") != nil }) else { return target }
        let kept = items.compactMap { item -> ManifestNode? in
            guard let platforms = item.value(forKey: "platforms") else { return item }
            let names = platforms.items?.compactMap(\.scalar) ?? platforms.scalar.map { [$0] } ?? []
            guard names.contains(platform) else { return nil }
            var copy = item
            copy.value = .mapping((item.entries ?? []).filter { $0.key != "platforms" })
            return copy
        }
        var filteredDependencies = dependencies
        filteredDependencies.value = .sequence(kept)
        var result = target
        result.value = .mapping((target.entries ?? []).map { entry in
            guard entry.key == "dependencies" else { return entry }
            var replaced = entry
            replaced.value = filteredDependencies
            return replaced
        })
        return result
    }
}
