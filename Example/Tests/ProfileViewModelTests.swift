import Combine
import Foundation
import XCTest
@testable import ExampleApp

/// Tests the Profile feature's view model and how its interactor feeds it.
@MainActor
final class ProfileViewModelTests: XCTestCase {
    private let ada = Profile(id: "1", name: "Ada Lovelace", email: "ada@example.com")

    func testLoadedStateShowsTheProfile() {
        let viewModel = ProfileViewModel()

        viewModel.update(with: .loaded(ada))

        XCTAssertFalse(viewModel.isLoading)
        XCTAssertEqual(viewModel.name, "Ada Lovelace")
        XCTAssertEqual(viewModel.email, "ada@example.com")
        XCTAssertNil(viewModel.errorMessage)
    }

    func testFailedStateShowsAnErrorAndLoadingClearsIt() {
        let viewModel = ProfileViewModel()

        viewModel.update(with: .failed)
        XCTAssertFalse(viewModel.isLoading)
        XCTAssertNotNil(viewModel.errorMessage)

        viewModel.update(with: .loading)
        XCTAssertTrue(viewModel.isLoading)
        XCTAssertNil(viewModel.errorMessage)
    }

    func testInteractorLoadsTheProfileWhenTheViewFirstAppears() async {
        let client = StubNetworkClient(body: #"{"data":{"viewer":{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}}}"#)
        let interactor = ProfileInteractor(profileService: ProfileService(networkClient: client))
        let viewModel = ProfileViewModel()
        let loaded = expectation(description: "profile loaded")
        let subscription = viewModel.$name.sink { name in
            if name == "Ada Lovelace" {
                loaded.fulfill()
            }
        }

        interactor.viewDidAppear(viewModel: viewModel)
        await fulfillment(of: [loaded], timeout: 2)

        XCTAssertEqual(viewModel.email, "ada@example.com")
        XCTAssertFalse(viewModel.isLoading)
        XCTAssertEqual(client.documents, [GraphQLAPI.ProfileQuery.document])
        subscription.cancel()
    }

    func testInteractorShowsAnErrorWhenTheRequestFails() async {
        let client = StubNetworkClient(body: "not json")
        let interactor = ProfileInteractor(profileService: ProfileService(networkClient: client))
        let viewModel = ProfileViewModel()
        let failed = expectation(description: "error shown")
        let subscription = viewModel.$errorMessage.sink { message in
            if message != nil {
                failed.fulfill()
            }
        }

        interactor.viewDidAppear(viewModel: viewModel)
        await fulfillment(of: [failed], timeout: 2)

        XCTAssertFalse(viewModel.isLoading)
        subscription.cancel()
    }
}

/// Answers every request with a fixed body and records the documents it was sent.
private final class StubNetworkClient: NetworkClient {
    private struct Sent: Decodable {
        let query: String
    }

    private let body: String
    private(set) var documents = [String]()

    init(body: String) {
        self.body = body
    }

    func send(_ body: Data) async throws -> Data {
        documents.append(try JSONDecoder().decode(Sent.self, from: body).query)
        return Data(self.body.utf8)
    }
}
