import Foundation
import ScaffoldSupport

/// Turns each `external:` dependency of a Swift manifest (Tuist's `.external(name:)`) into a
/// `package:`/`product:` dependency on the package of the workspace's `Tuist/Package.swift`
/// that offers the product, and adds that package to `packages:`: what `tuist install` then
/// `tuist generate` make of it, done offline (see ``ExternalPackageIndex``).
struct ExternalDependencyResolver {
    /// The project's folder.
    let root: URL
    /// The folders searched for `Tuist/Package.swift`, nearest first.
    let folders: [URL]
    /// The `swift` executable that dumps package manifests.
    let swift: URL
    let environment: [String: String]
    let timeout: Double
    /// Compiles and runs Tuist 3's `Dependencies.swift`, returning what it printed.
    var evaluate: ((URL) throws(DiagnosticsError) -> String)? = nil

    /// `tree` with its external dependencies resolved; unchanged when it has none. A product
    /// no package offers, or a workspace without `Tuist/Package.swift`, is an error at the
    /// dependency.
    func resolve(_ tree: ManifestNode, log: ConsultationLog, diagnostics: inout [Diagnostic]) -> ManifestNode {
        let externals = Self.externalDependencies(in: tree)
        guard let first = externals.first else { return tree }
        guard let manifest = ExternalPackageIndex.manifest(in: folders) else {
            for item in externals {
                diagnostics.append(.error("external dependency '\(item.name)' needs the workspace's Tuist/Package.swift, and there is none here or above",
                                          at: item.location, hint: "declare the package in Tuist/Package.swift, or use .package(product:) with the project's packages"))
            }
            return Self.droppingExternals(tree)
        }
        let index: ExternalPackageIndex
        switch ExternalPackageIndex.read(manifest, swift: swift, environment: environment, timeout: timeout, evaluate: evaluate) {
        case .failure(let failure):
            diagnostics.append(.error(failure.message, at: first.location))
            return Self.droppingExternals(tree)
        case .success(let value): index = value
        }
        for file in index.files { log.recordFile(file.path) }
        var used: [String: ExternalPackageIndex.Entry] = [:]
        var resolved = tree
        DependencyRewriter.rewrite(in: &resolved) { item in
            guard let name = item.value(forKey: "external")?.scalar else { return .keep }
            guard let entry = index.entry(offering: name) else {
                let manifestPath = ProjectPath.relative(manifest.path, base: root, root: root)
                let unread = index.entries.filter { !$0.read }
                guard unread.isEmpty else {
                    // Offline, before `scaffold install`: the product may be any unread package's.
                    // Never a guess written as fact: the dependency waits, the packages are written.
                    for package in unread { used[package.name] = package }
                    diagnostics.append(.warning(
                        "external product '\(name)' cannot be mapped to its package: \(unread.count) package\(unread.count == 1 ? "" : "s") of \(manifestPath) \(unread.count == 1 ? "is" : "are") not checked out (\(Suggestion.list(unread.map(\.name)))); the dependency is left out until then",
                        at: item.location, hint: "run `scaffold install` to resolve the packages with SwiftPM, then generate again"))
                    return .drop
                }
                let hint = Suggestion.didYouMean(name, in: index.products) ?? "products known: \(Suggestion.list(index.products))"
                diagnostics.append(.error("no package of \(manifestPath) offers a product '\(name)'", at: item.location, hint: hint))
                return .drop
            }
            used[entry.name] = entry
            return .replace([("package", entry.name), ("product", name)])
        }
        let added = used.values.sorted { $0.name < $1.name }.map { package in
            DependencyRewriter.Entry(name: package.name, fields: package.fields.map { key, value in
                (key, key == "path" ? ProjectPath.relative(value, base: root, root: root) : value)
            }, location: first.location)
        }
        return DependencyRewriter.adding(added, section: "packages", to: resolved, root: root)
    }

    /// `tree` without its `external:` dependencies, once they are reported: the decoder would
    /// report each again as a dependency of no known kind.
    private static func droppingExternals(_ tree: ManifestNode) -> ManifestNode {
        var result = tree
        DependencyRewriter.rewrite(in: &result) { item in item.value(forKey: "external") == nil ? .keep : .drop }
        return result
    }

    /// Each `external:` dependency's product and where it was written.
    private static func externalDependencies(in tree: ManifestNode) -> [(name: String, location: SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        for target in tree.value(forKey: "targets")?.entries ?? [] {
            for item in target.value.value(forKey: "dependencies")?.items ?? [] {
                if let name = item.value(forKey: "external")?.scalar { found.append((name, item.location)) }
            }
        }
        return found
    }
}
