import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends GraphQL documents to the backend and returns the raw JSON response body.
public protocol NetworkClient: AnyObject {
    func perform(document: String, variables: [String: String]) async throws -> Data
}

/// The errors of the network clients.
enum NetworkError: LocalizedError, Equatable {
    case invalidEndpoint(String)
    case badStatus(Int)
    case unauthenticated
    case unsupportedOperation

    var errorDescription: String? {
        switch self {
        case .invalidEndpoint(let endpoint): return "Invalid endpoint \(endpoint)."
        case .badStatus(let status): return "The server answered with status \(status)."
        case .unauthenticated: return "You are not signed in."
        case .unsupportedOperation: return "The operation is not supported."
        }
    }
}

/// A `NetworkClient` that POSTs GraphQL requests to an HTTP endpoint.
final class HTTPNetworkClient: NetworkClient {
    private let endpoint: String
    private let session: URLSession

    init(endpoint: String, session: URLSession = .shared) {
        self.endpoint = endpoint
        self.session = session
    }

    func perform(document: String, variables: [String: String]) async throws -> Data {
        guard let url = URL(string: endpoint) else {
            throw NetworkError.invalidEndpoint(endpoint)
        }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(GraphQLRequest(query: document, variables: variables))

        let (data, response) = try await session.data(for: request)
        if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
            throw NetworkError.badStatus(response.statusCode)
        }
        return data
    }
}

/// The body of a GraphQL-over-HTTP request.
private struct GraphQLRequest: Encodable {
    let query: String
    let variables: [String: String]
}

/// An offline `NetworkClient` that answers the `Profile` query for the signed-in user, so the
/// demo runs without a server. Replace it with `HTTPNetworkClient` to talk to a real backend.
final class DemoNetworkClient: NetworkClient {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
    }

    func perform(document: String, variables: [String: String]) async throws -> Data {
        guard document == GraphQLOperations.profileQuery else {
            throw NetworkError.unsupportedOperation
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        guard let session = sessionStore.currentSession else {
            throw NetworkError.unauthenticated
        }
        let viewer = ["id": session.userID, "name": session.username, "email": "\(session.username)@example.com"]
        return try JSONSerialization.data(withJSONObject: ["data": ["viewer": viewer]])
    }
}
