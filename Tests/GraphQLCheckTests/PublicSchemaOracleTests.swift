import Foundation
import GraphQLCheck
import ScaffoldSupport
import Testing
import TestSupport

/// scaffold's GraphQL check agrees with graphql-core (`Tests/Fixtures/GraphQL/oracle_public.py`)
/// on the published schemas of real APIs: Star Wars (Apollo iOS's SDL), SpaceX (SpaceX Land's
/// SDL), GitHub's (an SDL of 1.2 MB that breaks an SDL rule) and Shopify's Storefront API (an
/// introspection result). Each API has case folders of its own operations under
/// `Tests/Fixtures/GraphQL/public/<api>/cases/`: `valid` (fragments across files, variables,
/// enums, input objects, interfaces and unions, aliases, lists, directives) and `broken` (one
/// error of each kind, duplicates across files; GitHub's `all` holds both, `Valid…` and
/// `Broken…` files); both sides must report the same errors at the same places with the same
/// messages, as `OracleAgreementTests` asks of its own schema.
///
/// The schemas and where they come from: `public/SOURCES.md`. A schema is looked for in
/// `public/<api>/`, then in `$SCAFFOLD_GRAPHQL_PUBLIC/<api>/`, then in the steering repo's
/// `../shared/graphql-public/<api>/`; an API whose schema is in none of them has no cases here.
/// A `.gz` schema is decompressed (`gzip -dc`) into a temporary folder once per test run, and
/// graphql-core builds each schema once per run, for all of its cases.
@Suite struct PublicSchemaOracleTests {
    static let fixtures = StubCompiler.repositoryRoot.appendingPathComponent("Tests/Fixtures/GraphQL")
    static let publicFolder = fixtures.appendingPathComponent("public")

    /// One case folder of one API.
    struct Case: Sendable, CustomTestStringConvertible {
        var api: PublicSchema
        var name: String
        var folder: URL { PublicSchemaOracleTests.publicFolder.appendingPathComponent("\(api.name)/cases/\(name)") }
        var testDescription: String { "\(api.name)/\(name)" }
    }

    static let cases: [Case] = PublicSchema.all.filter { $0.source != nil }.flatMap { api in
        let folder = publicFolder.appendingPathComponent("\(api.name)/cases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { Case(api: api, name: $0) }
    }

    @Test(arguments: cases)
    func scaffoldReportsWhatGraphQLCoreReports(_ test: Case) throws {
        let schema = try test.api.prepared.get()
        let verdict = test.api.oracle  // started for every API at the first use: it runs beside scaffold
        let files = try FileManager.default.contentsOfDirectory(atPath: test.folder.path).filter { $0.hasSuffix(".graphql") }.sorted()
        let result = GraphQLCheck.run(schema: schema, files: files.map { test.folder.appendingPathComponent($0) }, relativeTo: test.folder)
        let oracle = try verdict.value.get()
        let expected = oracle.cases[test.name] ?? []

        let errors = result.diagnostics.filter { $0.severity == .error }
        let actual = Set(errors.map(GraphQLOracleFinding.init))
        let compared = expected
        #expect(actual == compared, "\(GraphQLOracleFinding.difference(scaffold: actual, graphQLCore: compared))")
        // The valid operations are valid: a case named `valid` has no error, and no error is in
        // a file named `Valid…` (GitHub's one case holds both kinds of files: its schema takes
        // seconds to build in a debug build, so it is built once, for one document).
        let inValid = { (finding: GraphQLOracleFinding) in test.name == "valid" || finding.locations.contains { $0.hasPrefix("Valid") } }
        #expect(!expected.contains(where: inValid) && !errors.map(GraphQLOracleFinding.init).contains(where: inValid), "the valid operations are valid")
        if test.name != "valid" {
            #expect(!expected.isEmpty, "a broken case has errors")
        }

        // The published schema's own problems (GitHub's defines two fields twice) are warnings
        // at the schema, the problems graphql-core's SDL validation finds; never errors.
        let others = result.diagnostics.filter { $0.severity != .error }
        #expect(others.allSatisfy { $0.severity == .warning && $0.location?.file.hasSuffix(schema.lastPathComponent) == true },
                "\(others)")
        #expect(Set(others.map(\.message)) == oracle.schemaProblems)
    }

