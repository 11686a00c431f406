import Combine
import Foundation

/// The session of a signed-in user.
struct Session: Equatable {
    let userID: String
    let username: String
}

/// The reasons a sign-in fails.
enum SignInError: LocalizedError, Equatable {
    case missingCredentials

    var errorDescription: String? {
        "Enter a username and a password."
    }
}

/// Owns the current session and publishes its changes; the root scope switches between
/// LoggedOut and LoggedIn on it. Until Example has a backend, any non-empty credentials sign
/// in: make `signIn` ask your server.
public final class SessionStore {
    private let subject: CurrentValueSubject<Session?, Never>

    init(session: Session? = nil) {
        subject = CurrentValueSubject(session)
    }

    /// The current session, `nil` when signed out.
    var currentSession: Session? {
        subject.value
    }

    /// The current session, then each change.
    var session: AnyPublisher<Session?, Never> {
        subject.eraseToAnyPublisher()
    }

    func signIn(username: String, password: String) throws {
        let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !username.isEmpty, !password.isEmpty else {
            throw SignInError.missingCredentials
        }
        subject.send(Session(userID: UUID().uuidString, username: username))
    }

    func signOut() {
        subject.send(nil)
    }
}
