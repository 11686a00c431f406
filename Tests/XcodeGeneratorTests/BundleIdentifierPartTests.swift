@testable import XcodeGenerator
import Testing

@Suite struct BundleIdentifierPartTests {
    /// XcodeGen's rule: `_` becomes `-`; only ASCII letters, digits, `-` and `.` stay.
    @Test(arguments: [
        ("App", "App"), ("My_App", "My-App"), ("Feature 1", "Feature1"), ("Café", "Caf"),
        ("a.b-c_d", "a.b-c-d"), ("Ünï+cødé_X", "ncd-X"), ("日本", ""), ("x\u{1F600}y", "xy"),
    ])
    func keepsWhatABundleIdentifierAllows(name: String, expected: String) {
        #expect(TargetBuildSettings.bundleIdentifierPart(name) == expected)
    }
}
