import Foundation
import ProjectSpec
import ScaffoldSupport

extension ManifestLoader {
    /// Loads the YAML manifest `text` as if it were the file at `url`, which need not exist and
    /// is never read: its paths are relative to `url`'s folder, its diagnostics name `url`. The
    /// same reading, `${VAR}` expansion, decoding, validation and defaults as ``load(_:)``, for
    /// a manifest that is made rather than kept (`scaffold import --check` loads the manifest it
    /// would write, without writing it). A manifest made this way has no includes: `include:`
    /// is an error.
    public func load(yaml text: String, as url: URL) throws(DiagnosticsError) -> LoadedManifest {
        let manifest = url.standardizedFileURL
        let root = manifest.deletingLastPathComponent()
        let shown = displayPath(manifest)
        var diagnostics: [Diagnostic] = []
        let log = ConsultationLog()
        let expander = EnvironmentExpander(environment: environment, log: log)
        guard let node = YAMLReader(displayPath: displayPath).parse(text, file: shown, directory: root, diagnostics: &diagnostics),
              let entries = node.entries else {
            diagnostics.append(.error("a manifest must be a mapping of keys", at: SourceLocation(file: shown, line: 1, column: 1)))
            throw DiagnosticsError(diagnostics.sortedByLocation())
        }
        if let include = entries.first(where: { $0.key == "include" || $0.key == "include" + NodeMerger.replaceSuffix }) {
            diagnostics.append(.error("a manifest loaded from text has no includes", at: include.keyLocation))
            throw DiagnosticsError(diagnostics.sortedByLocation())
        }
        // Merged onto nothing, as the include resolver merges a lone file: `key:REPLACE` markers go.
        var merged = ManifestNode(value: .mapping([]), location: node.location, baseDirectory: node.baseDirectory)
        NodeMerger.merge([node], into: &merged)
        var unexpanded = Set<SourceLocation>()
        let expanded = expander.expandTree(TemplateResolver.resolve(merged), diagnostics: &diagnostics, unexpanded: &unexpanded)
        return try decode(expanded, root: root, files: [manifest], log: log, diagnostics: diagnostics, unexpanded: unexpanded)
    }
}
