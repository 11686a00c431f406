import Foundation
import GraphQL
@testable import GraphQLCheck
import ScaffoldSupport
import Testing
import TestSupport

/// scaffold's SDL rules (`GraphQLSDLRules`) agree with the reference implementation:
/// graphql-core's `validate_sdl` (`Tests/Fixtures/GraphQL/oracle_sdl.py`) finds the same
/// errors in each schema of `Tests/Fixtures/GraphQL/sdl-cases/` and in the published schemas,
/// with the same messages (as graphql-js words them), at the same lines and columns, in the
/// same order.
@Suite struct SDLRulesOracleTests {
    static let fixtures = StubCompiler.repositoryRoot.appendingPathComponent("Tests/Fixtures/GraphQL")
    static let casesFolder = fixtures.appendingPathComponent("sdl-cases")

    /// The case files: a valid schema, names defined twice, unknown types, directives used
    /// wrongly, extensions of types that are not defined or of another kind, operations in a
    /// schema file.
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path)) ?? [])
        .filter { $0.hasSuffix(".graphqls") }.sorted()

    /// graphql-core's errors in the SDL file `name` of `folder`, as it reports them.
    static func graphQLCore(_ name: String, in folder: URL) throws -> [GraphQLOracleFinding] {
        let oracle = try StubCompiler.run("/usr/bin/env", ["python3", fixtures.appendingPathComponent("oracle_sdl.py").path, name], in: folder)
        try #require(oracle.status == 0, "graphql-core did not run (pip install graphql-core==3.2.8): \(oracle)")
        return try oracle.output.split(separator: "\n").map { line in
            GraphQLOracleFinding(oracle: try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
        }
    }

    /// scaffold's errors in the SDL file `name` of `folder`: each message, at its nodes.
    static func scaffold(_ name: String, in folder: URL) throws -> [GraphQLOracleFinding] {
        let body = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let document = try parse(source: Source(body: body, name: name))
        let locations = GraphQLErrorLocations(texts: [name: GraphQLSourceText(path: name, body: body)])
        return GraphQLSDLRules.problems(in: document).map { error in
            GraphQLOracleFinding(locations: locations.locations(of: error).map(\.description), message: error.message)
        }
    }

    @Test(arguments: cases)
    func scaffoldReportsWhatGraphQLCoreReports(_ name: String) throws {
        let expected = try Self.graphQLCore(name, in: Self.casesFolder)
        let actual = try Self.scaffold(name, in: Self.casesFolder)
        let agree = actual == expected  // (not in the expectation: it would print both lists whole)
        #expect(agree, "\(Self.difference(scaffold: actual, graphQLCore: expected))")
        // Every error has its nodes' locations; only the valid case has none.
        #expect(actual.allSatisfy { !$0.locations.isEmpty })
        #expect(expected.isEmpty == (name == "valid.graphqls"), "\(expected)")
    }

    /// Together the cases break every SDL rule: each rule's message is among graphql-core's.
    @Test func theCasesBreakEveryRule() throws {
        let messages = try Self.cases.flatMap { try Self.graphQLCore($0, in: Self.casesFolder) }.map(\.message)
        let rules: [String: String] = [
            "LoneSchemaDefinition": "^Must provide only one schema definition\\.$",
            "UniqueOperationTypes": "^There can be only one (query|mutation|subscription) type in schema\\.$",
            "UniqueTypeNames": "^There can be only one type named \"\\w+\"\\.$",
            "UniqueEnumValueNames": "^Enum value \"\\w+\\.\\w+\" can only be defined once\\.$",
            "UniqueFieldDefinitionNames": "^Field \"\\w+\\.\\w+\" can only be defined once\\.$",
            "UniqueArgumentDefinitionNames": "^Argument \"@?[\\w.]+\\(\\w+:\\)\" can only be defined once\\.$",
            "UniqueDirectiveNames": "^There can be only one directive named \"@\\w+\"\\.$",
            "KnownTypeNames": "^Unknown type \"\\w+\"\\. Did you mean \"String\"\\?$",
            "KnownDirectives (unknown)": "^Unknown directive \"@\\w+\"\\.$",
            "KnownDirectives (location)": "^Directive \"@\\w+\" may not be used on [A-Z_]+\\.$",
            "UniqueDirectivesPerLocation": "^The directive \"@\\w+\" can only be used once at this location\\.$",
            "PossibleTypeExtensions (undefined)": "^Cannot extend type \"\\w+\" because it is not defined\\. Did you mean \"\\w+\"\\?$",
            "PossibleTypeExtensions (kind)": "^Cannot extend non-[a-z ]+ type \"\\w+\"\\.$",
            "KnownArgumentNamesOnDirectives": "^Unknown argument \"\\w+\" on directive \"@\\w+\"\\. Did you mean \"\\w+\"\\?$",
            "UniqueArgumentNames": "^There can be only one argument named \"\\w+\"\\.$",
            "UniqueInputFieldNames": "^There can be only one input field named \"\\w+\"\\.$",
            "ProvidedRequiredArgumentsOnDirectives": "^Directive \"@\\w+\" argument \"\\w+\" of type \"[\\w!\\[\\]]+\" is required, but it was not provided\\.$",
        ]
        let unbroken = rules.filter { _, pattern in !messages.contains { $0.range(of: pattern, options: .regularExpression) != nil } }
        #expect(unbroken.isEmpty, "no case breaks \(unbroken.keys.sorted())")
    }

    /// The committed published schemas (Star Wars, SpaceX) break no SDL rule.
    @Test(arguments: [("starwars", "schema.graphqls"), ("spacex", "schema.graphql")])
    func theCommittedPublicSchemasAreValid(_ api: String, _ file: String) throws {
        let folder = Self.fixtures.appendingPathComponent("public/\(api)")
        let expected = try Self.graphQLCore(file, in: folder)
        #expect(expected.isEmpty, "\(expected)")
        #expect(try Self.scaffold(file, in: folder) == expected)
    }

    /// GitHub's schema (where `PublicSchemaOracleTests` finds it) defines two fields twice:
    /// both sides report both, at the same places.
    @Test(.enabled(if: PublicSchema.all.contains { $0.name == "github" && $0.source != nil }))
    func gitHubsSchemaDefinesTwoFieldsTwice() throws {
        let schema = try PublicSchema.all.first { $0.name == "github" }!.prepared.get()
        let folder = schema.deletingLastPathComponent(), name = schema.lastPathComponent
        let expected = try Self.graphQLCore(name, in: folder)
        #expect(expected.count == 2 && expected.allSatisfy { $0.message.hasSuffix("can only be defined once.") }, "\(expected)")
        let actual = try Self.scaffold(name, in: folder)
        let agree = actual == expected  // (not in the expectation: it would print both lists whole)
        #expect(agree, "\(Self.difference(scaffold: actual, graphQLCore: expected))")
    }

    static func difference(scaffold actual: [GraphQLOracleFinding], graphQLCore expected: [GraphQLOracleFinding]) -> String {
        let first = Array(zip(actual, expected)).firstIndex { $0 != $1 } ?? min(actual.count, expected.count)
        return """
            first difference at error \(first + 1):
            scaffold's: \(actual.dropFirst(first).prefix(3).map(\.description))
            graphql-core's: \(expected.dropFirst(first).prefix(3).map(\.description))
            """
    }
}

extension GraphQLOracleFinding {
    init(locations: [String], message: String) {
        self.locations = locations
        self.message = message
    }
}
