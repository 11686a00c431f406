/// Something a target links or depends on.
public struct Dependency: Sendable, Hashable, Encodable {
    /// What kind of thing the dependency names.
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
        /// Another target of the project, or `Project/Target` of a referenced project.
        case target
        /// A product of a Swift package.
        case package
        /// A system framework or library (`UIKit.framework`, `libz.tbd`).
        case sdk
        /// A prebuilt framework at a path.
        case framework
        /// A framework Carthage builds (`Carthage/Build/<platform>/<name>.framework`).
        case carthage
        /// A bundle copied into the product's resources (`Foo.bundle`).
        case bundle
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
    /// Whether it is linked weakly (`ATTRIBUTES = (Weak)`).
    public var weak = false
    /// Whether an embedded copy is signed; `true` when `nil`.
    public var codeSign: Bool?
    /// Whether headers are removed from an embedded copy; `true` when `nil`.
    public var removeHeaders: Bool?
    /// The platforms it applies to (`platformFilter`, `platformFilters`); all when empty.
    public var platformFilters: [String] = []
    /// For `carthage:`, whether it stands for every framework of its `.version` file
    /// (`findFrameworks`); the project's `findCarthageFrameworks` when `nil`.
    public var findFrameworks: Bool?
    /// For `framework:`, whether it is a product another project or a workspace builds, found in
    /// the build products folder (XcodeGen's `implicit`): its name is the product's file name.
    public var implicit = false
    /// Where an embedded copy goes instead of the kind's own phase (`copy: {destination,
    /// subpath}`): XcodeGen's "Embed Dependencies" phases.
    public var copy: CopyDestination?
    /// For `Project/Target`, the name the project records for the dependency (the
    /// `PBXTargetDependency`'s `name` and its proxy's `remoteInfo`) when it is not the target's
    /// current name: Xcode keeps the name a target had when the dependency was made, and finds
    /// the target by its identifier. scaffold's own key, written by `scaffold import`; the
    /// target's name when `nil`.
    public var recordedName: String?
    /// For `sdk:`, the build-setting root its path is under (XcodeGen's `root`: `DEVELOPER_DIR`
    /// for `Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework`); the
    /// SDK's (`SDKROOT`) when `nil`.
    public var root: String?

    /// A Copy Files destination: one of Xcode's folder names (`plugins`, `frameworks`,
    /// `resources`, `productsDirectory`…) and a path inside it.
    public struct CopyDestination: Sendable, Hashable, Encodable {
        /// The folder, by XcodeGen's name.
        public var destination: String
        /// The path inside it.
        public var subpath: String

        /// Creates a destination.
        public init(destination: String, subpath: String = "") {
            self.destination = destination
            self.subpath = subpath
        }
    }

    /// Creates a dependency.
    public init(kind: Kind, name: String, product: String? = nil, embed: Bool? = nil, link: Bool? = nil) {
        self.kind = kind
        self.name = name
        self.product = product
        self.embed = embed
        self.link = link
    }

    /// For `Project/Target`, the referenced project's name; `nil` for a target of this project.
    public var externalProject: String? {
        guard kind == .target, let slash = name.firstIndex(of: "/") else { return nil }
        return String(name[..<slash])
    }

    /// For `Project/Target`, the target's name in the other project; else `name`.
    public var targetName: String {
        guard kind == .target, let slash = name.firstIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }

    /// The path a `carthage:` framework is found at for `platform`, under `buildPath`
    /// (`Carthage/Build` by default): `Carthage/Build/iOS/Name.framework`.
    public func carthageFrameworkPath(platform: Platform, buildPath: String?) -> String {
        let folder: String
        switch platform {
        case .macOS: folder = "Mac"
        case .auto: folder = "iOS"
        default: folder = platform.rawValue
        }
        let file = name.hasSuffix(".framework") ? name : "\(name).framework"
        return "\(buildPath ?? "Carthage/Build")/\(folder)/\(file)"
    }

    /// The project path a file dependency refers to: the framework's or bundle's path, the
    /// Carthage framework's path; `nil` for targets, packages and SDKs.
    public func filePath(platform: Platform, carthageBuildPath: String?) -> String? {
        switch kind {
        case .framework, .bundle: return name
        case .carthage: return carthageFrameworkPath(platform: platform, buildPath: carthageBuildPath)
        case .target, .package, .sdk: return nil
        }
    }
}
