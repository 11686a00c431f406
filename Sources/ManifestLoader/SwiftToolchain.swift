import BuildInfo
import Foundation
import ScaffoldSupport

/// What compiling a `Project.swift` needs: the Swift compiler, and the ProjectDescription
/// module and library that ship with scaffold.
struct SwiftToolchain {
    /// `swiftc`, as found (the driver tells its mode from its name, so symlinks stay).
    let compiler: URL
    /// The folder holding `ProjectDescription.swiftmodule`.
    let moduleDirectory: URL
    /// The folder holding `libProjectDescription.so` (or `.dylib`).
    let libraryDirectory: URL

    /// The library's file name on this system.
    static var libraryName: String {
        #if canImport(Darwin)
        return "libProjectDescription.dylib"
        #else
        return "libProjectDescription.so"
        #endif
    }

    /// The files whose change means manifests compile anew: the compiler, module and library.
    let files: [URL]

    init(compiler: URL, moduleDirectory: URL, libraryDirectory: URL) {
        self.compiler = compiler
        self.moduleDirectory = moduleDirectory
        self.libraryDirectory = libraryDirectory
        files = [compiler.resolvingSymlinksInPath(), moduleDirectory.appendingPathComponent("ProjectDescription.swiftmodule"),
                 libraryDirectory.appendingPathComponent(Self.libraryName)]
    }

    /// Finds the compiler and ProjectDescription — `$SCAFFOLD_PROJECT_DESCRIPTION_PATH`, beside
    /// the executable, `../lib/scaffold`, else built from the sources scaffold carries — or says
    /// where it looked.
    static func locate(options: SwiftManifestOptions, environment: [String: String]) throws(DiagnosticsError) -> SwiftToolchain {
        guard let compiler = findCompiler(environment: environment) else {
            let variable = SwiftManifestOptions.compilerVariable
            if let given = environment[variable], !given.isEmpty {
                throw DiagnosticsError([.error("cannot compile Project.swift: \(variable) is '\(given)', which is not an executable file",
                                               hint: "point \(variable) at swiftc, or unset it to use the swiftc on PATH")])
            }
            throw DiagnosticsError([.error("cannot compile Project.swift: no swiftc found",
                                           hint: "install Swift and put swiftc on PATH, or set \(variable) to it")])
        }
        let candidates = projectDescriptionFolders(options: options, environment: environment)
        for folder in candidates {
            for modules in [folder, folder.appendingPathComponent("Modules")]
            where FileManager.default.fileExists(atPath: modules.appendingPathComponent("ProjectDescription.swiftmodule").path)
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(libraryName).path) {
                return SwiftToolchain(compiler: compiler, moduleDirectory: modules, libraryDirectory: folder)
            }
        }
        // Not installed beside scaffold (`mint install` copies only the executable and its
        // resource bundles): built from the sources scaffold carries, once, in the user's cache.
        if environment[SwiftManifestOptions.projectDescriptionVariable]?.isEmpty ?? true, !BuildInfo.projectDescriptionSources.isEmpty {
            let folder = try EmbeddedProjectDescription.folder(compiler: compiler, environment: environment, timeout: options.compileTimeout)
            return SwiftToolchain(compiler: compiler, moduleDirectory: folder, libraryDirectory: folder)
        }
        let looked = candidates.map(\.path).joined(separator: ", ")
        throw DiagnosticsError([.error(
            "cannot compile Project.swift: ProjectDescription is not installed beside scaffold",
            hint: "looked in \(looked.isEmpty ? "no folder" : looked); in a build tree run `swift build` (it builds the library), "
                + "or set \(SwiftManifestOptions.projectDescriptionVariable) to the folder with \(libraryName) and ProjectDescription.swiftmodule"
        )])
    }

    /// The variable's folder if set, else beside the executable and in `../lib/scaffold`.
    private static func projectDescriptionFolders(options: SwiftManifestOptions, environment: [String: String]) -> [URL] {
        if let path = environment[SwiftManifestOptions.projectDescriptionVariable], !path.isEmpty {
            return [URL(fileURLWithPath: path).standardizedFileURL]
        }
        guard let executable = options.executableDirectory else { return [] }
        return [executable, executable.deletingLastPathComponent().appendingPathComponent("lib/scaffold")].map(\.standardizedFileURL)
    }

    /// `$SCAFFOLD_SWIFTC`, else the first `swiftc` on `PATH`.
    private static func findCompiler(environment: [String: String]) -> URL? {
        if let path = environment[SwiftManifestOptions.compilerVariable], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
