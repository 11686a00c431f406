import ProjectSpec
import ScaffoldSupport

/// Describes the package of one `packagePath` folder, collecting what cannot be expressed.
struct PackageBuilder {
    /// The package folder, normalized (`""` for the project root).
    let folder: String
    let project: Project
    /// The problems found while building.
    private(set) var diagnostics: [Diagnostic] = []
    /// The identity SwiftPM gives each package dependency, for the clash check.
    private var identities: [PackageDependency: String] = [:]

    init(folder: String, project: Project) {
        self.folder = folder
        self.project = project
    }

    /// The package; check `diagnostics` afterwards.
    mutating func build() -> PackageModel {
        let targets = project.targets
            .filter { $0.packagePath.map(PackagePaths.normalized) == folder }
            .sorted { $0.name < $1.name }
        var model = PackageModel(folder: folder, name: PackagePaths.lastComponent(folder) ?? project.name)
        if PackagePaths.relative(folder, inside: "") == nil {
            let names = targets.map { "'\($0.name)'" }.joined(separator: ", ")
            error("packagePath '\(folder)' of \(names) is outside the project folder", hint: "scaffold writes files only inside the project folder")
        }
        model.platforms = platforms(of: targets)
        model.products = targets.compactMap(Self.product)
        model.targets = targets.map { packageTarget(for: $0) }
        model.dependencies = identities.keys.sorted { sortKey($0).lexicographicallyPrecedes(sortKey($1)) }
        checkIdentities(packageName: model.name)
        return model
    }

    // MARK: Platforms and products

    private mutating func platforms(of targets: [Target]) -> [PlatformVersion] {
        var versions: [Platform: [(target: String, version: String)]] = [:]
        for target in targets {
            guard let version = target.deploymentTarget ?? project.options.deploymentTarget[target.platform] else { continue }
            versions[target.platform, default: []].append((target.name, version))
        }
        return Platform.concrete.compactMap { platform in
            guard let entries = versions[platform], let first = entries.first else { return nil }
            if Set(entries.map(\.version)).count > 1 {
                let list = entries.map { "'\($0.target)' \($0.version)" }.joined(separator: ", ")
                error("the targets of package '\(model(folder))' need different \(platform.rawValue) deployment targets: \(list)",
                      hint: "a Package.swift has one minimum version per platform; give them the same deploymentTarget or different packagePath folders")
            }
            return PlatformVersion(platform: platform, version: first.version)
        }
    }

    private static func product(for target: Target) -> LibraryProduct? {
        switch target.type {
        case .framework: return LibraryProduct(name: target.name, linkage: nil)
        case .staticFramework, .staticLibrary: return LibraryProduct(name: target.name, linkage: .static)
        case .dynamicLibrary: return LibraryProduct(name: target.name, linkage: .dynamic)
        default: return nil
        }
    }

    // MARK: Targets

    private mutating func packageTarget(for target: Target) -> PackageTarget {
        var layout = TargetLayout(target: target, folder: folder)
        var result = layout.packageTarget()
        diagnostics += layout.diagnostics
        var dependencies = Set<TargetDependency>()
        for dependency in target.dependencies {
            switch dependency.kind {
            case .target:
                if let mapped = targetDependency(dependency.name, of: target) { dependencies.insert(mapped) }
            case .package:
                if let mapped = packageDependency(dependency, of: target) { dependencies.insert(mapped) }
            case .sdk:
                if dependency.link != false { result.linkerSettings.append(Self.linkerSetting(forSDK: dependency.name)) }
            case .framework, .carthage, .bundle:
                error("target '\(target.name)' depends on the prebuilt \(dependency.kind == .bundle ? "bundle" : "framework") '\(dependency.name)', which Package.swift cannot express",
                      hint: "wrap it in an XCFramework behind a binaryTarget in a local package, and depend on that package")
            }
        }
        result.dependencies = dependencies.sorted()
        result.linkerSettings = Set(result.linkerSettings).sorted()
        return result
    }

    private mutating func targetDependency(_ name: String, of target: Target) -> TargetDependency? {
        guard let other = project.target(named: name) else {
            error("target '\(target.name)' depends on target '\(name)', which does not exist")
            return nil
        }
        guard let otherFolder = other.packagePath.map(PackagePaths.normalized) else {
            error("target '\(target.name)' (packagePath '\(model(folder))') depends on target '\(name)', which has no packagePath",
                  hint: "give '\(name)' a packagePath too, so SwiftPM can find it")
            return nil
        }
        if otherFolder == folder { return .target(name) }
        guard Self.product(for: other) != nil else {
            error("target '\(target.name)' depends on target '\(name)' of package '\(model(otherFolder))', which is of type '\(other.type.rawValue)', not a framework or library",
                  hint: "only frameworks and libraries become products another package can depend on")
            return nil
        }
        guard let path = PackagePaths.relative(otherFolder, from: folder) else { return nil }
        let identity = PackagePaths.lastComponent(otherFolder) ?? project.name
        add(.local(path: path), identity: identity)
        return .product(name: name, package: identity)
    }

