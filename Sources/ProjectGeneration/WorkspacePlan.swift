import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// The files of `<name>.xcworkspace`: its `contents.xcworkspacedata` listing the projects, its
/// shared schemes, and (once it has had schemes) `scaffold/generated-files`, the record of the schemes written, so a
/// scheme that leaves the manifest is removed next time (if still as written). Nothing else in
/// the folder is touched, and a project that leaves the workspace is only no longer listed.
public struct WorkspacePlan {
    /// The files to write, relative to the workspace's folder.
    public private(set) var files = FileSet()
    /// Scheme files written before and no longer written.
    let removals: [FileSetWriter.Removal]
    /// The record, written last.
    let recordPath: String
    /// The workspace's folder.
    let root: URL

    /// Plans the workspace `name` in `root` listing `projects` (`.xcodeproj` paths relative to
    /// `root`, in order) with `schemes`.
    public init(name: String, root: URL, projects: [String], schemes: [WorkspaceScheme]) {
        self.root = root
        let folder = "\(name).xcworkspace"
        files.add("\(folder)/contents.xcworkspacedata", text: WorkspaceGenerator.contents(listing: projects))
        let schemeFiles = WorkspaceSchemeGenerator.files(workspace: name, schemes: schemes)
        for (path, text) in schemeFiles { files.add(path, text: text) }
        let recordPath = "\(folder)/\(GenerationPlan.recordName)"
        self.recordPath = recordPath
        let previous = WrittenFilesRecord(text: UntrustedFile.text(atPath: root.appendingPathComponent(recordPath).path) ?? "")
        let schemesFolder = "\(folder)/xcshareddata/xcschemes/"
        removals = previous.files.filter { schemeFiles[$0.path] == nil && $0.path != recordPath }.map { removal in
            var removal = removal
            removal.needsMark = !removal.path.hasPrefix(schemesFolder)
            return removal
        }
        let written = schemeFiles.keys.sorted().map { FileSetWriter.Removal(path: $0, digest: SHA256.hex(of: schemeFiles[$0] ?? "")) }
        // A workspace that never had schemes gets no record.
        if !written.isEmpty || FileManager.default.fileExists(atPath: root.appendingPathComponent(recordPath).path) {
            files.add(recordPath, text: WrittenFilesRecord(written).text)
        }
    }

    /// Writes (or, in check mode, compares) the planned files, removing schemes that left.
    public func apply(mode: FileSetWriter.Mode) throws(DiagnosticsError) -> FileSetWriter.Report {
        try FileSetWriter(root: root, mode: mode).apply(files, removing: removals, last: recordPath)
    }
}
