import Foundation
import ManifestLoader
import ProjectSpec
import Testing

/// `excludePaths` and `excludeSuffixes` of the built-in `needle` and `di-check` steps: Needle's
/// `--exclude-paths` and `--exclude-suffixes`, read, checked, dumped and loaded back.
@Suite struct PipelineExcludesTests {
    static let manifest = """
        name: App
        pipeline:
          di-check:
            run: di-check
            inputs: ["App/**/*.swift"]
            excludePaths: [/WidgetExtension/, "/Demo Apps/"]
          needle:
            run: needle
            inputs: ["App/**/*.swift"]
            outputs: [App/Generated/NeedleGenerated.swift]
            excludePaths: [/WidgetExtension/]
            excludeSuffixes: [Tests, Mocks]

        """

    @Test func theBuiltinStepsReadBothKeys() throws {
        let pipeline = try load(try makeProject(["Project.yml": Self.manifest])).project.pipeline
        let check = pipeline.first { $0.name == "di-check" }
        let needle = pipeline.first { $0.name == "needle" }
        #expect(check?.excludePaths == ["/WidgetExtension/", "/Demo Apps/"])
        #expect(check?.excludeSuffixes == [])
        #expect(needle?.excludePaths == ["/WidgetExtension/"])
        #expect(needle?.excludeSuffixes == ["Tests", "Mocks"])
    }

    @Test func badValuesAreLocatedErrors() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            pipeline:
              gen:
                run: sh gen.sh
                excludePaths: [Widget]
              needle:
                run: needle
                outputs: [G.swift]
                excludePaths: Widget
                excludeSuffixes: [Tests, {a: 1}]
              di:
                run: di-check
                excludeSuffixes: [Tests, ""]

            """])
        #expect(renderedErrors(root) == """
            Project.yml:5:19: error: 'excludePaths' is read only by the built-in steps needle and di-check; step 'gen' does not run either
                hint: leave it out, or pass the exclusions to the command itself
            Project.yml:9:19: error: expected a list of strings, found a scalar
            Project.yml:10:30: error: expected a list of strings, found a mapping in the list
            Project.yml:13:30: error: empty text in 'excludeSuffixes'
                hint: remove it; an empty text names no file or folder (as a suffix, it would leave out every file)

            """)
    }

    @Test(arguments: [false, true])
    func theDumpShowsTheKeysAndLoadsBack(json: Bool) throws {
        let root = try makeProject(["Project.yml": Self.manifest])
        let dumped = try DumpTests().roundTrip(root, json: json)
        #expect(dumped.first == dumped.second)
        let yaml = ManifestEncoder.encode(try load(root).project).yaml()
        #expect(yaml.contains("""
                excludePaths:
                  - "/WidgetExtension/"
                excludeSuffixes:
                  - "Tests"
                  - "Mocks"
            """))
    }
}