    /// The valid operations of each API (GitHub's `Valid…` files) typed as the graphql step types
    /// them, against the real schema: the Swift type-checks in Swift 6 mode without a warning.
    @Test(arguments: cases.filter { $0.name != "broken" })
    func theValidOperationsTypeCheckAsSwift(_ test: Case) throws {
        let schema = try test.api.prepared.get()
        let files = try FileManager.default.contentsOfDirectory(atPath: test.folder.path)
            .filter { $0.hasSuffix(".graphql") && (test.name == "valid" || $0.hasPrefix("Valid")) }.sorted()
        let (result, swift) = GraphQLCheck.generate(schema: schema, files: files.map { test.folder.appendingPathComponent($0) }, relativeTo: test.folder,
                                                    options: GraphQLSwiftOptions(scalars: ["DateTime": "Date", "URL": "Foundation.URL"]))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphql-public-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GraphQLAPI.swift")
        try Data(try #require(swift).utf8).write(to: file)
        let check = try StubCompiler.swiftc(["-typecheck", "-swift-version", "6", file.path])
        #expect(check.status == 0 && !check.output.contains("warning:"), "\(check)")
    }

    /// The schemas committed here are always checked, whatever else is found.
    @Test func theCommittedSchemasHaveCases() {
        let found = Set(Self.cases.map(\.api.name))
        #expect(found.isSuperset(of: ["starwars", "spacex"]), "\(found)")
        #expect(Self.cases.count >= 4)
    }
}

/// A published schema the tests check operations against, and graphql-core's verdict on them.
struct PublicSchema: Sendable {
    var name: String
    /// The file's name, as committed or brought in (`.gz` for the large ones).
    var file: String

    static let all = [
        PublicSchema(name: "starwars", file: "schema.graphqls"),
        PublicSchema(name: "spacex", file: "schema.graphql"),
        PublicSchema(name: "github", file: "schema.graphql.gz"),
        PublicSchema(name: "shopify", file: "storefront.schema.json.gz"),
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// graphql-core's verdict: each case's errors, and the schema's own SDL problems (quoted as
    /// graphql-js quotes them).
    struct Verdict: Sendable {
        var cases: [String: Set<GraphQLOracleFinding>]
        var schemaProblems: Set<String>
    }

    /// Where the schema is: in the repository, in `$SCAFFOLD_GRAPHQL_PUBLIC`, or in the steering
    /// repo's shared folder beside the repository.
    var source: URL? {
        var folders = [PublicSchemaOracleTests.publicFolder]
        if let brought = ProcessInfo.processInfo.environment["SCAFFOLD_GRAPHQL_PUBLIC"], !brought.isEmpty {
            folders.append(URL(fileURLWithPath: brought))
        }
        folders.append(StubCompiler.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/graphql-public"))
        return folders.map { $0.appendingPathComponent("\(name)/\(file)") }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The schema file both sides read: the source, or its decompressed copy.
    var prepared: Result<URL, Failure> { Self.preparedSchemas[name] ?? .failure(Failure(description: "no schema for \(name)")) }

    /// graphql-core's verdict on every case of this API, from one run of the oracle; every API's
    /// run starts in the background when the first test asks for one.
    var oracle: Background<Result<Verdict, Failure>> {
        Self.oracles[name] ?? Background { .failure(Failure(description: "no oracle for \(name)")) }
    }

    private static let preparedSchemas: [String: Result<URL, Failure>] = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-public-graphql-\(UUID().uuidString)")
        var prepared: [String: Result<URL, Failure>] = [:]
        for api in all {
            guard let source = api.source else { continue }
            guard source.pathExtension == "gz" else {
                prepared[api.name] = .success(source)
                continue
            }
            let target = folder.appendingPathComponent("\(api.name)/\(source.deletingPathExtension().lastPathComponent)")
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let run = try StubCompiler.run("/bin/sh", ["-c", #"gzip -dc "$1" > "$2""#, "gunzip", source.path, target.path])
                prepared[api.name] = run.status == 0 ? .success(target) : .failure(Failure(description: "\(run)"))
            } catch {
                prepared[api.name] = .failure(Failure(description: "cannot run gzip: \(error)"))
            }
        }
        return prepared
    }()

    private static let oracles: [String: Background<Result<Verdict, Failure>>] = Dictionary(uniqueKeysWithValues: all.filter { $0.source != nil }.map { api in
        (api.name, Background { api.runOracle() })
    })

    private func runOracle() -> Result<Verdict, Failure> {
        do {
            let schema = try prepared.get()
            let cases = PublicSchemaOracleTests.publicFolder.appendingPathComponent("\(name)/cases")
            let folders = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted().map { cases.appendingPathComponent($0).path }
            let script = PublicSchemaOracleTests.fixtures.appendingPathComponent("oracle_public.py").path
            let run = try StubCompiler.run("/usr/bin/env", ["python3", script, schema.path] + folders)
            guard run.status == 0 else {
                return .failure(Failure(description: "graphql-core did not run (pip install graphql-core==3.2.8): \(run)"))
            }
            var verdict = Verdict(cases: [:], schemaProblems: [])
            for line in run.output.split(separator: "\n") {
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    return .failure(Failure(description: "not an oracle line: \(line)"))
                }
                if object["schema"] as? Bool == true {
                    verdict.schemaProblems.insert(GraphQLOracleFinding.graphQLJSWording(object["message"] as? String ?? ""))
                } else {
                    verdict.cases[object["case"] as? String ?? "", default: []].insert(GraphQLOracleFinding(oracle: object))
                }
            }
            return .success(verdict)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }
}

/// A value made on a thread of its own, started at once; `value` waits for it.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            made = make()
            done.signal()
        }
    }

    var value: Value {
        done.wait()
        defer { done.signal() }
        return made!
    }
}
