import Foundation
import ScaffoldSupport

/// YAML files other than manifests (template manifests, for one) read with the manifest's
/// reader: every node located, every problem a `Diagnostic`.
public enum LocatedYAML {
    /// The document in `url`, or `nil` with the diagnostics that say why. Paths in diagnostics
    /// are shown by `displayPath`.
    public static func read(_ url: URL, displayPath: @escaping @Sendable (URL) -> String) -> (node: ManifestNode?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let node = YAMLReader(displayPath: displayPath).read(url, diagnostics: &diagnostics)
        return (node, diagnostics)
    }
}
