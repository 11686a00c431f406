import ScaffoldSupport

/// Object identifiers for `project.pbxproj`: 24 uppercase hex digits derived from a stable
/// content path (`"target/App"`, `"file/Sources/App.swift"`), never random and never a counter,
/// so adding one target leaves every other object's ID unchanged. The digits are 96 bits of the
/// path's `StableHash` (MurmurHash3 x64-128): the same on every run and machine, and a tenth of
/// what SHA-256 cost (IDs were 5 % of a cold `generate`).
public enum XcodeID {
    /// The ID for the object named by `path`.
    public static func make(_ path: String) -> String {
        let (high, low) = StableHash.hash128(path)
        let digits: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: 24) { buffer in
            digits.withUTF8Buffer { digits in
                for index in 0..<16 { buffer[index] = digits[Int(high >> UInt64(60 - 4 * index) & 0xf)] }
                for index in 0..<8 { buffer[16 + index] = digits[Int(low >> UInt64(60 - 4 * index) & 0xf)] }
            }
            return 24
        }
    }

    /// The `PBXNativeTarget` of the target called `name` (schemes reference it as BlueprintIdentifier).
    public static func target(_ name: String) -> String { make("target/\(name)") }

    /// The `PBXProject` object.
    public static let project = make("project")
}
