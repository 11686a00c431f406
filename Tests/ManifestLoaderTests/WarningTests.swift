import Foundation
import ScaffoldSupport
import Testing

/// Problems that do not stop loading but would break the build are warnings, located.
@Suite struct WarningTests {
    @Test func aCompilerVersionInSwiftVersionIsAWarning() throws {
        let root = try makeProject(["Project.yml": "name: App\nsettings:\n  SWIFT_VERSION: \"5.10\"\n"])
        let warnings = try load(root).warnings
        #expect(warnings.map { DiagnosticRenderer(colors: false).render($0) } == [
            "Project.yml:3:18: warning: SWIFT_VERSION '5.10' is not a Swift language mode; the build will fail\n"
                + "    hint: write one of 4.0, 4.2, 5.0, 6.0, 4, 5, 6 (the language mode, not the compiler version)",
        ])
    }
}
