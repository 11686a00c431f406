import BuildInfo
import Foundation
import ManifestLoader
import ScaffoldSupport
import Testing

/// A scaffold installed without ProjectDescription beside it (as `mint install` installs it:
/// the executable and its resource bundles only) builds the library from the sources it carries.
@Suite struct EmbeddedProjectDescriptionTests {
    /// What scaffold carries is exactly the ProjectDescription target's sources.
    @Test func theCarriedSourcesAreTheLibrarysSources() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/ProjectDescription")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(BuildInfo.projectDescriptionSources.map(\.name) == names)
        for source in BuildInfo.projectDescriptionSources {
            #expect(source.text == (try String(contentsOf: folder.appendingPathComponent(source.name), encoding: .utf8)), "\(source.name)")
        }
    }

    /// With no library beside the executable, the Example's `Project.swift` still loads — to the
    /// project its YAML twin gives — and the library is built once, in the cache folder, beside
    /// the sources it was built from (nothing else is left there: no temporary folder).
    @Test func withoutTheLibraryBesideScaffoldItIsBuiltInTheCache() throws {
        let bare = try makeFolder()
        let cache = try makeFolder()
        let root = try makeFolder(copying: ["Project.swift", "Project.yml", "Example"])
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        func load(_ name: String) throws -> LoadedManifest {
            try ManifestLoader(environment: ["PATH": path, "XDG_CACHE_HOME": cache.path], workingDirectory: root,
                               swift: SwiftManifestOptions(toolVersion: "tests", executableDirectory: bare))
                .load(root.appendingPathComponent(name))
        }
        let swift = try load("Project.swift")
        #expect(swift.project == (try load("Project.yml")).project)
        let built = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("scaffold/ProjectDescription").path).sorted()
        #expect(built.count == 2 && built[1] == built[0] + ".sources", "\(built)")
        let entry = cache.appendingPathComponent("scaffold/ProjectDescription/\(built[0])")
        #expect(FileManager.default.fileExists(atPath: entry.appendingPathComponent("ProjectDescription.swiftmodule").path))
        #expect(FileManager.default.fileExists(atPath: entry.path + ".sources/Sources/ProjectDescription/Project.swift"))
    }

    /// A compiler note about one of the built library's declarations names the module, as one
    /// about the installed library does, never a file of the cache.
    @Test func aNoteAboutTheBuiltLibraryNamesTheModule() throws {
        let bare = try makeFolder()
        let cache = try makeFolder()
        let root = try makeFolder(files: [
            "Project.swift": SwiftManifestErrorTests.manifest("""
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, infoPlist: .file(), sources: ["Sources"]),
                ]
            """),
            "Sources/App.swift": "struct App {}\n",
        ])
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var found: [Diagnostic] = []
        do {
            _ = try ManifestLoader(environment: ["PATH": path, "XDG_CACHE_HOME": cache.path], workingDirectory: root,
                                   swift: SwiftManifestOptions(toolVersion: "tests", executableDirectory: bare))
                .load(root.appendingPathComponent("Project.swift"))
        } catch {
            found = error.diagnostics
        }
        let hint = try #require(found.first?.hint, "\(found)")
        #expect(hint.contains("ProjectDescription: note:"), "\(hint)")
        #expect(!hint.contains(cache.path), "\(hint)")
    }
}
