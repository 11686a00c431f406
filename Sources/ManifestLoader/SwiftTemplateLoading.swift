import Foundation
import ScaffoldSupport

extension ManifestLoader {
    /// Loads a template manifest in Tuist's format (`Tuist/Templates/<name>/<name>.swift`)
    /// the way a `Project.swift` loads: compiled against ProjectDescription (its `Template`
    /// API) and run, or its JSON read from the cache; returned as a located tree, each value
    /// at the Swift call that made it. `root` is the project root, the folder holding `Tuist/`:
    /// the cache is kept in its `.scaffold/`, and its `Tuist/ProjectDescriptionHelpers` are
    /// compiled in when the manifest imports them.
    public func loadTemplateManifest(_ manifest: URL, root: URL) throws(DiagnosticsError) -> ManifestNode {
        let manifest = manifest.standardizedFileURL
        guard let source = UntrustedFile.text(atPath: manifest.path) else {
            throw DiagnosticsError([.error("cannot read template manifest '\(displayPath(manifest))'")])
        }
        let helpers = Self.importsHelpers(source) ? helperFiles(root: root, log: ConsultationLog()) : []
        let toolchain = try locateToolchain()
        let evaluated = try cachedManifestJSON(manifest, inputs: helpers, cache: SwiftManifestCache(project: root, file: Self.templateCacheFile(manifest)),
                                               toolchain: toolchain) { () throws(DiagnosticsError) -> String in
            try SwiftManifestCompiler(toolchain: toolchain, options: swift, environment: environment, displayPath: displayPath, product: "Template")
                .evaluate(manifest, helpers: helpers)
        }
        var diagnostics: [Diagnostic] = []
        let folder = manifest.deletingLastPathComponent()
        let reader = ManifestJSONReader(displayPath: displayPath, directory: folder, fallback: SourceLocation(file: displayPath(manifest), line: 1, column: 1))
        guard let tree = reader.read(evaluated.json, diagnostics: &diagnostics), !diagnostics.containsErrors else {
            throw DiagnosticsError(diagnostics.sortedByLocation())
        }
        evaluated.storeIfUnchanged()
        return tree
    }

    /// Whether a manifest's source imports the helper module (only then is it compiled: a
    /// template rarely needs it, and Tuist's helpers may use API scaffold lacks).
    static func importsHelpers(_ source: String) -> Bool {
        source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ProjectDescriptionHelpers") }
    }

    /// `manifest-cache/templates/<name>-<hash of its path>.json` in the root's `.scaffold/`, so
    /// two templates of one name (the project's and a plugin's) keep apart.
    static func templateCacheFile(_ manifest: URL) -> String {
        let tag = SHA256.hex(of: manifest.path).prefix(12)
        return "manifest-cache/templates/\(manifest.deletingPathExtension().lastPathComponent)-\(tag).json"
    }
}
