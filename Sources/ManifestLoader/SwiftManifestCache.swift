import Foundation
import ScaffoldSupport

/// `.scaffold/manifest-cache/<manifest>.json`: the JSON a `Project.swift` printed, under the key
/// of everything that could change it — the manifest's bytes and path, its helpers' bytes, the
/// tool, the compiler and ProjectDescription (by their stamps), and the `SCAFFOLD_` variables.
/// A hit reads this JSON and compiles nothing.
struct SwiftManifestCache {
    /// The `.scaffold/` it is kept in, reached only through ``ScaffoldFolder``.
    let folder: ScaffoldFolder
    /// The file's path in `folder`.
    let file: String

    /// The cache of `manifest`, in its folder's `.scaffold/`.
    init(manifest: URL) {
        folder = ScaffoldFolder(project: manifest.deletingLastPathComponent())
        file = "manifest-cache/\(manifest.lastPathComponent).json"
    }

    /// A cache kept in `file` of the `.scaffold/` of `project`.
    init(project: URL, file: String) {
        folder = ScaffoldFolder(project: project)
        self.file = file
    }

    /// The key of a load with these inputs; `nil` when one of them cannot be read.
    static func key(manifest: URL, helpers: [URL], toolchain: SwiftToolchain, toolVersion: String, environment: [String: String]) -> String? {
        var text = "scaffold-swift-manifest 1\ntool \(toolVersion)\n"
        for file in toolchain.files {
            guard let stamp = FileStamp(path: file.path) else { return nil }
            text += "file \(stamp) \(file.path)\n"
        }
        guard let manifestBytes = UntrustedFile.bytes(atPath: manifest.path) else { return nil }
        text += "manifest \(SHA256.hex(of: manifestBytes)) \(manifest.path)\n"
        for helper in helpers {
            guard let bytes = UntrustedFile.bytes(atPath: helper.path) else { return nil }
            text += "helper \(SHA256.hex(of: bytes)) \(helper.path)\n"
        }
        text += "env \(ConsultedInputs.value(of: SwiftManifestOptions.variablesName, in: environment) ?? "-")\n"
        text += "tuist-env \(ConsultedInputs.value(of: SwiftManifestOptions.tuistVariablesName, in: environment) ?? "-")\n"
        return SHA256.hex(of: text)
    }

    /// The JSON stored under `key`, if any, and only if it is the JSON that was stored: the
    /// first line also holds the JSON's hash, so a cut or hand-edited file is a miss (and is
    /// overwritten by the next successful load), never a broken or forged manifest.
    func json(for key: String) -> String? {
        guard let bytes = folder.read(file), let text = String(validating: bytes, as: UTF8.self),
              let newline = text.firstIndex(of: "\n") else { return nil }
        let json = String(text[text.index(after: newline)...])
        guard text[..<newline] == Self.firstLine(key: key, json: json) else { return nil }
        return json
    }

    /// Stores `json` under `key`. Failures are ignored: the cache only saves time.
    func store(_ json: String, for key: String) {
        try? folder.write(file, bytes: Array("\(Self.firstLine(key: key, json: json))\n\(json)".utf8))
    }

    private static func firstLine(key: String, json: String) -> String {
        "key \(key) json \(SHA256.hex(of: json))"
    }
}
