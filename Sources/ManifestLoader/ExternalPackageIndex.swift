import Foundation
import ScaffoldSupport

/// The packages a Tuist workspace declares in `Tuist/Package.swift` (or Tuist 3's
/// `Tuist/Dependencies.swift`), read offline with `swift package dump-package`, and the products
/// each offers: a local package's from its own manifest, a remote one's from its checkout
/// (`Tuist/.build/checkouts/<name>`, made by `tuist install` or `swift package resolve`) when
/// there is one. A remote package without a checkout offers the product named like it, loosely
/// (`ComposableArchitecture` for `swift-composable-architecture`).
struct ExternalPackageIndex {
    /// One package and its products.
    struct Entry {
        /// The package's name in the project: its URL's or folder's last component.
        var name: String
        /// Its `packages:` fields: `url` and a version rule, or `path` (absolute here).
        var fields: [(key: String, value: String)]
        /// The products it offers.
        var products: [String]
        /// Whether `products` were read (false: a remote package without a checkout, whose
        /// products are guessed from its name).
        var read = true
    }

    /// Why the packages could not be read.
    struct ReadFailure: Error {
        var message: String
    }

    /// The manifest read (`Tuist/Package.swift`).
    var manifest: URL
    /// Its packages, in the order declared.
    var entries: [Entry]
    /// Every file read, for the cache's up-to-date check.
    var files: [URL]

    /// The package offering `product`, if any.
    func entry(offering product: String) -> Entry? {
        entries.first { $0.products.contains(product) }
            ?? entries.first { !$0.read && Self.loosely($0.name) == Self.loosely(product) }
    }

    /// `name` without case, a leading `swift-`, `-` and `_`: `swift-composable-architecture`
    /// and `ComposableArchitecture` are loosely the same.
    static func loosely(_ name: String) -> String {
        var text = name.lowercased()
        if text.hasPrefix("swift-") { text.removeFirst(6) }
        return text.filter { $0 != "-" && $0 != "_" }
    }

    /// Every product offered, sorted, for hints.
    var products: [String] { Array(Set(entries.flatMap(\.products))).sorted() }

    /// The workspace's external packages manifest: `Tuist/Package.swift` or
    /// `Tuist/Dependencies.swift` in `root` or the nearest folder above holding one, within
    /// `folders` (the folders the loader may search, nearest first).
    /// Tuist 4 also takes a `Package.swift` beside `Tuist/` (the root's own package manifest,
    /// its `PackageSettings` under `#if TUIST`).
    static func manifest(in folders: [URL]) -> URL? {
        for folder in folders {
            let tuistPackage = folder.appendingPathComponent("Tuist/Package.swift")
            if DirectoryListing.exists(tuistPackage.path) { return tuistPackage }
            let rootPackage = folder.appendingPathComponent("Package.swift")
            if DirectoryListing.isFolder(folder.appendingPathComponent("Tuist").path), DirectoryListing.exists(rootPackage.path) { return rootPackage }
            // Tuist 3's manifest, which Tuist 4 ignores: read when no Package.swift is there.
            let dependencies = folder.appendingPathComponent("Tuist/Dependencies.swift")
            if DirectoryListing.exists(dependencies.path) { return dependencies }
        }
        return nil
    }

    /// Reads `manifest` and the packages it names with `swift` (`swift package dump-package`).
    /// Tuist 3's `Dependencies.swift` is compiled and run by `evaluate` (with the workspace's
    /// helpers and plugins, cached like a project manifest): it prints its packages.
    static func read(_ manifest: URL, swift: URL, environment: [String: String], timeout: Double,
                     evaluate: ((URL) throws(DiagnosticsError) -> String)? = nil) -> Result<ExternalPackageIndex, ReadFailure> {
        if manifest.lastPathComponent == "Dependencies.swift" {
            return readDependencies(manifest, swift: swift, environment: environment, timeout: timeout, evaluate: evaluate)
        }
        let packageFolder = manifest.deletingLastPathComponent()
        let cache = PackageDumpCache(root: packageFolder.lastPathComponent == "Tuist" ? packageFolder.deletingLastPathComponent() : packageFolder)
        let dump = { (folder: URL) in Self.dump(folder, swift: swift, environment: environment, timeout: timeout, cache: cache) }
        let dumped: [String: Any]
        switch dump(packageFolder) {
        case .failure(let failure): return .failure(failure)
        case .success(let value): dumped = value
        }
        var index = ExternalPackageIndex(manifest: manifest, entries: [], files: [manifest])
        for dependency in dumped["dependencies"] as? [[String: Any]] ?? [] {
            if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first,
               let entry = remoteEntry(remote, checkouts: packageFolder.appendingPathComponent(".build/checkouts"), dump: dump, files: &index.files) {
                index.entries.append(entry)
            } else if let local = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = local["path"] as? String {
                let folder = URL(fileURLWithPath: path).standardizedFileURL
                index.entries.append(localEntry(folder, name: folder.lastPathComponent, dump: dump, files: &index.files))
            }
        }
        return .success(index)
    }