    private mutating func packageDependency(_ dependency: Dependency, of target: Target) -> TargetDependency? {
        guard let package = project.package(named: dependency.name) else {
            error("target '\(target.name)' depends on package '\(dependency.name)', which is not in 'packages'")
            return nil
        }
        let product = dependency.product ?? dependency.name
        switch package.source {
        case let .remote(url, requirement):
            for version in requirement.versions where !SemanticVersion.isValid(version) {
                error("version '\(version)' of package '\(package.name)' is not a semantic version",
                      hint: SemanticVersion.hint(for: version))
            }
            let identity = Self.identity(ofURL: url)
            add(.remote(url: url, requirement: requirement), identity: identity)
            return .product(name: product, package: identity)
        case let .local(path):
            guard let relative = PackagePaths.relative(path, from: folder) else { return nil }
            let identity = PackagePaths.lastComponent(path) ?? project.name
            add(.local(path: relative), identity: identity)
            return .product(name: product, package: identity)
        }
    }

    /// `StoreKit.framework` → a framework; `libz.tbd`, `libz.dylib`, `libz.a` → library `z`.
    static func linkerSetting(forSDK written: String) -> LinkerSetting {
        // `sdk: Platforms/…/XCTest.framework` (under a `root:`) links the framework by its name.
        let name = ProjectPath.lastComponent(written)
        if name.hasSuffix(".framework") { return .framework(String(name.dropLast(".framework".count))) }
        for suffix in [".tbd", ".dylib", ".a", ".so"] where name.hasSuffix(suffix) {
            let library = name.dropLast(suffix.count)
            return .library(String(library.hasPrefix("lib") ? library.dropFirst(3) : library))
        }
        return .framework(name)
    }

    /// SwiftPM's identity of a remote package: the URL's last path component without `.git`.
    static func identity(ofURL url: String) -> String {
        var trimmed = Substring(url)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? String(trimmed)
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }

    // MARK: Package dependencies

    private mutating func add(_ dependency: PackageDependency, identity: String) {
        identities[dependency] = identity
    }

    private func sortKey(_ dependency: PackageDependency) -> [String] {
        switch dependency {
        case let .local(path): return [identities[dependency]?.lowercased() ?? "", "0", path]
        case let .remote(url, requirement):
            return [identities[dependency]?.lowercased() ?? "", "1", url] + requirement.manifestFields.flatMap { [$0.key, $0.value] }
        }
    }

    /// SwiftPM refuses two dependencies with one identity, and one with the package's own.
    private mutating func checkIdentities(packageName: String) {
        let byIdentity = Dictionary(grouping: identities) { $0.value.lowercased() }
        for identity in byIdentity.keys.sorted() {
            let locations = (byIdentity[identity] ?? []).map { Self.location(of: $0.key) }.sorted()
            if identity == packageName.lowercased() {
                error("package '\(model(folder))' depends on \(locations.joined(separator: ", ")), whose identity '\(identity)' is its own",
                      hint: "rename one of the folders or the repository")
            } else if locations.count > 1 {
                error("package '\(model(folder))' depends on \(locations.joined(separator: " and ")), which share the identity '\(identity)'",
                      hint: "SwiftPM tells packages apart by the last component of their path or URL; use one of them")
            }
        }
    }

    private static func location(of dependency: PackageDependency) -> String {
        switch dependency {
        case let .local(path): return "'\(path)'"
        case let .remote(url, _): return "'\(url)'"
        }
    }

    // MARK: Diagnostics

    private func model(_ folder: String) -> String { folder.isEmpty ? "." : folder }

    private mutating func error(_ message: String, hint: String? = nil) {
        diagnostics.append(.error(message, hint: hint))
    }
}

extension VersionRequirement {
    /// The version numbers the rule names (none for a branch or a revision).
    var versions: [String] {
        switch self {
        case let .upToNextMajor(version), let .upToNextMinor(version), let .exact(version): return [version]
        case let .range(from, to): return [from, to]
        case .branch, .revision: return []
        }
    }
}
