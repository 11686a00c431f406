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

    /// Build settings and scripts get XcodeGen's rule alone: a set variable is expanded (as
    /// XcodeGen expands it), an unset one, a shell default and `$${` are the shell's business.
    @Test func buildTimeValuesTakeXcodeGensRuleAlone() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        let set = try #require(try load(root, environment: ["TEAM": "acme", "PRODUCT": "Shop", "SRCROOT": "/src"]).project.targets.first)
        #expect(set.settings.base["PRODUCT_NAME"] == .string("Shop"))
        #expect(set.preBuildScripts.first?.script == #"echo "/src" "$${LITERAL}""#)
        #expect(set.preBuildScripts.first?.inputFiles == ["/src/in.txt"])
        let unset = try load(root, environment: ["TEAM": "acme"])
        #expect(unset.project.targets.first?.preBuildScripts.first?.script == #"echo "${SRCROOT}" "$${LITERAL}""#)
        // Unset in a build-time value: no warning (Xcode or the shell sets it).
        #expect(!unset.warnings.contains { $0.message.contains("SRCROOT") || $0.message.contains("PRODUCT") })
    }

    /// What `scaffold import` writes for a login variable is left to the build in a target's
    /// and an aggregate target's scripts and settings: `${HOME:-}` and `$(HOME)` stay.
    @Test func importedLoginVariablesStayForTheBuild() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                settings: {HEADER_SEARCH_PATHS: "$(HOME)/include"}
                preBuildScripts:
                  - {name: Copy, script: "cp ${HOME:-}/a b", inputFiles: ["$(HOME)/a"]}
            aggregateTargets:
              All:
                targets: [App]
                settings: {KEY: "${HOME:-}"}
                buildScripts:
                  - {name: Copy, script: "cp ${HOME:-}/a b", inputFiles: ["$(HOME)/a"]}
            """])
        let project = try load(root, environment: ["HOME": "/root"]).project
        for target in project.targets {
            let script = try #require((target.preBuildScripts + target.postBuildScripts).first)
            #expect(script.script == "cp ${HOME:-}/a b" && script.inputFiles == ["$(HOME)/a"], "\(target.name)")
        }
        #expect(project.target(named: "All")?.settings.base["KEY"] == .string("${HOME:-}"))
    }

    /// XcodeGen takes everything up to the next `}` as the name: `${PATH+:$PATH}` and
    /// `"${OPEN ${PATH}"` are kept as written, in a script and elsewhere, without an error.
    @Test func shellParameterFormsAreKeptAsWritten() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            settings:
              KEY_${USER}: key
            targets:
              App:
                type: application
                platform: iOS
                preBuildScripts:
                  - name: Env ${USER}
                    script: export PATH="${PATH+:$PATH}" "${OPEN ${PATH}" "${PATH}"
            """])
        let loaded = try load(root, environment: ["PATH": "/bin", "USER": "root"])
        let script = try #require(loaded.project.targets.first?.preBuildScripts.first)
        #expect(script.script == #"export PATH="${PATH+:$PATH}" "${OPEN ${PATH}" "/bin""#)
        #expect(script.name == "Env root")
        #expect(loaded.project.settings.base["KEY_root"] == .string("key"))
        #expect(!loaded.warnings.contains { $0.severity == .error })
    }

    /// `${target_name}` and other names with a lower-case letter are template parameters, not
    /// environment variables: no warning when they are unset.
    @Test func templateParametersAreNotWarnedAbout() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            targetTemplates:
              Module:
                type: framework
                platform: iOS
                settings:
                  base:
                    PRODUCT_NAME: ${target_name}
                sources: ["${target_name}"]
            targets:
              Kit:
                templates: [Module]
            """, "Kit/A.swift": ""])
        let loaded = try load(root, environment: [:])
        #expect(!loaded.warnings.contains { $0.message.contains("target_name") })
        #expect(loaded.project.targets.first?.settings.base["PRODUCT_NAME"] == .string("Kit"))
    }

    /// As in XcodeGen, an unset variable stays as written: a warning at its column, not an error.
    @Test func anUnsetVariableIsAWarningAtItsColumn() throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        #expect(renderedDiagnostics(root).hasPrefix("Project.yml:3:23: warning: environment variable 'TEAM' is not set; '${TEAM}' is kept as written\n"))
    }
}
