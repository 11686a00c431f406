import XCTest
@testable import Search

/// Tests the Search interactor through its view's lifecycle, against a real view model.
@MainActor
final class SearchInteractorTests: XCTestCase {
    func testLoadsTheViewModelWhenTheViewFirstAppears() {
        let interactor = SearchInteractor()
        let viewModel = SearchViewModel()
        XCTAssertFalse(interactor.isLoaded)
        XCTAssertTrue(viewModel.isLoading)

        interactor.viewDidAppear(viewModel: viewModel)

        XCTAssertTrue(interactor.isLoaded)
        XCTAssertTrue(interactor.hasViewAppeared)
        XCTAssertFalse(viewModel.isLoading)
        XCTAssertFalse(viewModel.message.isEmpty)
    }

    func testLoadsOnlyOnTheFirstAppearance() {
        let interactor = SearchInteractor()
        let viewModel = SearchViewModel()
        interactor.viewDidAppear(viewModel: viewModel)
        interactor.viewDidDisappear(viewModel: viewModel)
        XCTAssertFalse(interactor.hasViewAppeared)

        viewModel.showLoading()
        interactor.viewDidAppear(viewModel: viewModel)

        XCTAssertTrue(interactor.hasViewAppeared)
        XCTAssertTrue(viewModel.isLoading, "onLoad runs once, when the view first appears")
    }

    func testReloadFeedsTheViewModelAgain() {
        let interactor = SearchInteractor()
        let viewModel = SearchViewModel()
        interactor.viewDidAppear(viewModel: viewModel)

        interactor.reload(viewModel: viewModel)

        XCTAssertFalse(viewModel.isLoading)
        XCTAssertFalse(viewModel.message.isEmpty)
    }
}
