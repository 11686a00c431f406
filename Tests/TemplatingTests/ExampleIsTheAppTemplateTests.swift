import Foundation
import Testing

/// The Example's app skeleton is what `scaffold new app Example` writes, byte for byte, so the
/// template and the Example never drift and a change to the wiring is made once. The skeleton is
/// everything the template writes under App/ and GraphQL/ (Root, LoggedIn, LoggedOut, the flag
/// provider, the session store, the GraphQL schema and the Viewer query). The rest is the
/// Example's own: its manifest lives at the repository root with paths under Example/ (so the
/// README's commands run from there), and it adds features and services (NetworkClient,
/// ProfileService, which extend the template's components instead of editing them).
@Suite struct ExampleIsTheAppTemplateTests {
    @Test func theExamplesSkeletonIsTheTemplatesOutput() throws {
        let rendering = try TemplateTestSupport.render("app", ["name": "Example"])
        let skeleton = rendering.files.paths.filter { path in
            ["Example/App/", "Example/GraphQL/"].contains { path.hasPrefix($0) }
        }
        #expect(skeleton.count >= 15, "\(skeleton)")
        for path in skeleton {
            let onDisk = try? Data(contentsOf: TemplateTestSupport.repositoryRoot.appendingPathComponent(path))
            #expect(onDisk == Data(rendering.files.files[path] ?? []),
                    "\(path) differs from `scaffold new app Example`'s; change Templates/app and copy its output to the Example")
        }
    }

    @Test func theExamplesOwnManifestAgreesWithTheTemplatesOnWhatTheSkeletonNeeds() throws {
        let template = try TemplateTestSupport.render("app", ["name": "Example"]).text("Example/Project.yml")
        let example = try String(contentsOf: TemplateTestSupport.repositoryRoot.appendingPathComponent("Project.yml"), encoding: .utf8)
        for line in ["    iOS: \"17.0\"", "          - \"*/GraphQL\"", "          - \"*/Package.swift\"", "          - \"*/Sources\"", "          - \"*/Tests\""] {
            #expect(template.contains(line + "\n") && example.contains(line + "\n"), "\(line)")
        }
    }
}
