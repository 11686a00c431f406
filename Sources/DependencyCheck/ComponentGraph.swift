import ScaffoldSupport

/// The Needle dependency graph of a set of Swift sources: the components, the dependency
/// protocols they declare, and which component constructs which.
///
/// Built by `DependencyCheck.run(files:relativeTo:)`; read by the validator and by
/// `NeedleCodeGenerator`. Every array is sorted (by name, then location), so two graphs built
/// from the same sources are equal whatever order the files were given in.
public struct ComponentGraph: Sendable, Hashable {
    /// Every component declaration, sorted by name then location. A name declared twice
    /// appears twice (the duplicate is reported); lookups use the first.
    public var components: [Component]
    /// Every dependency protocol declaration, sorted by name then location.
    public var dependencyProtocols: [DependencyProtocol]
    /// Parent → child links: a call inside a component's class body or one of its extensions
    /// that starts with another component's name (`ChildComponent(parent: self)`), as Needle
    /// links them. Sorted by parent, child; one edge per pair, at the first such call.
    public var edges: [Edge]
    /// Every construction of a component with a `parent:` argument, anywhere in the sources,
    /// sorted by location; Needle requires the argument to be `self`.
    public var constructions: [Construction]
    /// The import statements of the files that declare a component, a dependency protocol or
    /// an extension of a component, deduplicated and sorted (what Needle copies into its output).
    public var imports: [String]
    /// Names of protocols that do not count as dependency protocols because their first
    /// inherited type is not `Dependency`; used for hints.
    public var otherProtocolNames: Set<String>

    /// Creates a graph from its parts, as given.
    public init(
        components: [Component], dependencyProtocols: [DependencyProtocol], edges: [Edge],
        constructions: [Construction], imports: [String], otherProtocolNames: Set<String> = []
    ) {
        self.components = components
        self.dependencyProtocols = dependencyProtocols
        self.edges = edges
        self.constructions = constructions
        self.imports = imports
        self.otherProtocolNames = otherProtocolNames
    }
}

extension ComponentGraph {
    /// The name Needle gives the dependency of a component that needs nothing.
    public static let emptyDependencyName = "EmptyDependency"

    /// A Needle component: a class whose first inherited type is `Component<SomeDependency>`,
    /// or a root, whose first inherited type is `BootstrapComponent`.
    public struct Component: Sendable, Hashable {
        /// The class name.
        public var name: String
        /// Where the class is declared (its `class` keyword).
        public var location: SourceLocation
        /// Whether this is a root (`BootstrapComponent` subclass).
        public var isRoot: Bool
        /// The dependency protocol's name, without a module prefix; `EmptyDependency` for roots.
        public var dependencyName: String
        /// Where the dependency protocol is named (the generic argument; the class keyword for roots).
        public var dependencyLocation: SourceLocation
        /// The typed properties of the class body, then of its extensions, in source order;
        /// see `Property.isProvided` for the ones descendants can use.
        public var properties: [Property]

        /// Creates a component.
        public init(
            name: String, location: SourceLocation, isRoot: Bool, dependencyName: String,
            dependencyLocation: SourceLocation, properties: [Property]
        ) {
            self.name = name
            self.location = location
            self.isRoot = isRoot
            self.dependencyName = dependencyName
            self.dependencyLocation = dependencyLocation
            self.properties = properties
        }

        /// Whether the component needs nothing (`EmptyDependency`): Needle registers it with
        /// `EmptyDependencyProvider` and generates no provider class.
        public var needsNothing: Bool { dependencyName == ComponentGraph.emptyDependencyName }

        /// The properties descendants can be given (`Property.isProvided`).
        public var providedProperties: [Property] { properties.filter(\.isProvided) }
    }

    /// A dependency protocol: a protocol whose first inherited type is `Dependency`.
    public struct DependencyProtocol: Sendable, Hashable {
        /// The protocol name.
        public var name: String
        /// Where the protocol is declared (its `protocol` keyword).
        public var location: SourceLocation
        /// What a component with this dependency needs from its ancestors, in source order.
        public var properties: [Property]

