// Minimal stub of Apple's Combine for type-checking on Linux. Never linked or run.
// Declares only the public surface that the Example app and the feature templates use,
// with Combine's real names and signatures.

/// A type that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A type-erasing cancellable that cancels on `cancel()` (and, in the real framework, on deinit).
public final class AnyCancellable: Cancellable, Hashable {
    private let onCancel: () -> Void

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    public func cancel() {
        onCancel()
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Namespace of the built-in subscribers.
public enum Subscribers {
    /// A signal that a publisher finished, normally or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A value that emits a sequence of values over time (subscription machinery omitted).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Publisher {
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        AnyCancellable {}
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable {}
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self)
    }
}

/// Namespace of the built-in operators.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher that emits one value and finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }
}

/// A publisher that lets code inject values into a stream.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() {
        send(())
    }
}

/// A subject that wraps a single value and publishes a new element whenever it changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    public var value: Output

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ input: Output) {
        value = input
    }

    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// The publisher that `ObservableObject` uses by default.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}
    public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher()
    }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    public var projectedValue: Published<Value>.Publisher {
        Publisher()
    }
}
