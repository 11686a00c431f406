import Foundation
import ProjectSpec
import Testing

@Suite struct EnvironmentTests {
    static let manifest = """
    name: ${APP_NAME:-Demo}
    options:
      bundleIdPrefix: com.${TEAM}
    targets:
      App:
        type: application
        platform: iOS
        settings:
          PRODUCT_NAME: ${PRODUCT}
        preBuildScripts:
          - name: Print
            script: echo "${SRCROOT}" "$${LITERAL}"
            inputFiles: ["${SRCROOT}/in.txt"]
    schemes:
      App:
        build:
          targets:
            App: all
        run:
          environmentVariables:
            API: "$${NOT_EXPANDED} ${TEAM}"
    """

    @Test func expandsSetVariablesAndDefaults() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        let project = try load(root, environment: ["TEAM": "acme", "PRODUCT": "ignored", "SRCROOT": "ignored"]).project
        #expect(project.name == "Demo")
        #expect(project.options.bundleIdPrefix == "com.acme")
        #expect(project.scheme(named: "App")?.run?.environmentVariables["API"] == "${NOT_EXPANDED} acme")
        #expect(try load(root, environment: ["TEAM": "x", "APP_NAME": "Named"]).project.name == "Named")
    }

    @Test func leavesBuildTimeValuesForXcodeAndTheShell() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        let target = try #require(try load(root, environment: ["TEAM": "acme", "PRODUCT": "no", "SRCROOT": "no"]).project.targets.first)
        #expect(target.settings.base["PRODUCT_NAME"] == .string("${PRODUCT}"))
        #expect(target.preBuildScripts.first?.script == #"echo "${SRCROOT}" "$${LITERAL}""#)
        #expect(target.preBuildScripts.first?.inputFiles == ["${SRCROOT}/in.txt"])
    }

    /// As in XcodeGen, an unset variable stays as written: a warning at its column, not an error.
    @Test func anUnsetVariableIsAWarningAtItsColumn() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        #expect(renderedDiagnostics(root).hasPrefix("Project.yml:3:23: warning: environment variable 'TEAM' is not set; '${TEAM}' is kept as written\n"))
    }
}
