/// What a target depends on: another target, a package product, an SDK or a prebuilt framework.
public struct TargetDependency: Sendable {
    enum Kind: String, Sendable {
        case target, package, sdk, framework, external, project, plugin
    }

    let kind: Kind
    let name: String
    let product: String?
    var embed: Bool?
    var link: Bool?
    var site: CallSite?
    /// What the model cannot express about this dependency, reported at its call.
    var problem: String?

    /// The platforms it applies to (XcodeGen's `platformFilters`); all when empty.
    var platformFilters: [String] = []
    var weak = false

    init(kind: Kind, name: String, product: String?, embed: Bool? = nil, link: Bool? = nil, site: CallSite?, problem: String? = nil) {
        self.kind = kind
        self.name = name
        self.product = product
        self.embed = embed
        self.link = link
        self.site = site
        self.problem = problem
    }

    /// This dependency with `status` and `condition` applied.
    private func with(status: LinkingStatus = .required, condition: PlatformCondition?) -> TargetDependency {
        var result = self
        result.platformFilters = condition?.xcodeGenNames ?? []
        switch status {
        case .required: break
        case .optional: result.weak = true
        case .none: result.link = false
        }
        return result
    }

    /// A target of this project. `link` and `embed` (scaffold's addition, XcodeGen's keys) say
    /// whether its product is linked and embedded where Xcode's rule for its kind would not: a
    /// `link` given wins over `status`.
    public static func target(name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
                              link: Bool? = nil, embed: Bool? = nil,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        var dependency = TargetDependency(kind: .target, name: name, product: nil, site: CallSite(file, line, column)).with(status: status, condition: condition)
        if let link { dependency.link = link }
        dependency.embed = embed
        return dependency
    }

    /// A target of this project, by value.
    public static func target(_ target: Target, condition: PlatformCondition? = nil,
                              file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        .target(name: target.name, condition: condition, file: file, line: line, column: column)
    }

    /// A macro target of this project: built for the compiler, not linked.
    public static func macro(name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .target, name: name, product: nil, link: false, site: CallSite(file, line, column))
    }

    /// A product of one of the project's packages: the package of that name, which Tuist's
    /// manifests use when a package and its product share it.
    public static func package(product: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .package, name: product, product: nil, site: CallSite(file, line, column))
    }

    /// A product of the package `package` (scaffold's spelling for a product named unlike its
    /// package); `link` and `embed`, XcodeGen's keys, where Xcode's rule would not.
    public static func package(product: String, package: String, link: Bool? = nil, embed: Bool? = nil,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .package, name: package, product: product == package ? nil : product, embed: embed, link: link, site: CallSite(file, line, column))
    }

    /// A product of one of the project's packages, of the kind `type` (Tuist's spelling): a
    /// `.plugin` is a build tool plugin the target runs, a `.macro` is built but not linked. The
    /// package is the one named like the product, else the project's only package, else the
    /// one whose name starts the product's (`SwiftLint` for `SwiftLintPlugin`).
    public static func package(product: String, type: PackageType, condition: PlatformCondition? = nil,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: type == .plugin ? .plugin : .package, name: product, product: nil,
                         embed: type == .runtimeEmbedded ? true : nil, link: type == .macro ? false : nil, site: CallSite(file, line, column))
            .with(condition: condition)
    }

    /// A product of one of the project's packages, for some platforms only.
    public static func package(product: String, condition: PlatformCondition?,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        .package(product: product, type: .runtime, condition: condition, file: file, line: line, column: column)
    }

    /// What a package product is to the target that depends on it.
    public enum PackageType: Sendable, Hashable {
        /// Linked (and embedded when it is dynamic).
        case runtime
        /// Linked and embedded.
        case runtimeEmbedded
        /// A build tool plugin.
        case plugin
        /// A Swift macro: built for the compiler, not linked.
        case macro
    }

    /// A system framework or library (`.sdk(name: "StoreKit", type: .framework)`).
    public static func sdk(name: String, type: SDKType, status: LinkingStatus, condition: PlatformCondition? = nil,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        let fileName: String
        switch type {
        case .framework: fileName = name + ".framework"
        case .library: fileName = "lib" + name + ".tbd"
        case .swiftLibrary: fileName = "libswift" + name + ".tbd"
        }
        return TargetDependency(kind: .sdk, name: fileName, product: nil, site: CallSite(file, line, column)).with(status: status, condition: condition)
    }

    /// A system framework or library by its file name (`"libz.dylib"`, `"StoreKit.framework"`), as
    /// Tuist 3 and earlier spelled it.
    public static func sdk(name: String, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .sdk, name: name, product: nil, site: CallSite(file, line, column)).with(status: status, condition: condition)
    }

    /// A required system framework or library.
    public static func sdk(name: String, type: SDKType, condition: PlatformCondition? = nil,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        .sdk(name: name, type: type, status: .required, condition: condition, file: file, line: line, column: column)
    }

    /// A prebuilt framework at `path`.
    public static func framework(path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
                                 file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path.manifestRelative, product: nil, site: CallSite(file, line, column)).with(status: status, condition: condition)
    }

    /// A prebuilt framework at `path`, embedded or not (scaffold's spelling).
    public static func framework(path: Path, embed: Bool?, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path.manifestRelative, product: nil, embed: embed, site: CallSite(file, line, column))
    }

    /// A prebuilt static library with its headers (scaffold links the library; the header and
    /// module map paths are warned about).
    public static func library(path: Path, publicHeaders: Path, swiftModuleMap: Path?, condition: PlatformCondition? = nil,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path.manifestRelative, product: nil, site: CallSite(file, line, column),
                         problem: "a library's publicHeaders and swiftModuleMap are not applied by scaffold (set HEADER_SEARCH_PATHS and SWIFT_INCLUDE_PATHS)")
            .with(condition: condition)
    }

    /// A prebuilt `.xcframework` at `path`.
    public static func xcframework(path: Path, expectedSignature: XCFrameworkSignature? = nil, status: LinkingStatus = .required,
                                   condition: PlatformCondition? = nil,
                                   file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .framework, name: path.manifestRelative, product: nil, site: CallSite(file, line, column),
                         problem: expectedSignature == nil ? nil : "an xcframework's expectedSignature is not checked by scaffold")
            .with(status: status, condition: condition)
    }

    /// XCTest, for a target that is not a test target but uses it.
    public static var xctest: TargetDependency {
        TargetDependency(kind: .sdk, name: "XCTest.framework", product: nil, site: nil)
    }

    /// A product of a package the workspace's `Tuist/Package.swift` declares: scaffold finds the
    /// package offering it and adds it to the project's packages.
    public static func external(name: String, condition: PlatformCondition? = nil,
                                file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .external, name: name, product: nil, site: CallSite(file, line, column)).with(condition: condition)
    }

    /// The target `target` of the project in the folder `path` (relative to the manifest): its
    /// manifest is read for the project's name and the target's product, and the dependency
    /// becomes a reference to that project's `.xcodeproj`.
    public static func project(target: String, path: Path, status: LinkingStatus = .required, condition: PlatformCondition? = nil,
                               file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TargetDependency {
        TargetDependency(kind: .project, name: target, product: path.manifestRelative, site: CallSite(file, line, column)).with(status: status, condition: condition)
    }

    /// The kind of dependency, as Tuist names it.
    public var typeName: String {
        switch kind {
        case .target: return link == false ? "macro" : "target"
        case .package, .plugin: return "package"
        case .sdk: return name == "XCTest.framework" ? "xctest" : "sdk"
        case .framework: return name.hasSuffix(".xcframework") ? "xcframework" : "framework"
        case .external: return "external"
        case .project: return "project"
        }
    }

    var json: ManifestJSON {
        if kind == .project {
            return ManifestJSON.fields([("project", .string(product ?? "")), ("target", .string(name)), ("weak", weak ? .bool(true) : nil),
                                        ("link", link.map(ManifestJSON.bool)), ("platformFilters", ManifestJSON.strings(platformFilters))], at: site)
        }
        if kind == .plugin {
            return ManifestJSON.fields([("plugin", .string(name)), ("package", .string(name))], at: site)
        }
        return ManifestJSON.fields([
            (kind.rawValue, .string(name)),
            ("product", product.map(ManifestJSON.string)),
            ("embed", embed.map(ManifestJSON.bool)),
            ("link", link.map(ManifestJSON.bool)),
            ("weak", weak ? .bool(true) : nil),
            ("platformFilters", ManifestJSON.strings(platformFilters)),
        ], at: site)
    }
}

