/// A target in the Xcode project (`targets:`).
public struct Target: Sendable, Hashable {
    /// The target name; a valid module name.
    public var name: String
    /// What it builds.
    public var type: ProductType
    /// The platform it builds for.
    public var platform: Platform
    /// Its minimum OS version; the project's option for the platform when `nil`.
    public var deploymentTarget: String?
    /// Source files and folders compiled into it.
    public var sources: [TargetSource]
    /// Resource files and folders copied into it.
    public var resources: [TargetSource]
    /// What it depends on.
    public var dependencies: [Dependency]
    /// Its build settings.
    public var settings: Settings
    /// Run Script phases before compiling sources.
    public var preBuildScripts: [BuildScript]
    /// Run Script phases after compiling sources, before linking.
    public var postCompileScripts: [BuildScript]
    /// Run Script phases at the end of the build.
    public var postBuildScripts: [BuildScript]
    /// The folder whose `Package.swift` describes this target for SwiftPM, relative to the
    /// project root; `nil` when the target lives only in the Xcode project. Targets sharing a
    /// folder share one package.
    public var packagePath: String?

    /// Creates a target.
    public init(
        name: String, type: ProductType, platform: Platform, deploymentTarget: String? = nil,
        sources: [TargetSource] = [], resources: [TargetSource] = [], dependencies: [Dependency] = [],
        settings: Settings = Settings(), preBuildScripts: [BuildScript] = [], postCompileScripts: [BuildScript] = [],
        postBuildScripts: [BuildScript] = [], packagePath: String? = nil
    ) {
        self.name = name
        self.type = type
        self.platform = platform
        self.deploymentTarget = deploymentTarget
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.settings = settings
        self.preBuildScripts = preBuildScripts
        self.postCompileScripts = postCompileScripts
        self.postBuildScripts = postBuildScripts
        self.packagePath = packagePath
    }
}

/// A source or resource entry: a file or folder, with optional filters inside a folder.
public struct TargetSource: Sendable, Hashable {
    /// The file or folder, relative to the project root.
    public var path: String
    /// Glob patterns, relative to `path`, of files to leave out.
    public var excludes: [String]
    /// Glob patterns, relative to `path`, of the only files to take.
    public var includes: [String]
    /// Whether a missing path is fine (for files a generator writes later).
    public var optional: Bool
    /// How Xcode shows a folder: as groups of files (the default) or as one folder reference.
    public var type: Kind

    /// How a folder entry appears in Xcode.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A group per folder and a reference per file.
        case group
        /// One blue folder reference, copied as a whole into the product's resources.
        case folder
    }

    /// Creates a source entry.
    public init(path: String, excludes: [String] = [], includes: [String] = [], optional: Bool = false, type: Kind = .group) {
        self.path = path
        self.excludes = excludes
        self.includes = includes
        self.optional = optional
        self.type = type
    }
}

/// Something a target links or depends on.
public struct Dependency: Sendable, Hashable {
    /// What kind of thing the dependency names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Another target of the project.
        case target
        /// A product of a Swift package.
        case package
        /// A system framework or library (`UIKit.framework`, `libz.tbd`).
        case sdk
        /// A prebuilt framework at a path.
        case framework
    }

    /// The kind.
    public var kind: Kind
    /// The target, package, SDK or framework path named.
    public var name: String
    /// For packages, the product; the package's name when not given.
    public var product: String?
    /// Whether to embed it; Xcode's default for the kind when `nil`.
    public var embed: Bool?
    /// Whether to link it; `true` when `nil`.
    public var link: Bool?

    /// Creates a dependency.
    public init(kind: Kind, name: String, product: String? = nil, embed: Bool? = nil, link: Bool? = nil) {
        self.kind = kind
        self.name = name
        self.product = product
        self.embed = embed
        self.link = link
    }
}
