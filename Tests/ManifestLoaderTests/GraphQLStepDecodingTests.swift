import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import Testing

/// The built-in `graphql` step's `schema`: read as a path, required by that step, refused on
/// others, shown by `dump`; the step runs in the app targets' build phase by default.
@Suite struct GraphQLStepDecodingTests {
    @Test func theSchemaIsReadAndDumped() throws {
        let root = try makeProject(["GraphQL/schema.graphqls": "type Query { a: Int }\n", "Project.yml": """
            name: P
            targets:
              App: {type: application, platform: iOS}
            pipeline:
              graphql:
                run: graphql
                schema: GraphQL/schema.graphqls
                inputs: ["GraphQL/**/*.graphql"]
            """])
        let loaded = try load(root)
        let step = try #require(loaded.project.step(named: "graphql"))
        #expect(step.builtin == .graphql)
        #expect(step.schema == "GraphQL/schema.graphqls")
        #expect(step.buildPhase == ["App"] && step.schemePreAction == [])
        #expect(ManifestEncoder.encode(loaded.project).yaml().contains("    schema: \"GraphQL/schema.graphqls\"\n"))
    }

    @Test func aGraphQLStepNeedsASchemaAndOthersTakeNone() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            pipeline:
              check:
                run: graphql
              script:
                run: ./gen.sh
                schema: schema.graphqls
            """])
        let rendered = renderedDiagnostics(root)
        #expect(rendered.contains("Project.yml:4:10: error: the graphql step 'check' needs 'schema'"), "\(rendered)")
        #expect(rendered.contains("Project.yml:7:13: error: 'schema' is read only by the built-in step graphql; step 'script' does not run it"), "\(rendered)")
    }
}
