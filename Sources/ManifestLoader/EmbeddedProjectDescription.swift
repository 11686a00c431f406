import BuildInfo
import Foundation
import ScaffoldSupport

/// ProjectDescription built from the sources compiled into scaffold (``BuildInfo``), for a
/// scaffold installed without the library beside it — `mint install` copies only the executable
/// and its resource bundles. Built once per compiler and sources, into the user's cache folder
/// (`$XDG_CACHE_HOME/scaffold/ProjectDescription/<key>/`, else `~/.cache/…`, on macOS
/// `~/Library/Caches/…`): made in a temporary folder beside it and renamed into place when
/// complete, so a killed run leaves no half-made library and two runs both succeed.
enum EmbeddedProjectDescription {
    /// The folder holding the built library and module, building them first when needed.
    static func folder(compiler: URL, environment: [String: String], timeout: Double) throws(DiagnosticsError) -> URL {
        guard let caches = cacheFolder(environment: environment) else {
            throw DiagnosticsError([.error("cannot compile Project.swift: ProjectDescription is not installed beside scaffold, and there is no cache folder to build it in",
                                           hint: "set HOME or XDG_CACHE_HOME, or install scaffold with scripts/install.sh")])
        }
        let sources = BuildInfo.projectDescriptionSources
        var keyText = "scaffold ProjectDescription 1\ncompiler \(FileStamp(path: compiler.resolvingSymlinksInPath().path)?.description ?? "?") \(compiler.path)\n"
        for source in sources { keyText += "file \(source.name) \(SHA256.hex(of: source.text))\n" }
        let root = caches.appendingPathComponent("ProjectDescription")
        let entry = root.appendingPathComponent(String(SHA256.hex(of: keyText).prefix(32)))
        if isComplete(entry) { return entry }

        let sourceFolder = try writtenSources(sources, beside: entry)
        let draft = root.appendingPathComponent(".\(entry.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: draft) }
        do {
            try FileManager.default.createDirectory(at: draft, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError([.error("cannot build ProjectDescription in \(root.path): \(error.localizedDescription)")])
        }
        var command = [compiler.path, "-suppress-warnings", "-parse-as-library", "-wmo", "-emit-library", "-emit-module",
                       "-module-name", "ProjectDescription",
                       "-emit-module-path", draft.appendingPathComponent("ProjectDescription.swiftmodule").path,
                       "-o", draft.appendingPathComponent(SwiftToolchain.libraryName).path]
        #if canImport(Darwin)
        command += ["-Xlinker", "-install_name", "-Xlinker", "@rpath/\(SwiftToolchain.libraryName)"]
        #else
        command += ["-Xlinker", "-soname", "-Xlinker", SwiftToolchain.libraryName]
        #endif
        command += sources.map { sourceFolder.appendingPathComponent($0.name).path }
        var childEnvironment = environment
        childEnvironment["TMPDIR"] = draft.path
        let result = CapturedRun.run(command, environment: childEnvironment, timeout: timeout)
        guard case .exited(0) = result.outcome else {
            let tail = (result.errors + result.output).suffix(5).joined(separator: "\n")
            throw DiagnosticsError([.error("cannot compile Project.swift: ProjectDescription is not installed beside scaffold, and building it from the sources scaffold carries failed",
                                           hint: tail.isEmpty ? "\(compiler.path) did not finish" : tail)])
        }
        try? Data("complete\n".utf8).write(to: draft.appendingPathComponent(completeMarker))
        if rename(draft.path, entry.path) != 0, !isComplete(entry) {
            throw DiagnosticsError([.error("cannot build ProjectDescription in \(root.path): \(String(cString: strerror(errno)))")])
        }
        return entry
    }

    /// The sources, written once into `<entry>.sources/Sources/ProjectDescription/` (a temporary
    /// folder renamed into place) and kept: the compiled module records where its declarations
    /// are, and a compiler note about one then names a file that exists, under a path that
    /// reads as ProjectDescription's (CompilerOutput), not as a file of the cache.
    private static func writtenSources(_ sources: [(name: String, text: String)], beside entry: URL) throws(DiagnosticsError) -> URL {
        let folder = entry.deletingLastPathComponent().appendingPathComponent(entry.lastPathComponent + ".sources")
        let sourceFolder = folder.appendingPathComponent("Sources/ProjectDescription")
        if isComplete(folder) { return sourceFolder }
        let draft = entry.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: draft) }
        do {
            let draftSources = draft.appendingPathComponent("Sources/ProjectDescription")
            try FileManager.default.createDirectory(at: draftSources, withIntermediateDirectories: true)
            for source in sources {
                try Data(source.text.utf8).write(to: draftSources.appendingPathComponent(source.name))
            }
            try Data("complete\n".utf8).write(to: draft.appendingPathComponent(completeMarker))
        } catch {
            throw DiagnosticsError([.error("cannot build ProjectDescription in \(folder.deletingLastPathComponent().path): \(error.localizedDescription)")])
        }
        if rename(draft.path, folder.path) != 0, !isComplete(folder) {
            throw DiagnosticsError([.error("cannot build ProjectDescription in \(folder.deletingLastPathComponent().path): \(String(cString: strerror(errno)))")])
        }
        return sourceFolder
    }

    /// `$XDG_CACHE_HOME/scaffold`, else the home folder's cache folder for scaffold.
    static func cacheFolder(environment: [String: String]) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("scaffold")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/scaffold")
        #else
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/scaffold")
        #endif
    }

    private static let completeMarker = "complete"

    private static func isComplete(_ entry: URL) -> Bool {
        FileManager.default.fileExists(atPath: entry.appendingPathComponent(completeMarker).path)
    }
}
