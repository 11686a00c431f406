import Foundation
import ProjectSpec
import Testing

/// The Example app's manifest, which every later command runs on, loads clean.
@Suite struct ExampleTests {
    @Test func exampleValidatesWithoutDiagnostics() throws {
        let loaded = try load(repositoryRoot, environment: [:])
        #expect(loaded.warnings.isEmpty)
        let project = loaded.project
        #expect(project.targets.map(\.name) == ["ExampleApp", "ExampleAppTests"])
        #expect(project.features.map(\.name) == ["LoggedIn", "LoggedOut", "Profile", "Settings"])
        #expect(project.features.filter(\.plugin).map(\.flag) == ["profile", "settings"])
        #expect(project.pipeline.map(\.name) == ["di-check", "graphql", "needle"])
        #expect(project.step(named: "needle")?.builtin == .needle)
        #expect(project.step(named: "graphql")?.builtin == .graphql)
        #expect(project.step(named: "graphql")?.schemePreAction == ["ExampleApp"])
        #expect(loaded.files.count == 3)
    }
}
