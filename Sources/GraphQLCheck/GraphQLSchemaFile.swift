import Foundation
import GraphQL
import ScaffoldSupport

/// The schema operations are checked against: an SDL file (`.graphqls`, `.graphql`), built
/// with GraphQLSwift's schema builder, its problems at the schema's lines.
public struct GraphQLSchemaFile {
    /// The schema, when it could be built.
    let schema: GraphQLSchema?
    /// The schema file's text, for locations.
    let text: GraphQLSourceText?
    /// Why there is no schema, or what is wrong with it.
    public let diagnostics: [Diagnostic]

    /// Reads and builds the schema at `url`, shown relative to `root`.
    public init(_ url: URL, relativeTo root: URL) {
        let path = GraphQLCheck.shownPath(url, root: root)
        let start = ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)
        guard let body = UntrustedFile.text(atPath: url.path) else {
            (schema, text, diagnostics) = (nil, nil, [.error("cannot read the GraphQL schema \(path)", at: DirectoryListing.exists(url.path) ? start : nil)])
            return
        }
        let text = GraphQLSourceText(path: path, body: body)
        self.text = text
        if url.pathExtension.lowercased() == "json" {
            (schema, diagnostics) = (nil, [.error("an introspection schema (JSON) is not read yet; give the schema as SDL (.graphqls)", at: start)])
            return
        }
        let locations = GraphQLErrorLocations(texts: [path: text])
        do {
            let built = try buildSchema(source: Source(body: body, name: path))
            schema = built
            diagnostics = validateSchema(schema: built).map { locations.diagnostic(for: $0) }
        } catch let error as GraphQLError {
            schema = nil
            diagnostics = [locations.diagnostic(for: error)].map { $0.location == nil ? Diagnostic(.error, $0.message, at: start, hint: $0.hint) : $0 }
        } catch {
            (schema, diagnostics) = (nil, [.error("\(error)", at: start)])
        }
    }
}
