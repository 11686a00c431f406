#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The root `.relativeToRoot` paths start from, found as Tuist finds it: the nearest folder,
/// from the one the manifest runs in upwards, holding `Tuist/`, `Tuist.swift` or `.git`; the
/// manifest's own folder when there is none.
enum ManifestRoot {
    /// How many folders up from the manifest's folder (the working folder) the root is. Found
    /// anew at each use: the manifests of a workspace run one after another in one process,
    /// each in its own folder (see ``ScaffoldManifestBatch``).
    static var levelsUp: Int {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return 0 }
        var folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var levels = 0
        while true {
            if ["Tuist", "Tuist.swift", ".git"].contains(where: { access(folder + "/" + $0, F_OK) == 0 }) { return levels }
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return 0 }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            levels += 1
        }
    }
}
