import Foundation
import GraphQL

/// GraphQLSwift's KnownArgumentNames rule takes a directive's arguments for the field's: it
/// reports `@include(iff: true)` as an unknown argument of the field, and every argument of an
/// unknown directive too. graphql-js reports the first on the directive (`Unknown argument "iff"
/// on directive "@include". Did you mean "if"?`) and nothing for the second (the unknown
/// directive is reported by KnownDirectives). This records, during validation, which argument
/// nodes are a directive's, then puts those errors right.
final class GraphQLDirectiveArguments: @unchecked Sendable {
    /// The directive each recorded argument node belongs to, by its source and start.
    private var directives: [ArgumentPlace: String] = [:]
    private let lock = NSLock()

    private struct ArgumentPlace: Hashable {
        var source: String
        var start: Int
    }

    /// A validation rule that only records the directives' argument nodes.
    var rule: @Sendable (ValidationContext) -> Visitor {
        { _ in
            Visitor(enter: { node, _, _, _, _ in
                guard let directive = node as? Directive else { return .continue }
                for argument in directive.arguments {
                    guard let loc = argument.loc else { continue }
                    self.lock.withLock { self.directives[ArgumentPlace(source: loc.source.name, start: loc.start)] = directive.name.value }
                }
                return .continue
            })
        }
    }

    /// `error` as graphql-js reports it: an unknown argument of a known directive on the
    /// directive, none for an unknown directive's; any other error as it is.
    func corrected(_ error: GraphQLError, schema: GraphQLSchema) -> GraphQLError? {
        guard error.message.hasPrefix("Field \""), error.message.contains("\" does not have argument \""),
              let argument = error.nodes.first as? Argument, let loc = argument.loc,
              let name = lock.withLock({ directives[ArgumentPlace(source: loc.source.name, start: loc.start)] }) else { return error }
        guard let directive = schema.getDirective(name: name) else { return nil }
        let suggestions = GraphQLSuggestions.list(argument.name.value, options: directive.args.map(\.name))
        return GraphQLError(message: "Unknown argument \"\(argument.name.value)\" on directive \"@\(name)\"." + GraphQLSuggestions.didYouMean(suggestions),
                            nodes: error.nodes)
    }
}
