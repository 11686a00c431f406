import Foundation
import ScaffoldSupport

/// One GraphQL error as scaffold and graphql-core's oracle scripts (`Tests/Fixtures/GraphQL/
/// oracle*.py`) both print it: its locations (`path:line:col`, the first where the diagnostic
/// is) and its message, worded as graphql-js words it (graphql-core 3.2 differs in two ways that
/// `graphQLJSWording` undoes).
struct GraphQLOracleFinding: Hashable, CustomStringConvertible {
    var locations: [String]
    var message: String

    var description: String { "\(locations.joined(separator: " & ")): \(message)" }

    /// An oracle's JSON line: `{"message": …, "locations": […]}`.
    init(oracle object: [String: Any]) {
        locations = object["locations"] as? [String] ?? []
        message = Self.graphQLJSWording(object["message"] as? String ?? "")
    }

    /// A scaffold diagnostic: its location, then the others its hint names (`also at A, B`).
    init(_ diagnostic: Diagnostic) {
        let others = diagnostic.hint.map { String($0.dropFirst("also at ".count)).components(separatedBy: ", ") } ?? []
        locations = [diagnostic.location.map(\.description) ?? "-"] + others
        message = diagnostic.message
    }

    /// graphql-core's message as graphql-js words it: names quoted with `"`, not `'`; a
    /// directive location named as graphql-js's `DirectiveLocation` names it (`may not be used on
    /// FRAGMENT_SPREAD.`), where graphql-core prints its enum's value (`on fragment spread.`).
    static func graphQLJSWording(_ message: String) -> String {
        var message = message.replacingOccurrences(of: "'", with: "\"")
        let marker = " may not be used on "
        if let range = message.range(of: marker, options: .backwards), message.hasSuffix(".") {
            let location = message[range.upperBound...].dropLast()
            if !location.isEmpty, location.allSatisfy({ ("a"..."z").contains($0) || $0 == " " }) {
                message = message[..<range.upperBound] + location.uppercased().replacingOccurrences(of: " ", with: "_") + "."
            }
        }
        return message
    }

    /// What only one side reported, for a failed comparison.
    static func difference(scaffold actual: Set<GraphQLOracleFinding>, graphQLCore expected: Set<GraphQLOracleFinding>) -> String {
        """
        only scaffold's: \(actual.subtracting(expected).sorted { $0.description < $1.description })
        only graphql-core's: \(expected.subtracting(actual).sorted { $0.description < $1.description })
        """
    }
}
