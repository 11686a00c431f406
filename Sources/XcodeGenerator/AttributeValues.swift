import ProjectSpec

/// XcodeGen's `attributes:` values as `.pbxproj` values: text as written, booleans as `YES` /
/// `NO` (Xcode's spelling in project attributes), numbers as their digits, lists and mappings
/// as such.
enum AttributeValues {
    /// `defaults` with the manifest's `attributes` set over them (the manifest's win).
    static func overriding(_ defaults: PBXFields, with attributes: [String: PlistValue]) -> PBXFields {
        var fields = defaults
        for (key, plist) in attributes { fields[key] = value(plist) }
        return fields
    }

    private static func value(_ plist: PlistValue) -> PBXValue {
        switch plist {
        case let .string(text): return .string(text)
        case let .bool(flag): return .string(flag ? "YES" : "NO")
        case let .integer(number): return .string(String(number))
        case let .real(number): return .string(String(number))
        case let .array(items): return .array(items.map(value))
        case let .dictionary(entries): return .dictionary(PBXFields(entries.mapValues(value)))
        }
    }
}
