import Foundation
import GraphQL
import ScaffoldSupport

/// The operation files of one check, parsed and merged into one document, as Apollo treats
/// them: a fragment may live in another file, and names are unique across files.
public struct GraphQLOperations {
    /// Every file read, by its shown path.
    public internal(set) var texts: [String: GraphQLSourceText] = [:]
    /// The merged document (nil when no file parsed).
    var document: Document?
    /// Files that could not be read or parsed.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// How many files were read.
    public internal(set) var fileCount = 0

    /// Reads and parses `files`, shown relative to `root`.
    public init(files: [URL], relativeTo root: URL) {
        var documents: [Document] = []
        for file in files {
            let path = ProjectPath.shown(file, inside: root)
            guard let body = UntrustedFile.text(atPath: file.path) else {
                diagnostics.append(.error("cannot read GraphQL file \(path)", at: ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            fileCount += 1
            let text = GraphQLSourceText(path: path, body: body)
            texts[path] = text
            if let tooDeep = GraphQLNesting.firstViolation(in: text) {
                diagnostics.append(tooDeep)
                continue
            }
            do {
                documents.append(try parse(source: Source(body: body, name: path)))
            } catch let error as GraphQLError {
                diagnostics.append(GraphQLErrorLocations(texts: texts).diagnostic(for: error))
            } catch {
                diagnostics.append(.error("\(error)", at: ScaffoldSupport.SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        guard let first = documents.first else { return }
        let definitions: [Node] = documents.flatMap(\.definitions)
        document = first.set(value: .array(definitions), key: "definitions")
    }
}
