import Foundation
import ProjectSpec
import Testing

@Suite struct IncludeTests {
    static let target = """
        type: framework
        platform: iOS
    """

    @Test func mappingsMergeListsAppendAndTheIncludingFileWins() throws {
        let root = try makeProject([
            "Project.yml": """
            name: App
            include: [base.yml]
            options:
              bundleIdPrefix: com.app
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
            """,
            "base.yml": """
            options:
              bundleIdPrefix: com.base
              createIntermediateGroups: true
            targets:
              App:
                type: framework
                platform: iOS
                sources: [Shared]
            """,
            "App/a.swift": "", "Shared/b.swift": "",
        ])
        let project = try load(root).project
        #expect(project.options.bundleIdPrefix == "com.app")
        #expect(project.options.createIntermediateGroups)
        #expect(project.targets.map(\.type) == [.application])
        #expect(project.targets[0].sources.map(\.path) == ["Shared", "App"])
    }

    @Test func replaceSuffixReplacesInsteadOfMerging() throws {
        let root = try makeProject([
            "Project.yml": """
            name: App
            include: [base.yml]
            targets:
              App:
                type: application
                platform: iOS
                sources:REPLACE: [App]
                settings:REPLACE:
                  base:
                    ONLY: "1"
            """,
            "base.yml": """
            targets:
              App:
                sources: [Shared]
                settings:
                  base:
                    DROPPED: "1"
            """,
            "App/a.swift": "", "Shared/b.swift": "",
        ])
        let target = try #require(try load(root).project.targets.first)
        #expect(target.sources.map(\.path) == ["App"])
        #expect(target.settings.base == ["ONLY": .string("1")])
    }

    @Test func globIncludesArePathsRelativeToTheIncludedFile() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude:\n  - Features/*/module.yml\n",
            "Features/Profile/module.yml": """
            targets:
              Profile:
            \(Self.target)
                sources: [Sources]
            pipeline:
              profile-gql:
                run: ./gql.sh
                inputs: ["Sources/**/*.graphql"]
                outputs: [Generated/API.swift]
                workingDirectory: .
            """,
            "Features/Profile/Sources/P.swift": "",
            "Features/Settings/module.yml": "targets:\n  Settings:\n\(Self.target)\n    sources: [Sources]\n",
            "Features/Settings/Sources/S.swift": "",
        ])
        let loaded = try load(root)
        #expect(loaded.project.targets.map(\.name) == ["Profile", "Settings"])
        #expect(loaded.project.targets.map { $0.sources.map(\.path) } == [["Features/Profile/Sources"], ["Features/Settings/Sources"]])
        #expect(loaded.files.map(\.lastPathComponent) == ["Project.yml", "module.yml", "module.yml"])
        let step = try #require(loaded.project.step(named: "profile-gql"))
        #expect(step.inputs == ["Features/Profile/Sources/**/*.graphql"])
        #expect(step.outputs == ["Features/Profile/Generated/API.swift"])
        #expect(step.workingDirectory == "Features/Profile")
    }

    @Test func relativePathsFalseResolvesAgainstTheProjectRoot() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude:\n  - path: specs/lib.yml\n    relativePaths: false\n",
            "specs/lib.yml": "targets:\n  Lib:\n\(Self.target)\n    sources: [Lib]\n",
            "Lib/l.swift": "",
        ])
        #expect(try load(root).project.targets.first?.sources.map(\.path) == ["Lib"])
    }

    @Test func disabledIncludesAreSkippedAndRepeatedOnesReadOnce() throws {
        let root = try makeProject([
            "Project.yml": """
            name: App
            include:
              - path: off.yml
                enable: ${USE_OFF:-false}
              - a.yml
              - b.yml
            """,
            "off.yml": "name: Off\n",
            "a.yml": "include: [shared.yml]\n",
            "b.yml": "include: [shared.yml]\n",
            "shared.yml": "pipeline:\n  lint:\n    run: swiftlint\n    inputs: [\"*.swift\"]\n",
        ])
        let loaded = try load(root)
        #expect(loaded.project.name == "App")
        #expect(loaded.project.pipeline.first?.inputs == ["*.swift"])
        #expect(loaded.files.map(\.lastPathComponent) == ["Project.yml", "a.yml", "shared.yml", "b.yml"])
        #expect(try load(root, environment: ["USE_OFF": "true"]).project.name == "App")
    }

    @Test func aNullInALaterFileKeepsWhatAnIncludeDefined() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude: [base.yml]\ntargets:\n  # nothing here yet\n",
            "base.yml": "targets:\n  Lib:\n\(Self.target)\n    sources: [Lib]\n",
            "Lib/l.swift": "",
        ])
        #expect(try load(root).project.targets.map(\.name) == ["Lib"])
    }

    @Test func aStepsDefaultWorkingDirectoryIsTheDeclaringFilesFolder() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude: [Features/Profile/module.yml]\npipeline:\n  root-step:\n    run: ./a.sh\n",
            "Features/Profile/module.yml": "pipeline:\n  gql:\n    run: ./gql.sh\n",
        ])
        let project = try load(root).project
        #expect(project.step(named: "gql")?.workingDirectory == "Features/Profile")
        #expect(project.step(named: "root-step")?.workingDirectory == ".")
    }

    @Test func deeplyNestedIncludesStopAtTheLimit() throws {
        var files = ["Project.yml": "name: App\ninclude: [i1.yml]\n"]
        for index in 1...2000 { files["i\(index).yml"] = "include: [i\(index + 1).yml]\n" }
        files["i2001.yml"] = "{}\n"
        let root = try makeProject(files)
        #expect(renderedErrors(root) == """
            i63.yml:1:11: error: includes nest more than 64 files deep
                hint: include the files from fewer levels

            """)
    }

    @Test func symbolicLinksDoNotHideAnIncludeCycle() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude: [inc.yml]\n",
            "inc.yml": "include: [loop/inc.yml]\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
        #expect(renderedErrors(root) == "inc.yml:1:11: error: include cycle: inc.yml → loop/inc.yml\n")
    }

    @Test func aFileReachedThroughALinkIsReadOnce() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude: [shared.yml, link/shared.yml]\n",
            "shared.yml": "pipeline:\n  lint:\n    run: swiftlint\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: ".")
        let loaded = try load(root)
        #expect(loaded.files.map(\.lastPathComponent) == ["Project.yml", "shared.yml"])
    }

    @Test func aGlobIncludeTakesFilesOnlyAndSkipsTheIncludingFile() throws {
        let root = try makeProject([
            "Project.yml": "name: App\ninclude: [\"*\"]\n",
            "a.yml": "pipeline:\n  lint:\n    run: swiftlint\n",
            "Folder/b.yml": "pipeline:\n  other:\n    run: other\n",
        ])
        let loaded = try load(root)
        #expect(loaded.files.map(\.lastPathComponent) == ["Project.yml", "a.yml"])
        #expect(loaded.project.pipeline.map(\.name) == ["lint"])
    }
}
