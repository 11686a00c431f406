import ScaffoldSupport

/// Object identifiers for `project.pbxproj`: 24 uppercase hex digits derived from a stable
/// content path (`"target/App"`, `"file/Sources/App.swift"`), never random and never a counter,
/// so adding one target leaves every other object's ID unchanged.
public enum XcodeID {
    /// The ID for the object named by `path`.
    public static func make(_ path: String) -> String {
        String(SHA256.hex(of: path).prefix(24)).uppercased()
    }

    /// The `PBXNativeTarget` of the target called `name` (schemes reference it as BlueprintIdentifier).
    public static func target(_ name: String) -> String { make("target/\(name)") }

    /// The `PBXProject` object.
    public static let project = make("project")
}
