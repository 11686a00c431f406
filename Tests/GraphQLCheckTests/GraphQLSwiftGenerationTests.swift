import Foundation
@testable import GraphQLCheck
import ScaffoldSupport
import Testing
import TestSupport

/// The Swift the graphql step writes, compiled and run: `Tests/Fixtures/GraphQL/codegen` holds a
/// schema with the names that break naive generators, operations using fragments, aliases,
/// interfaces, unions, enums, inputs and a custom scalar, and `main.swift`, which decodes
/// responses into the generated types and checks every field and encodes variables.
@Suite struct GraphQLSwiftGenerationTests {
    static let fixture = StubCompiler.repositoryRoot.appendingPathComponent("Tests/Fixtures/GraphQL/codegen")
    static let options = GraphQLSwiftOptions(scalars: ["DateTime": "Date"])

    static func operationFiles() throws -> [URL] {
        let folder = fixture.appendingPathComponent("Operations")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func generate(_ options: GraphQLSwiftOptions = options) throws -> String {
        let (result, swift) = GraphQLCheck.generate(schema: fixture.appendingPathComponent("schema.graphqls"), files: try operationFiles(),
                                                    relativeTo: fixture, options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(swift)
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Built with `main.swift` in Swift 6 mode and run: every check in it passes.
    @Test func theGeneratedSwiftDecodesResponsesAndEncodesVariables() throws {
        let folder = try Self.temporaryFolder("graphql-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.generate().utf8).write(to: folder.appendingPathComponent("GraphQLAPI.swift"))
        let binary = folder.appendingPathComponent("checks").path
        let build = try StubCompiler.swiftc(["-swift-version", "6", Self.fixture.appendingPathComponent("main.swift").path,
                                             folder.appendingPathComponent("GraphQLAPI.swift").path, "-o", binary])
        try #require(build.status == 0, "\(build)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let run = try StubCompiler.run(binary, [])
        #expect(run.status == 0 && run.output == "ok\n", "\(run)")
    }

    /// `accessLevel: public` in a namespace of the team's: a module of its own that another
    /// module uses — memberwise initializers included (Swift's are internal).
    @Test func publicSwiftIsUsableFromAnotherModule() throws {
        let folder = try Self.temporaryFolder("graphql-public")
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = try Self.generate(GraphQLSwiftOptions(namespace: "StarWarsAPI", accessLevel: .public, scalars: ["DateTime": "Foundation.Date"]))
        try Data(swift.utf8).write(to: folder.appendingPathComponent("StarWarsAPI.swift"))
        let module = try StubCompiler.swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "StarWars",
                                              "-emit-module-path", folder.appendingPathComponent("StarWars.swiftmodule").path,
                                              folder.appendingPathComponent("StarWarsAPI.swift").path])
        try #require(module.status == 0, "\(module)")
        try Data("""
            import StarWars
            let query = StarWarsAPI.HeroQuery(episode: .empire, skipIt: true)
            let review = StarWarsAPI.ReviewInput(stars: 5, favorite: StarWarsAPI.ColorInput(red: 1, green: 2, blue: 3))
            let data = StarWarsAPI.CreateReviewMutation.Data(createReview: nil)
            let fragment = StarWarsAPI.DroidBits(primaryFunction: nil)
            let document: String = StarWarsAPI.HeroQuery.document

            """.utf8).write(to: folder.appendingPathComponent("client.swift"))
        let client = try StubCompiler.swiftc(["-typecheck", "-swift-version", "6", "-I", folder.path, folder.appendingPathComponent("client.swift").path])
        #expect(client.status == 0, "\(client)")
    }

    /// The generated file is `Tests/Fixtures/GraphQL/codegen/GraphQLAPI.swift.expected`, byte for
    /// byte, on every run (`UPDATE_GRAPHQL_SNAPSHOT=1 swift test --filter GraphQLSwiftGeneration`
    /// writes it after a deliberate change).
    @Test func theOutputIsTheCommittedSnapshotAndStable() throws {
        let first = try Self.generate()
        #expect(try Self.generate() == first)
        let snapshot = Self.fixture.appendingPathComponent("GraphQLAPI.swift.expected")
        if ProcessInfo.processInfo.environment["UPDATE_GRAPHQL_SNAPSHOT"] == "1" { try Data(first.utf8).write(to: snapshot) }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(first == expected, "the generated Swift changed: compare with GraphQLAPI.swift.expected")
    }

    /// Each operation's document, as sent, parses and passes validation on its own, with
    /// `__typename` only where a type condition needs it.
    @Test func everyDocumentIsAValidOperationOfTheSchema() throws {
        let swift = try Self.generate()
        let documents = swift.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "static let document = ") else { return nil }
            let literal = String(line[range.upperBound...])
            return (try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])?.first
        }
        #expect(documents.count == 3)
        let folder = try Self.temporaryFolder("graphql-documents")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, document) in documents.enumerated() {
            let file = folder.appendingPathComponent("\(index).graphql")
            try Data(document.utf8).write(to: file)
            let result = GraphQLCheck.run(schema: Self.fixture.appendingPathComponent("schema.graphqls"), files: [file], relativeTo: folder)
            #expect(result.diagnostics.isEmpty, "\(document): \(result.diagnostics)")
        }
        #expect(documents.contains { $0.hasPrefix("query Search($text:String!,$filter:Filter){search(text:$text,filter:$filter){__typename ...on Character{") })
        #expect(documents.contains { $0.hasPrefix("mutation CreateReview($ep:Episode,$review:ReviewInput!){createReview(episode:$ep,review:$review){stars commentary ...Episode}}") })
    }

    /// What has no Swift type is an error at its place, and nothing is generated: an anonymous
    /// operation, an introspection field.
    @Test func whatCannotBeTypedIsALocatedError() throws {
        let folder = try Self.temporaryFolder("graphql-untyped")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Q.graphql")
        try Data("{ hero { name } }\n".utf8).write(to: file)
        let anonymous = GraphQLCheck.generate(schema: Self.fixture.appendingPathComponent("schema.graphqls"), files: [file], relativeTo: folder, options: Self.options)
        #expect(anonymous.swift == nil)
        #expect(anonymous.result.diagnostics.map { DiagnosticRenderer(colors: false).render($0) } == [
            "Q.graphql:1:1: error: An operation needs a name to generate its Swift type.",
        ])
        try Data("query Q {\n  __schema { types { name } }\n}\n".utf8).write(to: file)
        let introspection = GraphQLCheck.generate(schema: Self.fixture.appendingPathComponent("schema.graphqls"), files: [file], relativeTo: folder, options: Self.options)
        #expect(introspection.swift == nil)
        #expect(introspection.result.diagnostics.map { DiagnosticRenderer(colors: false).render($0) } == [
            #"Q.graphql:2:3: error: scaffold does not generate Swift for the introspection field "__schema"."#,
        ])
    }

    /// `Tests/Fixtures/GraphQL/codegen-names`: types named like `Swift`, `Foundation`, the
    /// namespace and its helpers, fields and variables named like keywords (`init`, `self`,
    /// `Type`, `inout`, `var`, `_`), a variable named `variables`, fragments named like types —
    /// valid, distinct Swift in both language modes, without a warning.
    @Test(arguments: ["5", "6"])
    func namesThatCouldClashTypeCheck(_ version: String) throws {
        let names = StubCompiler.repositoryRoot.appendingPathComponent("Tests/Fixtures/GraphQL/codegen-names")
        let (result, swift) = GraphQLCheck.generate(schema: names.appendingPathComponent("schema.graphqls"),
                                                    files: [names.appendingPathComponent("Operations.graphql")], relativeTo: names, options: GraphQLSwiftOptions())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let folder = try Self.temporaryFolder("graphql-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GraphQLAPI.swift")
        try Data(try #require(swift).utf8).write(to: file)
        let check = try StubCompiler.swiftc(["-typecheck", "-swift-version", version, file.path])
        #expect(check.status == 0 && !check.output.contains("warning:"), "\(check)")
    }

    /// Enum values as cases: camelCase as Apollo spells them, keywords in backticks, values that
    /// read alike keep their spelling, and none is `unknown`, `rawValue` or `hashValue`.
    @Test func enumCasesAreDistinctSwiftNames() {
        #expect(GraphQLSwiftNames.caseNames(["NEW_HOPE", "IN", "PascalCase", "_PRIVATE"]) == ["newHope", "in", "pascalCase", "_private"])
        #expect(GraphQLSwiftNames.caseNames(["ASC", "asc", "Asc", "DESC"]) == ["ASC", "asc", "Asc", "desc"])
        #expect(GraphQLSwiftNames.caseNames(["UNKNOWN", "RAW_VALUE", "hashValue"]) == ["unknown_", "rawValue_", "hashValue_"])
        var scope = SwiftNameScope()
        #expect([scope.memberName("self"), scope.memberName("self_"), scope.typeName("Type"), scope.typeName("class")] == ["self_", "self__", "Type_", "class_"])
    }
}
