import Combine
import Foundation

/// The signed-in user's profile, from the `Profile` GraphQL query.
struct Profile: Equatable {
    let id: String
    let name: String
    let email: String
}

/// The loading state of the profile.
enum ProfileState: Equatable {
    case idle
    case loading
    case loaded(Profile)
    case failed
}

/// Loads the signed-in user's profile with the `Profile` GraphQL operation and publishes it.
/// Shared by the Profile scope, so every view of the feature sees the same state.
public final class ProfileService {
    private let networkClient: NetworkClient
    private let subject = CurrentValueSubject<ProfileState, Never>(.idle)

    init(networkClient: NetworkClient) {
        self.networkClient = networkClient
    }

    /// The current state, then each change; values are delivered on the main thread.
    var state: AnyPublisher<ProfileState, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Fetches the profile and publishes `.loading`, then `.loaded` or `.failed`.
    func reload() async {
        await publish(.loading)
        do {
            let data = try await networkClient.perform(GraphQLAPI.ProfileQuery())
            if let viewer = data.viewer {
                await publish(.loaded(Profile(id: viewer.id, name: viewer.name, email: viewer.email)))
            } else {
                await publish(.failed)
            }
        } catch is CancellationError {
            return
        } catch {
            await publish(.failed)
        }
    }

    @MainActor
    private func publish(_ state: ProfileState) {
        subject.send(state)
    }
}
