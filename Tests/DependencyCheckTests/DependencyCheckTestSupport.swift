import DependencyCheck
import Foundation
import ScaffoldSupport

/// Paths of the repository and the fixtures, and helpers to check a fixture folder.
enum DependencyCheckTestSupport {
    /// The package root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/DependencyCheck/<name>`.
    static func fixture(_ name: String) -> URL {
        repository.appendingPathComponent("Tests/Fixtures/DependencyCheck/\(name)")
    }

    /// Every `.swift` file under `folder`, recursively, sorted by path.
    static func swiftFiles(under folder: URL) -> [URL] {
        DirectoryListing.entries(atPath: folder.path).flatMap { entry -> [URL] in
            let url = folder.appendingPathComponent(entry.name)
            if entry.isDirectory { return swiftFiles(under: url) }
            return entry.name.hasSuffix(".swift") ? [url] : []
        }
    }

    /// The check of a fixture folder, paths relative to it.
    static func check(_ name: String) -> DependencyCheckResult {
        let folder = fixture(name)
        return DependencyCheck.run(files: swiftFiles(under: folder), relativeTo: folder)
    }

    /// Each diagnostic as `path:line:col: severity: message` plus its hint line, if any.
    static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { DiagnosticRenderer(colors: false).render($0) }
    }
}
