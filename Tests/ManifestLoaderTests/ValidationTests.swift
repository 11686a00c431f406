import Foundation
import ScaffoldSupport
import Testing

/// Checks that fixtures express less well: names, long candidate lists, structural values.
@Suite struct ValidationTests {
    static let target = "    type: framework\n    platform: iOS\n"

    @Test func knownNamesInAHintStopAtTen() throws {
        let targets = (1...12).map { "  Module\($0):\n\(Self.target)" }.joined()
        let root = try makeProject(["Project.yml": "name: App\ntargets:\n\(targets)features:\n  Profile: {target: Zzz}\n"])
        #expect(renderedErrors(root).hasSuffix("""
            error: unknown target 'Zzz'
                hint: known targets: Module1, Module10, Module11, Module12, Module2, Module3, Module4, Module5, Module6, Module7 and 2 more

            """))
    }

    @Test func manyCandidatesGetOnlyAnExactCaseInsensitiveSuggestion() {
        let names = (0..<600).map { "Module\($0)" }
        #expect(Suggestion.closest(to: "module42", in: names) == "Module42")
        #expect(Suggestion.closest(to: "Modle42", in: names) == nil)
        #expect(Suggestion.closest(to: "Modle42", in: names.prefix(100)) == "Module42")
    }

    /// As XcodeGen's validation: files read but not listed as sources must exist, and config
    /// files must name configurations the project has. A pipeline output counts as present.
    @Test func missingReadFilesAndUnknownConfigurationsAreLocatedErrors() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            configFiles:
              Debug: Configs/Missing.xcconfig
            targets:
              App:
                type: application
                platform: iOS
                configFiles:
                  Relase: Configs/App.xcconfig
                preBuildScripts:
                  - path: Scripts/lint.sh
                  - path: Gen/made.sh
            aggregateTargets:
              All:
                targets: [App]
                buildScripts: [{path: Scripts/all.sh}]
            schemes:
              App:
                build: {targets: {App: all}}
                test: {testPlans: [{path: App.xctestplan}]}
            pipeline:
              make:
                run: touch Gen/made.sh
                outputs: [Gen/made.sh]
            """, "Configs/App.xcconfig": ""])
        #expect(renderedErrors(root) == """
            Project.yml:3:3: error: config file 'Configs/Missing.xcconfig' does not exist
                hint: paths are relative to the file that names them
            Project.yml:9:7: error: configFiles names configuration 'Relase', which the project does not have
                hint: did you mean 'Release'?
            Project.yml:11:15: error: script 'Scripts/lint.sh' does not exist
                hint: paths are relative to the file that names them
            Project.yml:16:27: error: script 'Scripts/all.sh' does not exist
                hint: paths are relative to the file that names them
            Project.yml:20:31: error: test plan 'App.xctestplan' does not exist
                hint: paths are relative to the file that names them

            """)
    }

    @Test func aProjectNameWithASlashAndEmptyConfigsAreRefused() throws {
        let root = try makeProject(["Project.yml": "name: a/b\nconfigs: {}\n"])
        #expect(renderedErrors(root) == """
            Project.yml:1:7: error: project name 'a/b' contains '/'
                hint: it names the .xcodeproj, a single file name
            Project.yml:2:10: error: 'configs' defines no configurations
                hint: list at least one, such as 'Debug: debug', or leave 'configs' out for Debug and Release

            """)
    }

    @Test func configurationsOfEachTypeServeActionsThatNameNone() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            configs: {Dev: debug, Prod: release}
            targets:
              App:
            \(Self.target)
            schemes:
              App:
                build: {targets: {App: all}}
                run: {environmentVariables: {A: b}}
            """])
        #expect(try load(root).project.scheme(named: "App") != nil)
    }

    @Test func anIncludeEnabledByAnUnsetVariableIsReportedOnce() throws {
        let root = try makeProject(["Project.yml": "name: App\ninclude:\n  - path: other.yml\n    enable: ${UNSET}\n"])
        #expect(renderedDiagnostics(root) == """
            Project.yml:4:13: warning: environment variable 'UNSET' is not set; '${UNSET}' is kept as written
                hint: set it, give a default with ${UNSET:-value}, or write $${UNSET} for a literal

            """)
    }

    @Test func buildTimeValuesAreFoundByPositionNotByName() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            targets:
              App:
            \(Self.target)
                postBuildScripts:
                  - script: echo ${SRCROOT}
                    outputFiles: ["${DERIVED_FILE_DIR}/x"]
            schemes:
              App:
                build: {targets: {App: all}}
                test:
                  preActions:
                    - script: echo ${PROJECT_DIR:-d}
                  environmentVariables: {run: "${TEAM}", script: "${NOPE:-x}"}
            pipeline:
              gen:
                run: ./gen.sh ${SRCROOT:-d}
                env: {settings: "${TEAM}"}
            """])
        // Build-time values take XcodeGen's rule alone: a `${X:-y}` default is the shell's, not
        // scaffold's, where it is scaffold's everywhere else (even under a key named like one).
        let project = try load(root, environment: ["TEAM": "acme"]).project
        #expect(project.targets.first?.postBuildScripts.first?.script == "echo ${SRCROOT}")
        #expect(project.targets.first?.postBuildScripts.first?.outputFiles == ["${DERIVED_FILE_DIR}/x"])
        let test = try #require(project.scheme(named: "App")?.test)
        #expect(test.preActions.first?.script == "echo ${PROJECT_DIR:-d}")
        #expect(test.environmentVariables == ["run": "acme", "script": "x"])
        #expect(project.step(named: "gen")?.run == "./gen.sh ${SRCROOT:-d}")
        #expect(project.step(named: "gen")?.env == ["settings": "acme"])
    }

    /// Step names become file and folder names (`.scaffold/<step>`): letters, digits, `.`, `_`
    /// and `-`, starting with a letter or digit.
    @Test func pipelineStepNamesAreChecked() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            pipeline:
              gen-1.x_y: {run: "true"}
              -bad: {run: "true"}
              "two words": {run: "true"}
            """])
        let errors = renderedErrors(root)
        #expect(errors.contains("pipeline step name '-bad' may use only letters"))
        #expect(errors.contains("pipeline step name 'two words' may use only letters"))
        #expect(!errors.contains("'gen-1.x_y'"))
    }
}
