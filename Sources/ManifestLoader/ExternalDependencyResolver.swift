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
            return tree
        }
        let index: ExternalPackageIndex
        switch ExternalPackageIndex.read(manifest, swift: swift, environment: environment, timeout: timeout) {
        case .failure(let failure):
            diagnostics.append(.error(failure.message, at: first.location))
            return tree
        case .success(let value): index = value
        }
        for file in index.files { log.recordFile(file.path) }
        var used: [String: ExternalPackageIndex.Entry] = [:]
        var resolved = tree
        Self.rewriteDependencies(in: &resolved) { name, location in
            guard let entry = index.entry(offering: name) else {
                let hint = Suggestion.didYouMean(name, in: index.products)
                    ?? "products known: \(Suggestion.list(index.products)); a remote package's products are known once it is checked out (`tuist install` or `swift package resolve --package-path Tuist`)"
                diagnostics.append(.error("no package of \(ProjectPath.relative(manifest.path, base: root, root: root)) offers a product '\(name)'", at: location, hint: hint))
                return nil
            }
            used[entry.name] = entry
            return entry.name
        }
        return adding(used.values.sorted { $0.name < $1.name }, to: resolved, at: first.location)
    }

    /// Each `external:` dependency's product and where it was written.
    private static func externalDependencies(in tree: ManifestNode) -> [(name: String, location: SourceLocation?)] {
        var found: [(String, SourceLocation?)] = []
        for target in tree.value(forKey: "targets")?.entries ?? [] {
            for item in target.value.value(forKey: "dependencies")?.items ?? [] {
                if let name = item.value(forKey: "external")?.scalar { found.append((name, item.location)) }
            }
        }
        return found
    }

    /// Replaces each `external:` item by `package:` (what `packageFor` answers) and `product:`;
    /// drops one it has no package for.
    private static func rewriteDependencies(in tree: inout ManifestNode, packageFor: (String, SourceLocation?) -> String?) {
        guard case var .mapping(entries) = tree.value else { return }
        for (targetsIndex, entry) in entries.enumerated() where entry.key == "targets" {
            guard case var .mapping(targets) = entry.value.value else { continue }
            for (index, target) in targets.enumerated() {
                guard case var .mapping(fields) = target.value.value else { continue }
                for (fieldIndex, field) in fields.enumerated() where field.key == "dependencies" {
                    guard case let .sequence(items) = field.value.value else { continue }
                    // An unresolved one is dropped: its error is reported, and the decoder
                    // would only add noise about a dependency of no known kind.
                    fields[fieldIndex].value.value = .sequence(items.compactMap { item in
                        guard let name = item.value(forKey: "external")?.scalar else { return item }
                        return packageFor(name, item.location).map { mapping([("package", $0), ("product", name)], like: item) }
                    })
                }
                targets[index].value.value = .mapping(fields)
            }
            entries[targetsIndex].value.value = .mapping(targets)
        }
        tree.value = .mapping(entries)
    }

    /// `tree` with `packages` added to its `packages:` (a package of that name already there wins).
    private func adding(_ packages: [ExternalPackageIndex.Entry], to tree: ManifestNode, at location: SourceLocation?) -> ManifestNode {
        guard !packages.isEmpty, case var .mapping(entries) = tree.value else { return tree }
        let anchor = ManifestNode(value: .null, location: location ?? tree.location, baseDirectory: root)
        var section: [ManifestNode.Entry] = entries.first { $0.key == "packages" }?.value.entries ?? []
        for package in packages where !section.contains(where: { $0.key == package.name }) {
            let fields = package.fields.map { key, value in (key, key == "path" ? ProjectPath.relative(value, base: root, root: root) : value) }
            section.append(ManifestNode.Entry(key: package.name, keyLocation: anchor.location, value: Self.mapping(fields, like: anchor)))
        }
        let node = ManifestNode(value: .mapping(section), location: anchor.location, baseDirectory: root)
        if let index = entries.firstIndex(where: { $0.key == "packages" }) {
            entries[index].value = node
        } else {
            entries.append(ManifestNode.Entry(key: "packages", keyLocation: anchor.location, value: node))
        }
        var result = tree
        result.value = .mapping(entries)
        return result
    }

    /// A mapping of quoted strings, written where `node` was.
    private static func mapping(_ fields: [(String, String)], like node: ManifestNode) -> ManifestNode {
        let entries = fields.map { key, value in
            ManifestNode.Entry(key: key, keyLocation: node.location,
                               value: ManifestNode(value: .scalar(value, quoted: true), location: node.location, baseDirectory: node.baseDirectory))
        }
        return ManifestNode(value: .mapping(entries), location: node.location, baseDirectory: node.baseDirectory)
    }
}