        /// Creates a dependency protocol.
        public init(name: String, location: SourceLocation, properties: [Property]) {
            self.name = name
            self.location = location
            self.properties = properties
        }
    }

    /// A typed property (`var name: Type`) of a component or a dependency protocol.
    public struct Property: Sendable, Hashable {
        /// The property name.
        public var name: String
        /// The type as written, with whitespace and comments between its tokens normalized
        /// to one space (`[String: Int]`); Needle matches types by this text.
        public var type: String
        /// Where the property is declared (its `var` or `let` keyword).
        public var location: SourceLocation
        /// Its visibility, as Needle reads it: from the first modifier of the declaration, or of
        /// the extension that holds it (so `private(set) var` counts as private, as in Needle).
        public var visibility: Visibility
        /// Whether it is `static` or `class`: a component instance cannot provide it.
        public var isStatic: Bool
        /// Whether it is declared in an extension of the component rather than its class body.
        public var inExtension: Bool

        /// Creates a property.
        public init(
            name: String, type: String, location: SourceLocation, visibility: Visibility = .internal, isStatic: Bool = false,
            inExtension: Bool = false
        ) {
            self.name = name
            self.type = type
            self.location = location
            self.visibility = visibility
            self.isStatic = isStatic
            self.inExtension = inExtension
        }

        /// `name: Type`, as messages show it.
        public var signature: String { "\(name): \(type)" }

        /// Whether descendants can be given this property, by Needle's rule: never when private
        /// or fileprivate (or static); in the class body only when public — Needle leaves
        /// internal class-body properties out ("internal properties cannot be seen by the needle
        /// generated code"); in an extension, also when internal.
        public var isProvided: Bool { visibility != .private && !isStatic && (inExtension || visibility == .public) }

        /// An internal property of the class body: what a developer may think provides a
        /// dependency, but Needle does not see.
        public var isHiddenFromNeedle: Bool { visibility == .internal && !isStatic && !inExtension }

        /// Whether Needle's dynamic registration lists it in `localTable`: provided and public
        /// (declared `public`, or in a `public extension`).
        public var isRegistered: Bool { isProvided && visibility == .public }
    }

    /// How visible a property is to Needle's generated code.
    public enum Visibility: String, Sendable, Hashable {
        /// `public` first (Needle's `isPublic` reads the first modifier only).
        case `public`
        /// Anything else first that is not private: none, `internal`, `package`, and also
        /// `open`, `final`, `lazy`, … (so `final public var` is internal, as in Needle).
        case `internal`
        /// `private` or `fileprivate` (including `private(set)`): Needle ignores the property.
        case `private`
    }

    /// A parent → child link of the component tree.
    public struct Edge: Sendable, Hashable {
        /// The constructing component.
        public var parent: String
        /// The constructed component.
        public var child: String
        /// The first call in the parent that links them.
        public var location: SourceLocation

        /// Creates an edge.
        public init(parent: String, child: String, location: SourceLocation) {
            self.parent = parent
            self.child = child
            self.location = location
        }
    }

    /// A construction of a component with a `parent:` argument (`ProfileComponent(parent: self)`).
    public struct Construction: Sendable, Hashable {
        /// The constructed component.
        public var component: String
        /// The `parent:` argument as written, whitespace normalized.
        public var parentArgument: String
        /// Where the call starts.
        public var location: SourceLocation

        /// Creates a construction.
        public init(component: String, parentArgument: String, location: SourceLocation) {
            self.component = component
            self.parentArgument = parentArgument
            self.location = location
        }

        /// Whether the parent is `self`, as Needle requires.
        public var passesSelf: Bool { parentArgument == "self" }
    }
}

extension ComponentGraph {
    /// The first component declared with `name`.
    public func component(named name: String) -> Component? {
        componentIndex[name].map { components[$0] }
    }

    /// The first dependency protocol declared with `name`.
    public func dependencyProtocol(named name: String) -> DependencyProtocol? {
        dependencyProtocols.first { $0.name == name }
    }

    /// Index of the first component of each name.
    var componentIndex: [String: Int] {
        var index: [String: Int] = [:]
        for (offset, component) in components.enumerated() where index[component.name] == nil {
            index[component.name] = offset
        }
        return index
    }
}
