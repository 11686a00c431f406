import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends GraphQL-over-HTTP request bodies to the backend and returns the raw JSON response body.
public protocol NetworkClient: AnyObject {
    func send(_ body: Data) async throws -> Data
}

extension NetworkClient {
    /// Sends `operation` (its document and variables, as the graphql step generated them) and
    /// decodes the data it returns; throws the server's errors when there is no data.
    func perform<Operation: GraphQLAPI.GraphQLOperation>(_ operation: Operation) async throws -> Operation.Data {
        let body = try JSONEncoder().encode(GraphQLAPI.GraphQLRequest(operation))
        let response = try JSONDecoder().decode(GraphQLAPI.GraphQLResponse<Operation.Data>.self, from: try await send(body))
        guard let data = response.data else {
            throw NetworkError.serverErrors(response.errors?.map(\.message) ?? [])
        }
        return data
    }
}

/// The errors of the network clients.
enum NetworkError: LocalizedError, Equatable {
    case invalidEndpoint(String)
    case badStatus(Int)
    case unauthenticated
    case unsupportedOperation
    case serverErrors([String])

    var errorDescription: String? {
        switch self {
        case .invalidEndpoint(let endpoint): return "Invalid endpoint \(endpoint)."
        case .badStatus(let status): return "The server answered with status \(status)."
        case .unauthenticated: return "You are not signed in."
        case .unsupportedOperation: return "The operation is not supported."
        case .serverErrors(let messages): return messages.isEmpty ? "The server returned no data." : messages.joined(separator: "\n")
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

    func send(_ body: Data) async throws -> Data {
        guard let url = URL(string: endpoint) else {
            throw NetworkError.invalidEndpoint(endpoint)
        }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body

        let (data, response) = try await session.data(for: request)
        if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
            throw NetworkError.badStatus(response.statusCode)
        }
        return data
    }
}

/// An offline `NetworkClient` that answers the `Profile` query for the signed-in user, so the
/// demo runs without a server. Replace it with `HTTPNetworkClient` to talk to a real backend.
final class DemoNetworkClient: NetworkClient {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore) {
        self.sessionStore = sessionStore
    }

    func send(_ body: Data) async throws -> Data {
        let request = try JSONDecoder().decode(SentOperation.self, from: body)
        guard request.operationName == GraphQLAPI.ProfileQuery.operationName else {
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

/// The part of a request body the demo client reads.
private struct SentOperation: Decodable {
    let operationName: String
}
