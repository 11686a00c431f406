import ProjectSpec

extension ManifestDecoder {
    /// XcodeGen's `attributes:` of the project or a target — a mapping whose values keep their
    /// YAML types (`true` stays a boolean, `"1"` a string), added to the `.pbxproj`'s attributes.
    func decodeAttributes(_ fields: Fields) -> [String: PlistValue] {
        guard let node = fields.value("attributes") else { return [:] }
        guard case let .dictionary(values)? = plistValue(node) else {
            context.expected("'attributes' to be a mapping", found: node)
            return [:]
        }
        return values
    }
}