    /// The packages of Tuist 3's `Dependencies.swift`: a remote one's products from its checkout
    /// (`Tuist/Dependencies/SwiftPackageManager/.build/checkouts`, where `tuist fetch` puts it,
    /// or `Tuist/.build/checkouts`), a local one's from its manifest.
    private static func readDependencies(_ manifest: URL, swift: URL, environment: [String: String], timeout: Double,
                                         evaluate: ((URL) throws(DiagnosticsError) -> String)?) -> Result<ExternalPackageIndex, ReadFailure> {
        guard let evaluate else { return .failure(ReadFailure(message: "cannot read \(manifest.lastPathComponent) here")) }
        guard DirectoryListing.isRegularFile(manifest.path) else {
            return .failure(ReadFailure(message: "cannot read Tuist/Dependencies.swift: it is not a regular file"))
        }
        let text: String
        do {
            text = try evaluate(manifest)
        } catch {
            let first = error.diagnostics.first { $0.severity == .error }?.message ?? "it does not compile"
            return .failure(ReadFailure(message: "cannot read Tuist/Dependencies.swift: " + first))
        }
        guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let packages = json["externalPackages"] as? [String: Any] else {
            return .failure(ReadFailure(message: "Tuist/Dependencies.swift printed no packages; it must create a Dependencies(…)"))
        }
        let tuistFolder = manifest.deletingLastPathComponent()
        let cache = PackageDumpCache(root: tuistFolder.deletingLastPathComponent())
        let dump = { (folder: URL) in Self.dump(folder, swift: swift, environment: environment, timeout: timeout, cache: cache) }
        let checkoutFolders = ["Dependencies/SwiftPackageManager/.build/checkouts", ".build/checkouts"].map { tuistFolder.appendingPathComponent($0) }
        var index = ExternalPackageIndex(manifest: manifest, entries: [], files: [manifest])
        for name in packages.keys.sorted() {
            guard let fields = packages[name] as? [String: Any] else { continue }
            let values = fields.filter { !$0.key.hasPrefix("@") }.compactMap { key, value in (value as? String).map { (key: key, value: $0) } }
                .sorted { $0.key < $1.key }
            if let path = fields["path"] as? String {
                let folder = URL(fileURLWithPath: path, relativeTo: tuistFolder).standardizedFileURL
                index.entries.append(localEntry(folder, name: name, dump: dump, files: &index.files))
            } else if fields["url"] is String {
                index.entries.append(checkoutEntry(name: name, identity: name.lowercased(), fields: values, in: checkoutFolders, dump: dump, files: &index.files))
            }
        }
        return .success(index)
    }

