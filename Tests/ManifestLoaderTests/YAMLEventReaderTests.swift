import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing

/// What the YAML reader makes of anchors, aliases, keys and documents, read from LibYAML's events.
@Suite struct YAMLEventReaderTests {
    @Test func aliasesCopyWhatTheirAnchorNames() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            base: &base {type: framework, platform: iOS}
            targets:
              Kit: *base
              Other: *base
            """])
        let project = try load(root).project
        #expect(project.targets.map(\.name) == ["Kit", "Other"])
        #expect(project.targets.allSatisfy { $0.type == .framework })
    }

    @Test func anAliasedScalarCanBeAKey() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            label: &name Kit
            targets:
              *name : {type: framework, platform: iOS}
            """])
        #expect(try load(root).project.targets.map(\.name) == ["Kit"])
    }

    @Test func keysThatAreNotTextAreLocatedErrors() throws {
        let root = try makeProject(["Project.yml": "name: App\ntargets:\n  [a, b]: {type: framework}\n"])
        #expect(renderedErrors(root).contains("Project.yml:3:3: error: mapping keys must be plain text, found a list"))
    }

    @Test func anUndefinedAliasIsALocatedError() throws {
        let root = try makeProject(["Project.yml": "name: App\ntargets: *missing\n"])
        #expect(renderedErrors(root).contains("Project.yml:2:10: error: invalid YAML: found undefined alias"))
    }

    @Test func aSecondDocumentIsAnError() throws {
        let root = try makeProject(["Project.yml": "name: App\n---\nname: Other\n"])
        let errors = renderedErrors(root)
        #expect(errors.contains("Project.yml:2:1: error: invalid YAML: but found another document"))
        #expect(errors.contains("expected a single document in the stream"))
    }

    @Test func aRepeatedKeyInsideAnAnchoredMappingIsReportedOnce() throws {
        let root = try makeProject(["Project.yml": """
            name: App
            base: &base {type: framework, type: library.static, platform: iOS}
            targets:
              Kit: *base
              Other: *base
            """])
        let warnings = renderedDiagnostics(root)
        #expect(warnings.components(separatedBy: "duplicate key 'type'").count == 2)
        #expect(try load(root).project.targets.allSatisfy { $0.type == .staticLibrary })
    }

    @Test func anEmptyFileIsAnEmptyMapping() throws {
        let root = try makeProject(["Project.yml": "name: App\ninclude: [empty.yml]\n", "empty.yml": ""])
        #expect(try load(root).project.name == "App")
    }
}
