import FeatureGenerator
import Foundation
import ManifestLoader
import PackageGenerator
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Everything `scaffold generate` writes for a loaded manifest: the `.xcodeproj`, the feature
/// flag file, the `Package.swift` files and placeholder outputs; and the files it wrote before
/// that it no longer writes (schemes that left the manifest).
struct GenerationPlan {
    /// The hidden file, beside the shared schemes, listing the schemes this tool wrote.
    static let schemeRecordName = ".scaffold-schemes"

    var files = FileSet()
    var removals: [String] = []

    init(_ loaded: LoadedManifest) throws(DiagnosticsError) {
        let project = loaded.project
        let root = loaded.rootDirectory
        let placeholders = PlaceholderOutputs.missing(in: project, root: root)
        let xcode = XcodeProjectGenerator(project: project, rootDirectory: root)
        files = xcode.generate(upcomingFiles: Array(placeholders.keys))
        for (path, text) in placeholders { files.add(path, text: text) }
        if let path = project.options.featureFlagsPath, let source = FeatureFlagsGenerator.source(for: project) {
            files.add(path, text: source)
        }
        for (path, text) in try PackageManifestGenerator.files(for: project) { files.add(path, text: text) }

        let schemes = files.paths.filter { $0.hasPrefix(xcode.schemesFolder + "/") }
        let record = "\(xcode.schemesFolder)/\(Self.schemeRecordName)"
        let previous = (try? String(contentsOf: root.appendingPathComponent(record), encoding: .utf8)) ?? ""
        removals = previous.split(separator: "\n").map { "\(xcode.schemesFolder)/\($0)" }.filter { !schemes.contains($0) }
        files.add(record, text: schemes.map { String($0.dropFirst(xcode.schemesFolder.count + 1)) + "\n" }.joined())
    }
}
