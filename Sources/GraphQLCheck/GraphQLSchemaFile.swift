import Foundation
import GraphQL
import ScaffoldSupport

/// The schema operations are checked against: an SDL file (`.graphqls`, `.graphql`), or an
/// introspection result (`.json`), built with GraphQLSwift's schema builder, its problems at
/// the SDL's lines (at an introspection file's start).
public struct GraphQLSchemaFile {
    /// The schema, when it could be built.
    let schema: GraphQLSchema?
    /// The schema file's text, for locations.
    let text: GraphQLSourceText?
    /// Why there is no schema, or what is wrong with it.
    public let diagnostics: [Diagnostic]

    /// Reads and builds the schema at `url`, shown relative to `root`; with a `cache`, what the
    /// SDL rules and the schema validation found for the same text is read from it (and stored
    /// there after they ran).
    public init(_ url: URL, relativeTo root: URL, cache: GraphQLSchemaCache? = nil) {
        let path = ProjectPath.shown(url, inside: root)
        let start = ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)
        guard let body = UntrustedFile.text(atPath: url.path) else {
            (schema, text, diagnostics) = (nil, nil, [.error("cannot read the GraphQL schema \(path)", at: DirectoryListing.exists(url.path) ? start : nil)])
            return
        }
        let text = GraphQLSourceText(path: path, body: body)
        self.text = text
        var sdl = body
        if url.pathExtension.lowercased() == "json" {
            // An introspection result: read as the SDL it stands for; problems are at its start.
            do {
                sdl = try GraphQLIntrospection.sdl(from: Array(body.utf8))
            } catch {
                (schema, diagnostics) = (nil, [.error("the GraphQL schema \(path) is not an introspection result: \(error)", at: start)])
                return
            }
        }
        // An introspection result's SDL has no lines of the file: its problems are at the file's start.
        let isSDLFile = sdl == body
        if let tooDeep = GraphQLNesting.firstViolation(in: isSDLFile ? text : GraphQLSourceText(path: path, body: sdl)) {
            (schema, diagnostics) = (nil, [isSDLFile ? tooDeep : Diagnostic(.error, tooDeep.message, at: start, hint: tooDeep.hint)])
            return
        }
        let locations = GraphQLErrorLocations(texts: [path: isSDLFile ? text : GraphQLSourceText(path: path, body: "")])
        do {
            // Parsed once: checked with scaffold's SDL rules, then built without GraphQLSwift's
            // (its visitor takes half a second on GitHub's schema, and reports no locations).
            let document = try parse(source: Source(body: sdl, name: path))
            defer { DeferredRelease.release(UncheckedSendable(document)) }
            if let known = cache?.problems(path: path, text: sdl) {
                (schema, diagnostics) = (try buildASTSchema(documentAST: document, assumeValidSDL: true), known)
                return
            }
            let problems = GraphQLSDLRules.problems(in: document)
            let built: GraphQLSchema
            do {
                built = try buildASTSchema(documentAST: document, assumeValidSDL: true)
            } catch where !problems.isEmpty {
                // What the SDL rules found is why it does not build, at its lines.
                (schema, diagnostics) = (nil, problems.map { locations.diagnostic(for: $0) })
                return
            }
            schema = built
            // A schema that builds despite an SDL rule (GitHub's defines a field twice) is a
            // published API's, not the team's to fix: each problem is a warning, and it is read as it is.
            diagnostics = problems.map(Self.publishedProblem(locations)) + validateSchema(schema: built).map { locations.diagnostic(for: $0) }
            cache?.store(diagnostics, path: path, text: sdl)
        } catch let error as GraphQLError {
            schema = nil
            diagnostics = [locations.diagnostic(for: error)].map { $0.location == nil ? Diagnostic(.error, $0.message, at: start, hint: $0.hint) : $0 }
        } catch {
            (schema, diagnostics) = (nil, [.error("\(error)", at: start)])
        }
    }
}

extension GraphQLSchemaFile {
    /// An SDL rule's problem in a schema that builds, as a warning: the API that publishes the
    /// schema has to fix it, not the operations.
    static func publishedProblem(_ locations: GraphQLErrorLocations) -> (GraphQLError) -> Diagnostic {
        { error in
            var warning = locations.diagnostic(for: error, severity: .warning)
            let readAsItIs = "the schema is read as it is: the API that publishes it has to fix this, not your operations"
            warning.hint = warning.hint.map { "\($0); \(readAsItIs)" } ?? readAsItIs
            return warning
        }
    }
}

/// A value handed to another thread as it is: GraphQLSwift's AST types are not declared
/// `Sendable`, and a document is only read once built.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