/// How a dependency is linked: `.optional` links it weakly, `.none` adds it without linking.
public enum LinkingStatus: String, Sendable, Hashable, Codable {
    case required, optional, none
}

/// The kind of SDK dependency.
public enum SDKType: String, Sendable, Hashable, Codable {
    case library, swiftLibrary, framework
}

/// The signature an xcframework is expected to carry.
public enum XCFrameworkSignature: Sendable, Hashable {
    case unsigned
    case signedWithAppleCertificate(teamIdentifier: String, teamName: String)
    case selfSigned(fingerprint: String)
}

/// The platforms a dependency (or file) applies to: `.when([.ios, .macos])`.
public struct PlatformCondition: Sendable, Hashable {
    /// The platforms.
    public let platformFilters: Set<PlatformFilter>

    /// The condition for `platformFilters`, or `nil` (always) when the set is empty.
    public static func when(_ platformFilters: Set<PlatformFilter>) -> PlatformCondition? {
        platformFilters.isEmpty ? nil : PlatformCondition(platformFilters: platformFilters)
    }

    /// XcodeGen's names of the platforms, sorted.
    var xcodeGenNames: [String] { platformFilters.map(\.xcodeGenName).sorted() }
}

/// A platform a condition names.
public enum PlatformFilter: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case ios, macos, tvos, catalyst, driverkit, watchos, visionos

    public static func < (lhs: PlatformFilter, rhs: PlatformFilter) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name XcodeGen's `platformFilters` uses.
    var xcodeGenName: String {
        switch self {
        case .ios: return "iOS"
        case .macos: return "macOS"
        case .tvos: return "tvOS"
        case .catalyst: return "macCatalyst"
        case .driverkit: return "driverKit"
        case .watchos: return "watchOS"
        case .visionos: return "visionOS"
        }
    }
}

/// Tuist's earlier name of ``LinkingStatus`` for frameworks.
public typealias FrameworkStatus = LinkingStatus
/// Tuist's earlier name of ``LinkingStatus`` for SDKs.
public typealias SDKStatus = LinkingStatus
/// A set of platform filters.
public typealias PlatformFilters = Set<PlatformFilter>

extension Set where Element == PlatformFilter {
    /// Every platform.
    public static var all: Set<PlatformFilter> { Set(PlatformFilter.allCases) }
}

extension TargetDependency {
    /// Tuist 3's name of ``PlatformCondition``.
    public typealias Condition = PlatformCondition
}
