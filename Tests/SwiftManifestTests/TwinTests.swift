import Foundation
import ManifestLoader
import ProjectGeneration
import Testing

/// `Project.swift` twins of YAML manifests load into the same project: the same dump, and
/// `generate` plans byte-identical files.
@Suite struct TwinTests {
    /// The folders with both manifests: the Example at the repository root, and the fixtures.
    static let twins: [(name: String, source: URL, items: [String])] = [
        ("Example", repositoryRoot, ["Project.yml", "Project.swift", "Example"]),
        ("shop", repositoryRoot.appendingPathComponent("Tests/Fixtures/Twins/shop"),
         ["Project.yml", "Project.swift", "ProjectDescriptionHelpers", "App", "Packages", "Vendor", "Scripts"]),
    ]

    @Test(arguments: twins.map(\.name))
    func theSwiftTwinDumpsAndGeneratesLikeTheYAML(_ name: String) throws {
        let twin = try #require(Self.twins.first { $0.name == name })
        let root = try makeFolder(copying: twin.items, from: twin.source)
        let yaml = try load(root, "Project.yml")
        let swift = try load(root, "Project.swift")
        #expect(ManifestEncoder.encode(swift.project).yaml() == ManifestEncoder.encode(yaml.project).yaml())
        let fromYAML = try GenerationPlan(yaml, toolVersion: "tests", useCache: false).files
        let fromSwift = try GenerationPlan(swift, toolVersion: "tests", useCache: false).files
        #expect(!fromSwift.paths.isEmpty)
        #expect(fromSwift.paths == fromYAML.paths)
        for path in fromYAML.paths { #expect(fromSwift.files[path] == fromYAML.files[path], "\(path)") }
    }

    /// `.step(…, excludePaths:excludeSuffixes:)` reaches the model as the YAML keys do.
    @Test func aStepsNeedleExcludesComeFromTheSwiftAPI() throws {
        let root = try makeFolder(copying: Self.twins[1].items, from: Self.twins[1].source)
        let step = try load(root).project.pipeline.first { $0.name == "di-check" }
        #expect(step?.excludePaths == ["/Previews/"])
        #expect(step?.excludeSuffixes == ["Tests", "Mocks"])
    }

    /// `.step(…, schema:scalars:namespace:accessLevel:)` reaches the model as the YAML keys do.
    @Test func aGraphQLStepsSwiftOptionsComeFromTheSwiftAPI() throws {
        let root = try makeFolder(copying: Self.twins[1].items, from: Self.twins[1].source)
        let step = try #require(try load(root).project.pipeline.first { $0.name == "graphql" })
        #expect(step.schema == "App/schema.graphqls")
        #expect(step.scalars == ["DateTime": "Date", "URI": "Foundation.URL"])
        #expect(step.namespace == "ShopAPI" && step.accessLevel == .public)
    }

    @Test func aSwiftManifestsFilesAreItAndItsHelpers() throws {
        let twin = Self.twins[1]
        let root = try makeFolder(copying: twin.items, from: twin.source)
        let loaded = try load(root)
        #expect(loaded.files.map(\.lastPathComponent) == ["Project.swift", "Checkout.swift"])
    }
}
