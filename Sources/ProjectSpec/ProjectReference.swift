/// Another Xcode project that this project's targets depend on (XcodeGen's
/// `projectReferences`, Tuist's `.project(target:path:)`): shown as a file reference in the
/// project, its products reachable as `PBXReferenceProxy` objects.
///
/// A dependency on one of its targets is a `Dependency` of kind `.target` named
/// `<reference name>/<target name>` (see `Dependency.crossProject(target:in:)`).
public struct ProjectReference: Sendable, Hashable, Encodable {
    /// The name dependencies use before the `/` (`Sentry` in `Sentry/SentrySwiftUI`).
    public var name: String
    /// The `.xcodeproj` folder, relative to the project root.
    public var path: String
    /// What the manifest already knows of the other project's targets, by name. When the
    /// other `.xcodeproj` exists, the generator reads the rest (IDs, product types) from it;
    /// when it does not, a target's entry here decides its product, else it is taken to be
    /// a framework named after the target.
    public var targets: [String: ExternalTarget]

    /// Creates a reference.
    public init(name: String, path: String, targets: [String: ExternalTarget] = [:]) {
        self.name = name
        self.path = path
        self.targets = targets
    }
}

/// A target of another project, as far as the manifest knows it.
public struct ExternalTarget: Sendable, Hashable, Encodable {
    /// The target's name in the other project.
    public var name: String
    /// What it builds.
    public var type: ProductType
    /// The product's name when it differs from the target's.
    public var productName: String?

    /// Creates a description of another project's target.
    public init(name: String, type: ProductType, productName: String? = nil) {
        self.name = name
        self.type = type
        self.productName = productName
    }
}

extension Dependency {
    /// A dependency on `target` of the referenced project `project` (a `projectReferences`
    /// name): linked and embedded by the same rules as a target of this project.
    public static func crossProject(target: String, in project: String) -> Dependency {
        Dependency(kind: .target, name: "\(project)/\(target)")
    }
}
