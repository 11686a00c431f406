import Foundation
import ManifestLoader
import Testing

/// Globs are matched from the folder of the file that declares them, so an absolute glob
/// pattern used to match nothing, silently for `excludes`/`includes`: it is a located error,
/// saying what to write instead, or that it reaches outside the project.
@Suite struct AbsoluteGlobTests {
    /// A project with two sources whose Project.yml is `manifest(root)`.
    func project(_ manifest: (String) -> String) throws -> URL {
        let root = try makeProject(["Sources/A.swift": "", "Sources/B.swift": ""])
        try Data(manifest(root.path).utf8).write(to: root.appendingPathComponent("Project.yml"))
        return root
    }

    @Test func anAbsoluteSourceGlobInTheProjectIsAnErrorNamingTheRelativeForm() throws {
        let root = try project { root in
            "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [\"\(root)/Sources/*.swift\"]\n"
        }
        #expect(renderedErrors(root) == """
            Project.yml:6:15: error: glob '\(root.path)/Sources/*.swift' in 'sources' is absolute
                hint: write it relative to the file that declares it: 'Sources/*.swift'

            """)
    }

    @Test func absoluteExcludesAndIncludesAreErrorsAtTheirItems() throws {
        let root = try project { root in
            """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: Sources
                    excludes: ["\(root)/Sources/B*.swift"]
                    includes: ["*.swift"]

            """
        }
        let errors = renderedErrors(root)
        #expect(errors.hasPrefix("Project.yml:8:20: error: glob '\(root.path)/Sources/B*.swift' in 'excludes' is absolute\n    hint: write it relative to the source path: 'B*.swift'\n"), "\(errors)")
    }

    @Test func aPipelineInputGlobOutsideTheProjectIsAnError() throws {
        let root = try project { _ in
            "name: App\npipeline:\n  gen:\n    run: echo\n    inputs: [Sources/*.swift, \"/etc/*.conf\"]\n    outputs: [out.txt]\n"
        }
        #expect(renderedErrors(root) == """
            Project.yml:5:31: error: glob '/etc/*.conf' in 'inputs' is outside the project folder
                hint: scaffold reads only files inside the project; write globs relative to the file that declares them

            """)
    }

    /// Absolute paths without glob characters, and relative globs, load as before.
    @Test func absolutePlainPathsAndRelativeGlobsStillLoad() throws {
        let root = try project { root in
            "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [\"\(root)/Sources\", {path: Sources, excludes: [B.swift]}]\n"
        }
        #expect(renderedErrors(root) == "")
    }
}
