// Stub of SwiftUI's environment and its Observation integration (iOS 17+), for the MVSL and
// Model-View-Observable templates: `@Environment` (by key path and by `Observable` type),
// `EnvironmentKey`, `EnvironmentValues`, `.environment(_:_:)`, `.environment(_:)` and
// `@Bindable`. Real names and signatures; never linked or run. `@Entry` is a macro and
// cannot be stubbed: code written against these stubs declares its keys by hand.

import Observation

// MARK: - Environment

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    public var description: String { "EnvironmentValues" }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: () -> Value

    /// Reads the environment value at `keyPath` (`@Environment(\.dismiss)`).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public var wrappedValue: Value { read() }
}

extension Environment {
    /// Reads the `Observable` object of type `objectType` that an ancestor put in the
    /// environment with `.environment(_:)` (`@Environment(Library.self)`).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { fatalError("no \(Value.self) in the environment") }
    }

    /// Reads the `Observable` object of type `objectType`, or `nil` when there is none.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        read = { nil }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Puts an `Observable` object in the environment, where `@Environment(T.self)` reads it.
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

// MARK: - Bindable

/// A property wrapper that creates bindings to the mutable properties of an `Observable` object
/// (`@Bindable var book`, `$book.title`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    private var value: Value

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(_ wrappedValue: Value) { value = wrappedValue }
    public init(projectedValue: Bindable<Value>) { value = projectedValue.wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}
