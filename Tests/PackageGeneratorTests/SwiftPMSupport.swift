import Foundation
import ProjectSpec
import TestSupport

/// Lays out a project's generated `Package.swift` files on disk with placeholder sources, and
/// runs SwiftPM on them.
struct PackageSandbox {
    /// The temporary project root.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-generator-\(UUID().uuidString)")

    /// Writes `manifests` (path → text) and, for every target with a `packagePath`, its source,
    /// resource and excluded files; local packages the project names get a minimal manifest
    /// declaring the products the targets use.
    func write(_ project: Project, manifests: [String: String]) throws {
        for (path, text) in manifests { try write(path, text) }
        for target in project.targets {
            guard let folder = target.packagePath else { continue }
            let sources = target.sources.isEmpty
                ? [TargetSource(path: "\(folder)/\(target.type.isTest ? "Tests" : "Sources")/\(target.name)")]
                : target.sources
            for source in sources {
                if source.path.hasSuffix(".swift") {
                    try write(source.path, "let placeholder = 0\n")
                } else {
                    try write("\(source.path)/\(target.name)Placeholder.swift", "let placeholder = 0\n")
                }
                for file in source.includes + source.excludes { try write("\(source.path)/\(file)", "let included = 0\n") }
            }
            for resource in target.resources { try write("\(resource.path)/resource.txt", "resource\n") }
        }
        for package in project.packages {
            guard case let .local(path) = package.source, manifests["\(path)/Package.swift"] == nil else { continue }
            let products = Set(project.targets.flatMap(\.dependencies).filter { $0.kind == .package && $0.name == package.name }.map { $0.product ?? $0.name }).sorted()
            let list = products.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", ")
            let targets = products.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
            try write("\(path)/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "\(package.name)", products: [\(list)], targets: [\(targets)])

                """)
            for product in products { try write("\(path)/Sources/\(product)/\(product).swift", "public let placeholder = 0\n") }
        }
    }

    /// Runs `swift package <command>` on the package in `folder` (relative to the root).
    func swiftPackage(_ command: String, in folder: String) throws -> (status: Int32, output: String) {
        let run = try StubCompiler.run("/usr/bin/env", ["swift", "package", command, "--package-path", root.appendingPathComponent(folder).path])
        return (run.status, run.output)
    }

    /// Deletes the sandbox.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
