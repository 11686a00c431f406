import ScaffoldSupport

/// Object identifiers for `project.pbxproj`: 24 uppercase hex digits derived from a stable
/// content path (`"target/App"`, `"file/Sources/App.swift"`), never random and never a counter,
/// so adding one target leaves every other object's ID unchanged.
public enum XcodeID {
    /// The ID for the object named by `path`.
    public static func make(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text = [UInt8]()
        text.reserveCapacity(24)
        for byte in SHA256.digest(of: path).prefix(12) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The `PBXNativeTarget` of the target called `name` (schemes reference it as BlueprintIdentifier).
    public static func target(_ name: String) -> String { make("target/\(name)") }

    /// The `PBXProject` object.
    public static let project = make("project")
}
