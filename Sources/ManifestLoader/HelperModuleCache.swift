import Foundation
import ScaffoldSupport

/// Compiled helper modules (a workspace's `ProjectDescriptionHelpers` and the Tuist plugins a
/// manifest imports), kept once per workspace so that each of its projects' manifests links
/// them instead of compiling them again: `<root>/.scaffold/manifest-cache/helpers/<key>/`, where
/// the key covers the modules' names, every source's bytes and the toolchain's files.
///
/// An entry is made in a temporary folder beside it and renamed into place when complete, so a
/// killed run leaves no half-made entry, and two runs making the same one both succeed.
struct HelperModuleCache {
    /// The `.scaffold/` of the workspace, reached only through ``ScaffoldFolder`` (a link there
    /// makes every entry a miss and stores nothing).
    let scaffold: ScaffoldFolder

    /// The entries' folder in `.scaffold/`.
    private static let subfolder = "manifest-cache/helpers"

    /// One compiled module.
    struct Module: Equatable {
        /// The module's name.
        var name: String
        /// Its sources.
        var files: [URL]
    }

    /// The cache of the workspace whose helpers are in `root`.
    init(root: URL) {
        scaffold = ScaffoldFolder(project: root)
    }

    /// The key of `modules` compiled by `toolchain`, or `nil` when a file cannot be read.
    static func key(_ modules: [Module], toolchain: SwiftToolchain) -> String? {
        var text = "scaffold helper modules 1\n"
        for file in toolchain.files {
            guard let stamp = FileStamp(path: file.path) else { return nil }
            text += "toolchain \(stamp) \(file.path)\n"
        }
        for module in modules {
            text += "module \(module.name)\n"
            for file in module.files {
                guard let bytes = UntrustedFile.bytes(atPath: file.path) else { return nil }
                text += "file \(SHA256.hex(of: bytes)) \(file.path)\n"
            }
        }
        return SHA256.hex(of: text)
    }

    /// The folder holding the complete entry of `key`, or `nil` when there is none yet.
    func entry(_ key: String) -> URL? {
        guard let entry = scaffold.existingFolder(Self.subfolder + "/" + key) else { return nil }
        return DirectoryListing.exists(entry.appendingPathComponent(Self.completeMarker).path) ? entry : nil
    }

    /// Stores the compiled modules of `names` found in `built` (their `.swiftmodule` and
    /// `lib<name>.a`) under `key`; returns the entry, or `nil` when it could not be stored
    /// (the caller links from `built` then).
    func store(_ key: String, names: [String], from built: URL) -> URL? {
        guard let folder = try? scaffold.folder(Self.subfolder) else { return nil }
        let entry = folder.appendingPathComponent(key)
        let draft = folder.appendingPathComponent(".\(key).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: draft, withIntermediateDirectories: true)
            for name in names {
                for file in ["\(name).swiftmodule", "lib\(name).a"] {
                    try FileManager.default.copyItem(at: built.appendingPathComponent(file), to: draft.appendingPathComponent(file))
                }
            }
            try Data(names.joined(separator: "\n").utf8).write(to: draft.appendingPathComponent(Self.completeMarker))
            if rename(draft.path, entry.path) != 0 { try? FileManager.default.removeItem(at: draft) }
        } catch {
            try? FileManager.default.removeItem(at: draft)
        }
        return self.entry(key)
    }

    private static let completeMarker = "modules"
}