    private static func remoteEntry(_ remote: [String: Any], checkouts: URL, dump: (URL) -> Result<[String: Any], ReadFailure>, files: inout [URL]) -> Entry? {
        guard let location = ((remote["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first?["urlString"] as? String else { return nil }
        var name = URL(fileURLWithPath: location).lastPathComponent
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        let identity = (remote["identity"] as? String) ?? name.lowercased()
        return checkoutEntry(name: name, identity: identity, fields: [("url", location)] + requirement(remote["requirement"] as? [String: Any] ?? [:]),
                             in: [checkouts], dump: dump, files: &files)
    }

    /// A local package's entry: its products from its manifest.
    private static func localEntry(_ folder: URL, name: String, dump: (URL) -> Result<[String: Any], ReadFailure>, files: inout [URL]) -> Entry {
        files.append(folder.appendingPathComponent("Package.swift"))
        let products = (try? dump(folder).get()).map(productNames) ?? []
        return Entry(name: name, fields: [("path", folder.path)], products: products)
    }

    /// A remote package's entry: its products from its checkout (the first of `folders`
    /// holding a folder named like `identity`, case aside), else the product named like it.
    private static func checkoutEntry(name: String, identity: String, fields: [(key: String, value: String)], in folders: [URL],
                                      dump: (URL) -> Result<[String: Any], ReadFailure>, files: inout [URL]) -> Entry {
        let checkout = folders.lazy.compactMap { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.first { $0.lowercased() == identity }.map { folder.appendingPathComponent($0) }
        }.first
        var products = [name]
        if let checkout {
            files.append(checkout.appendingPathComponent("Package.swift"))
            if let dumped = try? dump(checkout).get() { products = productNames(dumped) }
        }
        return Entry(name: name, fields: fields, products: products, read: checkout != nil)
    }

    /// The version rule of a dumped requirement, in `packages:` keys.
    private static func requirement(_ requirement: [String: Any]) -> [(key: String, value: String)] {
        if let range = (requirement["range"] as? [[String: String]])?.first, let lower = range["lowerBound"], let upper = range["upperBound"] {
            let major = lower.split(separator: ".").first.flatMap { Int($0) }
            return upper == major.map({ "\($0 + 1).0.0" }) ? [("from", lower)] : [("minVersion", lower), ("maxVersion", upper)]
        }
        if let exact = (requirement["exact"] as? [String])?.first { return [("exactVersion", exact)] }
        if let branch = (requirement["branch"] as? [String])?.first { return [("branch", branch)] }
        if let revision = (requirement["revision"] as? [String])?.first { return [("revision", revision)] }
        return []
    }

    /// The products of each local package of `tree`'s `packages:` (a `path` relative to
    /// `root`) whose manifest `swift package dump-package` reads, by package name.
    /// Each manifest read is logged, so a change to one loads the project again.
    /// The dumps are cached under `cacheRoot` (the workspace's root, where the external
    /// packages' dumps are kept too).
    static func localProducts(of tree: ManifestNode, root: URL, cacheRoot: URL, swift: URL, environment: [String: String], timeout: Double,
                              log: ConsultationLog) -> [String: LocalPackageProducts] {
        let cache = PackageDumpCache(root: cacheRoot)
        var products: [String: LocalPackageProducts] = [:]
        for entry in tree.value(forKey: "packages")?.entries ?? [] {
            guard let path = entry.value.value(forKey: "path")?.scalar else { continue }
            let folder = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
            let manifest = folder.appendingPathComponent("Package.swift")
            guard DirectoryListing.exists(manifest.path) else { continue }
            log.recordFile(manifest.path)
            guard let dumped = try? dump(folder, swift: swift, environment: environment, timeout: timeout, cache: cache).get() else { continue }
            let hasDependencies = !((dumped["dependencies"] as? [Any]) ?? []).isEmpty
            products[entry.key] = LocalPackageProducts(products: productNames(dumped), hasDependencies: hasDependencies)
        }
        return products
    }

    private static func productNames(_ dumped: [String: Any]) -> [String] {
        (dumped["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    /// `swift package dump-package` of the package in `folder`, as JSON: from `cache` when its
    /// `Package.swift` is unchanged, else run (and a description it printed kept in `cache`).
    private static func dump(_ folder: URL, swift: URL, environment: [String: String], timeout: Double,
                             cache: PackageDumpCache) -> Result<[String: Any], ReadFailure> {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard DirectoryListing.isRegularFile(manifest.path) else {
            return .failure(ReadFailure(message: "cannot read \(manifest.path): it is not a regular file"))
        }
        let key = cache.key(of: manifest, swift: swift)
        if let key, let text = cache.text(for: manifest, key: key),
           let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
            return .success(json)
        }
        let run = CapturedRun.run([swift.path, "package", "dump-package", "--package-path", folder.path], environment: environment, timeout: timeout)
        guard run.outcome == .exited(0) else {
            return .failure(ReadFailure(message: "`swift package dump-package` failed for \(folder.path): " + run.errors.suffix(3).joined(separator: " ")))
        }
        let text = run.output.joined(separator: "\n")
        guard let json = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return .failure(ReadFailure(message: "`swift package dump-package` printed no package description for \(folder.path)"))
        }
        // Stored only if the manifest kept its key while it was dumped.
        if let key, key == cache.key(of: manifest, swift: swift) { cache.store(text, for: manifest, key: key) }
        return .success(json)
    }
}

/// What a local package's manifest says of its products.
struct LocalPackageProducts {
    /// Its own products.
    var products: [String]
    /// Whether it depends on other packages, whose products Xcode also finds through it.
    var hasDependencies: Bool
}

/// What `scaffold install` needs of a Tuist workspace's external packages.
public enum TuistDependencies {
    /// The manifest declaring `root`'s external packages: `Tuist/Package.swift`, a
    /// `Package.swift` beside `Tuist/`, or Tuist 3's `Tuist/Dependencies.swift`; `nil` without one.
    public static func manifest(root: URL) -> URL? {
        ExternalPackageIndex.manifest(in: [root])
    }

    /// The `swift` executable beside the compiler scaffold compiles manifests with.
    public static func swiftExecutable(options: SwiftManifestOptions, environment: [String: String]) -> URL? {
        (try? SwiftToolchain.locate(options: options, environment: environment)).map {
            $0.compiler.deletingLastPathComponent().appendingPathComponent("swift")
        }
    }
}
