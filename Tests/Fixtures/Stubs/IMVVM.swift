// Minimal stub of neakor/swiftui-imvvm (product `IMVVM`) for type-checking on Linux.
// Never linked or run. Mirrors the surface listed in shared/reference/runtime-apis.md.

import Combine
import Foundation
import SwiftUI

/// An `ObservableObject` that provides presentation data to the corresponding `View`.
public protocol ViewModel: ObservableObject {}

/// The observer of a SwiftUI view's lifecycle events; bound with `bind(observer:)`.
public protocol ViewLifecycleObserver: ObservableObject {
    func viewDidAppear()
    func viewDidDisappear()
}

/// The observer of a view's lifecycle events that also receives the view's model;
/// bound with `bind(observer:viewModel:)`.
public protocol ViewWithModelLifecycleObserver<ViewModelType>: ObservableObject {
    associatedtype ViewModelType: ViewModel
    func viewDidAppear(viewModel: ViewModelType)
    func viewDidDisappear(viewModel: ViewModelType)
}

extension View {
    /// Binds the given lifecycle observer to this view.
    public func bind<Observer: ViewLifecycleObserver>(observer: Observer) -> some View {
        onAppear {
            observer.viewDidAppear()
        }
        .onDisappear {
            observer.viewDidDisappear()
        }
    }

    /// Binds the given lifecycle observer and the view's model to this view.
    public func bind<Observer: ViewWithModelLifecycleObserver>(
        observer: Observer,
        viewModel: Observer.ViewModelType
    ) -> some View {
        onAppear {
            observer.viewDidAppear(viewModel: viewModel)
        }
        .onDisappear {
            observer.viewDidDisappear(viewModel: viewModel)
        }
    }

    /// Type-erases this view.
    public func typeErased() -> TypeErasedView {
        TypeErasedView(self)
    }
}

/// A drop-in replacement for SwiftUI's `AnyView`.
public struct TypeErasedView: View {
    private let content: AnyView

    public init<Content: View>(_ content: Content) {
        self.content = AnyView(content)
    }

    public init(_ alreadyErased: TypeErasedView) {
        self.content = alreadyErased.content
    }

    public init(_ anyView: AnyView) {
        self.content = anyView
    }

    public var body: some View {
        content
    }
}

/// A result builder that collects `AnyCancellable`s (and arrays, optionals, `Void` statements).
@resultBuilder
public enum CancellableBuilder {
    public static func buildBlock(_ components: [AnyCancellable]...) -> [AnyCancellable] {
        components.reduce(into: [], +=)
    }

    public static func buildExpression(_ expression: Void) -> [AnyCancellable] {
        []
    }

    public static func buildExpression(_ expression: AnyCancellable) -> [AnyCancellable] {
        [expression]
    }

    public static func buildExpression(_ expression: any Cancellable) -> [AnyCancellable] {
        [AnyCancellable(expression.cancel)]
    }

    public static func buildExpression(_ expression: [AnyCancellable]) -> [AnyCancellable] {
        expression
    }

    public static func buildEither(first component: [AnyCancellable]) -> [AnyCancellable] {
        component
    }

    public static func buildEither(second component: [AnyCancellable]) -> [AnyCancellable] {
        component
    }

    public static func buildArray(_ components: [[AnyCancellable]]) -> [AnyCancellable] {
        components.reduce(into: [], +=)
    }

    public static func buildOptional(_ component: [AnyCancellable]?) -> [AnyCancellable] {
        component ?? []
    }
}

/// The base class of an object holding a view's business logic, bound to the view's lifecycle.
open class Interactor: ViewLifecycleObserver {
    var deinitCancellables = [AnyCancellable]()
    var viewAppearanceCancellables = [AnyCancellable]()

    public private(set) var isLoaded = false
    public private(set) var hasViewAppeared = false

    public init() {}

    @CancellableBuilder
    open func onLoad() -> [AnyCancellable] {}

    @CancellableBuilder
    open func onViewAppear() -> [AnyCancellable] {}

    open func onViewDisappear() {}

    /// Returns true when this is the first appearance (the interactor just loaded).
    func processViewDidAppear() -> Bool? {
        guard !hasViewAppeared else { return nil }
        hasViewAppeared = true
        let firstTime = !isLoaded
        if firstTime {
            isLoaded = true
            deinitCancellables += onLoad()
        }
        viewAppearanceCancellables += onViewAppear()
        return firstTime
    }

    func processViewDidDisappear() -> Bool {
        guard hasViewAppeared else { return false }
        hasViewAppeared = false
        viewAppearanceCancellables.forEach { $0.cancel() }
        viewAppearanceCancellables.removeAll()
        onViewDisappear()
        return true
    }

    public final func viewDidAppear() {
        _ = processViewDidAppear()
    }

    public final func viewDidDisappear() {
        _ = processViewDidDisappear()
    }
}

/// An `Interactor` with an associated view model it feeds with data.
open class ViewModelInteractor<ViewModelType: ViewModel>: Interactor, ViewWithModelLifecycleObserver {
    @CancellableBuilder
    open func onLoad(viewModel: ViewModelType) -> [AnyCancellable] {}

    @CancellableBuilder
    open func onViewAppear(viewModel: ViewModelType) -> [AnyCancellable] {}

    open func onViewDisappear(viewModel: ViewModelType) {}

    public final func viewDidAppear(viewModel: ViewModelType) {
        guard let firstTime = processViewDidAppear() else { return }
        if firstTime {
            deinitCancellables += onLoad(viewModel: viewModel)
        }
        viewAppearanceCancellables += onViewAppear(viewModel: viewModel)
    }

    public final func viewDidDisappear(viewModel: ViewModelType) {
        guard processViewDidDisappear() else { return }
        onViewDisappear(viewModel: viewModel)
    }
}

extension AnyCancellable {
    /// Cancels the subscription when the interactor deinits. Only valid after the interactor loaded.
    public func cancelOnDeinit(of interactor: Interactor) {
        interactor.deinitCancellables.append(self)
    }

    /// Cancels the subscription when the interactor's view disappears. Only valid while it is visible.
    public func cancelOnViewDidDisappear(of interactor: Interactor) {
        interactor.viewAppearanceCancellables.append(self)
    }
}

extension Task: @retroactive Cancellable {}

extension Task {
    /// Cancels the task when the interactor deinits. Only valid after the interactor loaded.
    public func cancelOnDeinit(of interactor: Interactor) {
        interactor.deinitCancellables.append(AnyCancellable(self))
    }

    /// Cancels the task when the interactor's view disappears. Only valid while it is visible.
    public func cancelOnViewDidDisappear(of interactor: Interactor) {
        interactor.viewAppearanceCancellables.append(AnyCancellable(self))
    }
}
