// Minimal stub of uber/needle's NeedleFoundation for type-checking on Linux. Never linked or run.
// Mirrors the public surface of Sources/NeedleFoundation (Component.swift, Bootstrap.swift,
// Internal/DependencyProviderRegistry.swift) that app code and Needle's generated file use.

import Foundation

/// The base protocol of a dependency, enabling Needle's parsing process.
public protocol Dependency: AnyObject {}

/// The dependency protocol of a component that needs nothing, such as the root.
public protocol EmptyDependency: AnyObject {}

/// The dependency provider that conforms to `EmptyDependency`; used for the root component.
public class EmptyDependencyProvider: EmptyDependency {
    public init(component: Scope) {}
}

/// The base protocol of a DI scope.
public protocol Scope: AnyObject {
    /// The path to reach this component on the dependency graph.
    var path: [String] { get }
    /// The parent of this component.
    var parent: Scope { get }
}

/// The base class of a dependency injection component.
@dynamicMemberLookup
open class Component<DependencyType>: Scope {
    public let parent: Scope

    public lazy var path: [String] = parent.path + [String(describing: type(of: self))]

    public private(set) var dependency: DependencyType!

    public init(parent: Scope) {
        self.parent = parent
        dependency = __DependencyProviderRegistry.instance.dependencyProvider(for: self) as? DependencyType
    }

    /// Shares the enclosed object as a singleton at this scope.
    public final func shared<T>(__function: String = #function, _ factory: () -> T) -> T {
        factory()
    }

    public subscript<T>(dynamicMember keyPath: KeyPath<DependencyType, T>) -> T {
        dependency[keyPath: keyPath]
    }
}

/// The base class of the root component of a dependency graph.
open class BootstrapComponent: Component<EmptyDependency> {
    public init() {
        super.init(parent: BigBang())
    }

    private final class BigBang: Scope {
        let path: [String] = ["^"]
        var parent: Scope { fatalError("BootstrapComponent does not have a parent.") }
    }
}

/// Needle's internal registry of dependency providers; only generated code calls it.
public class __DependencyProviderRegistry {
    public static let instance = __DependencyProviderRegistry()

    private var providerFactories = [Int: (Scope) -> AnyObject]()

    private init() {}

    public func registerDependencyProviderFactory(`for` componentPath: String, _ dependencyProviderFactory: @escaping (Scope) -> AnyObject) {
        providerFactories[componentPath.hashValue] = dependencyProviderFactory
    }

    public func unregisterDependencyProviderFactory(`for` componentPath: String) {
        providerFactories.removeValue(forKey: componentPath.hashValue)
    }

    public func dependencyProviderFactory(`for` componentPath: String) -> ((Scope) -> AnyObject)? {
        providerFactories[componentPath.hashValue]
    }

    func dependencyProvider(`for` component: Scope) -> AnyObject {
        guard let factory = providerFactories[component.path.joined(separator: "->").hashValue] else {
            fatalError("Missing dependency provider factory for \(component.path)")
        }
        return factory(component)
    }
}
