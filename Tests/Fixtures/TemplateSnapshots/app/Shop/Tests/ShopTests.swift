import XCTest
@testable import Shop

/// Tests the session store and the sign-in screen's interactor.
@MainActor
final class ShopTests: XCTestCase {
    func testSigningInStartsASessionAndSigningOutEndsIt() throws {
        let sessionStore = SessionStore()
        XCTAssertNil(sessionStore.currentSession)

        try sessionStore.signIn(username: "  ada ", password: "secret")
        XCTAssertEqual(sessionStore.currentSession?.username, "ada")

        sessionStore.signOut()
        XCTAssertNil(sessionStore.currentSession)
    }

    func testSigningInWithoutAPasswordShowsAnError() {
        let sessionStore = SessionStore()
        let interactor = LoggedOutInteractor(sessionStore: sessionStore)
        let viewModel = LoggedOutViewModel()
        viewModel.username = "ada"

        XCTAssertFalse(viewModel.canSignIn)
        interactor.signIn(viewModel: viewModel)

        XCTAssertNil(sessionStore.currentSession)
        XCTAssertEqual(viewModel.errorMessage, SignInError.missingCredentials.errorDescription)
    }
}
