import ScaffoldSupport

/// What one Swift file contributes to the graph, before files are merged.
struct FileScan: Sendable {
    /// The file path as diagnostics show it.
    var path: String
    /// Component classes declared in the file, with the calls of their bodies.
    var components: [Scoped<ComponentGraph.Component>] = []
    /// Dependency protocols declared in the file.
    var dependencyProtocols: [ComponentGraph.DependencyProtocol] = []
    /// Names of the other protocols declared in the file.
    var otherProtocols: [String] = []
    /// Every extension in the file (which ones extend a component is known only after merging).
    var extensions: [Scoped<ExtensionScan>] = []
    /// Calls shaped `Name(parent: argument)`, anywhere in the file.
    var constructions: [ComponentGraph.Construction] = []
    /// The file's import statements.
    var imports: [String] = []

    /// Whether the file declares a component or a dependency protocol (its imports then count).
    var declaresEntities: Bool { !components.isEmpty || !dependencyProtocols.isEmpty }
}

/// A declaration with the calls made inside its body.
struct Scoped<Declaration: Sendable>: Sendable {
    /// The declaration.
    var declaration: Declaration
    /// Each call in the body whose callee starts with an identifier (`ChildComponent(…)`).
    var calls: [CallSite] = []
}

/// An extension's extended type name and typed properties.
struct ExtensionScan: Sendable {
    /// The extended type, as written.
    var name: String
    /// Typed properties of the extension body.
    var properties: [ComponentGraph.Property]
}

/// A call inside a component or extension body.
struct CallSite: Sendable, Hashable {
    /// The first token of the called expression (`ChildComponent` in `ChildComponent(parent: self)`).
    var callee: String
    /// Where the call starts.
    var location: SourceLocation
}
