import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import Testing

/// The built-in `graphql` step's `schema`: read as a path, required by that step, refused on
/// others, shown by `dump`; the step runs in the app targets' build phase by default (and the
/// schemes' pre-actions when it writes Swift). `scalars`, `namespace` and `accessLevel` shape
/// its Swift: read by that step only, each checked at its key.
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

    @Test func theSwiftOptionsAreReadAndDumped() throws {
        let root = try makeProject(["GraphQL/schema.graphqls": "type Query { a: Int }\n", "Project.yml": """
            name: P
            targets:
              App: {type: application, platform: iOS}
            schemes:
              App: {build: {targets: {App: all}}}
            pipeline:
              graphql:
                run: graphql
                schema: GraphQL/schema.graphqls
                inputs: ["GraphQL/**/*.graphql"]
                outputs: [App/Generated/API.swift]
                scalars: {DateTime: Date, URI: "Foundation.URL", JSON: "[String: String]"}
                namespace: ShopAPI
                accessLevel: public
            """])
        let loaded = try load(root)
        let step = try #require(loaded.project.step(named: "graphql"))
        #expect(step.scalars == ["DateTime": "Date", "URI": "Foundation.URL", "JSON": "[String: String]"])
        #expect(step.namespace == "ShopAPI" && step.accessLevel == .public)
        #expect(step.buildPhase == ["App"] && step.schemePreAction == ["App"])
        let yaml = ManifestEncoder.encode(loaded.project).yaml()
        #expect(yaml.contains("    namespace: \"ShopAPI\"\n") && yaml.contains("    accessLevel: \"public\"\n") && yaml.contains("      DateTime: \"Date\"\n"), "\(yaml)")
    }

    @Test func badSwiftOptionsAreLocatedErrors() throws {
        let root = try makeProject(["Project.yml": """
            name: P
            pipeline:
              graphql:
                run: graphql
                schema: schema.graphqls
                scalars:
                  Date-Time: Date
                  JSON: "Data }; func evil() {"
                namespace: shop
                accessLevel: open
              script:
                run: ./gen.sh
                namespace: API
            """])
        let rendered = renderedDiagnostics(root)
        #expect(rendered.contains("Project.yml:7:7: error: 'Date-Time' in 'scalars' is not a GraphQL scalar name"), "\(rendered)")
        #expect(rendered.contains("Project.yml:8:7: error: 'Data }; func evil() {' is not a Swift type for the scalar JSON"), "\(rendered)")
        #expect(rendered.contains("Project.yml:9:16: error: namespace 'shop' is not an UpperCamelCase Swift identifier"), "\(rendered)")
        #expect(rendered.contains("Project.yml:10:18: error:"), "\(rendered)")
        #expect(rendered.contains("Project.yml:13:16: error: 'namespace' is read only by the built-in step graphql; step 'script' does not run it"), "\(rendered)")
    }
}
