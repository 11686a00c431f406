import Foundation
import ProjectSpec

/// Turns a loaded workspace back into manifest form — the shape `Workspace.yml` is written
/// in — so `scaffold dump` of a `Workspace.swift` is a valid manifest that loads back into the
/// same workspace: its name, each project's folder (globs expanded, relative to the workspace,
/// sorted) and its schemes, encoded as a project's are.
public enum WorkspaceEncoder {
    /// The manifest tree of `workspace`.
    public static func encode(_ workspace: LoadedWorkspace) -> ManifestValue {
        let root = workspace.rootDirectory.standardizedFileURL.path + "/"
        let folders = workspace.projects.map { manifest -> String in
            let folder = manifest.deletingLastPathComponent().standardizedFileURL.path
            return folder + "/" == root ? "." : folder.hasPrefix(root) ? String(folder.dropFirst(root.count)) : folder
        }
        var holder = Project(name: workspace.name)
        holder.schemes = workspace.schemes
        var fields: [ManifestValue.Field] = [.init("name", .string(workspace.name)), .init("projects", .list(folders.map(ManifestValue.string)))]
        if case let .map(projectFields) = ManifestEncoder.encode(holder), let schemes = projectFields.first(where: { $0.key == "schemes" }) {
            fields.append(schemes)
        }
        return .map(fields)
    }
}
