import ProjectSpec

extension ManifestDecoder {
    /// One entry of `features:`.
    func decodeFeature(_ entry: ManifestNode.Entry) -> Feature? {
        let path = ["features", entry.key]
        let allowed = ["pattern", "parent", "plugin", "flag", "target", "title", "icon", "module"]
        guard let fields = Fields(entry.value, path: path, context: context, what: "feature '\(entry.key)'", allowed: allowed) else {
            return nil
        }
        let pattern = fields.value("pattern") == nil ? .imvvm : fields.choice("pattern", Feature.Pattern.self, what: "feature pattern")
        return Feature(
            name: entry.key,
            pattern: pattern ?? .imvvm,
            parent: fields.string("parent"),
            plugin: fields.bool("plugin") ?? true,
            flag: fields.string("flag"),
            target: fields.string("target"),
            title: fields.string("title"),
            icon: fields.string("icon"),
            module: fields.string("module")
        )
    }
}
