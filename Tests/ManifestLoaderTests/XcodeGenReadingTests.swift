import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing

/// How a `Project.yml` reads where XcodeGen 2.45.4 is lenient or surprising (issue 30): its
/// booleans, its YAML numbers and nulls in settings, its `resources:` that is no key of its own,
/// its options and test-action keys, a local package written `./`.
@Suite struct XcodeGenReadingTests {
    private static let target = """
            type: framework
            platform: iOS
        """

    /// A value XcodeGen cannot read as a Bool is ignored there and the default applies; here
    /// too, with a located warning instead of an error.
    @Test func aBooleanXcodeGenCannotReadIsIgnoredWithAWarning() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Kit
                    embed: without-signing
                  - target: Dyn
                    embed: "false"
                    codeSign: "NO"
                  - target: Off
                    embed: off
              Kit:
            \(Self.target)
              Dyn:
            \(Self.target)
              Off:
            \(Self.target)
            """])
        let loaded = try load(root)
        let dependencies = try #require(loaded.project.targets.first { $0.name == "App" }?.dependencies)
        #expect(dependencies.map(\.embed) == [nil, nil, false])
        #expect(dependencies[1].codeSign == nil)
        let warnings = loaded.warnings.map { DiagnosticRenderer(colors: false).render($0) }
        #expect(warnings.contains { $0.hasPrefix("Project.yml:8:16: warning: expected true or false, found 'without-signing'; it is ignored") })
        #expect(warnings.contains { $0.hasPrefix(#"Project.yml:10:16: warning: expected true or false, found the string "false""#) })
        #expect(!loaded.warnings.containsErrors)
    }

    /// Settings as XcodeGen writes them: YAML 1.1 booleans become YES/NO (`on`, `Off` too, not
    /// `y`), numbers print as Swift prints them, quoted `true`/`false` become YES/NO, and `~`,
    /// `null` and other quoted text stay as written.
    @Test func settingsReadAsXcodeGenWritesThem() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            settings:
              base:
                ON: on
                OFF: Off
                YES_UPPER: YES
                LETTER: y
                NUMBER: 1
                HEX: 0x1F
                VERSION: 5.10
                QUOTED_VERSION: "5.10"
                QUOTED_TRUE: "true"
                QUOTED_YES: "yes"
                NULL_WORD: null
                TILDE: ~
                EMPTY:
            """])
        let base = try load(root).project.settings.base
        let expected: [String: String] = [
            "ON": "YES", "OFF": "NO", "YES_UPPER": "YES", "LETTER": "y", "NUMBER": "1", "HEX": "31", "VERSION": "5.1",
            "QUOTED_VERSION": "5.10", "QUOTED_TRUE": "YES", "QUOTED_YES": "yes", "NULL_WORD": "null", "TILDE": "~", "EMPTY": "",
        ]
        for (key, value) in expected { #expect(base[key] == .string(value), "\(key)") }
    }

    /// `SWIFT_VERSION: 5.10` is the number 5.1 to XcodeGen: the warning says so.
    @Test func aSwiftVersionReadAsANumberSaysSo() throws {
        let root = try makeProject(["Project.yml": "name: P\nsettings:\n  SWIFT_VERSION: 5.10\n"])
        let warnings = try load(root).warnings.map { DiagnosticRenderer(colors: false).render($0) }
        #expect(warnings.first?.hasPrefix("Project.yml:3:18: warning: SWIFT_VERSION 5.10 is the YAML number 5.1, which is not a Swift language mode") == true,
                "\(warnings)")
    }

    /// A target's `resources:` is not an XcodeGen key: ignored in a `Project.yml`, with a warning.
    @Test func aTargetsResourcesKeyIsIgnoredInAProjectYml() throws {
        let root = try makeProject(["Resources/Logo.png": "", "Project.yml": """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                resources: [Resources]
            """])
        let loaded = try load(root)
        #expect(loaded.project.targets.first?.resources == [])
        let warnings = loaded.warnings.map { DiagnosticRenderer(colors: false).render($0) }
        #expect(warnings.contains { $0.hasPrefix("Project.yml:6:16: warning: 'resources' is not an XcodeGen target key; it is ignored") })
    }

    /// Options XcodeGen generates and scaffold now does too; an unquoted `xcodeVersion` is a
    /// YAML number XcodeGen ignores.
    @Test func optionsAreRead() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            options:
              xcodeVersion: "15.3"
              groupSortPosition: top
              generateEmptyDirectories: true
              preGenCommand: mkdir -p Empty
              postGenCommand: echo done
            """])
        let options = try load(root).project.options
        #expect(options.xcodeVersion == "15.3")
        #expect(options.groupSortPosition == .top)
        #expect(options.generateEmptyDirectories)
        #expect(options.preGenCommand == "mkdir -p Empty")
        #expect(options.postGenCommand == "echo done")
        let number = try makeProject(["Project.yml": "name: P\noptions:\n  xcodeVersion: 15.3\n"])
        let loaded = try load(number)
        #expect(loaded.project.options.xcodeVersion == nil)
        #expect(loaded.warnings.contains { $0.message.contains("xcodeVersion 15.3 is a YAML number") })
    }

    /// A test action's language, region, coverage targets and per-target options.
    @Test func testActionOptionsAreRead() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            targets:
              App: {type: application, platform: iOS}
              AppTests: {type: bundle.unit-test, platform: iOS}
              AppUITests: {type: bundle.ui-testing, platform: iOS}
            schemes:
              App:
                build: {targets: {App: all}}
                test:
                  language: de
                  region: CH
                  coverageTargets: [App]
                  targets:
                    - name: AppTests
                      parallelizable: true
                      randomExecutionOrder: true
                    - AppUITests
            """])
        let loaded = try load(root)
        let test = try #require(loaded.project.scheme(named: "App")?.test)
        #expect(test.language == "de" && test.region == "CH")
        #expect(test.coverageTargets == ["App"])
        #expect(test.testableOptions == ["AppTests": TestableOptions(parallelizable: true, randomExecutionOrder: true)])
        #expect(!loaded.warnings.contains { $0.message.contains("not generated") })
    }

    /// `Project/Target` in a scheme names a target of a `projectReferences` project; an unknown
    /// project before the slash is still an error, at the entry.
    @Test func aSchemeMayNameAnotherProjectsTarget() throws {
        let files = ["Project.yml": """
            name: P
            projectReferences:
              Sibling: {path: Sibling/Sibling.xcodeproj}
            targets:
              App: {type: application, platform: iOS}
            schemes:
              App:
                build: {targets: {App: all, Sibling/Kit: [running]}}
                test: {targets: [Sibling/KitTests], coverageTargets: [Nope/Kit]}
            """]
        let rendered = renderedDiagnostics(try makeProject(files))
        #expect(rendered.hasPrefix("Project.yml:9:59: error: unknown project reference 'Nope'"), "\(rendered)")
        #expect(rendered.components(separatedBy: "error:").count == 2, "only Nope/Kit is an error: \(rendered)")
    }

    /// XcodeGen resolves a local package written `./` to `/`, and writes that: so does
    /// scaffold, with a warning; `.` is the folder itself.
    @Test func aLocalPackageWrittenDotSlashIsWrittenAsXcodeGenWritesIt() throws {
        let root = try makeProject(["Package.swift": "", "Project.yml": "name: P\npackages:\n  Local: {path: ./}\n  Same: {path: .}\n"])
        let loaded = try load(root)
        #expect(loaded.project.packages.map(\.writtenAsRootSlash) == [true, false])
        #expect(loaded.warnings.contains { $0.message.contains("is written '/' in the project, as XcodeGen writes it") })
    }
}
