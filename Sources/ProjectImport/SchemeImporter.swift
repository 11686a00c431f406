import Foundation
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Reads a project's shared schemes (`<Project>.xcodeproj/xcshareddata/xcschemes/*.xcscheme`)
/// into manifest schemes, each named after its file: the build entries and the actions each is
/// built for, every action's configuration, pre- and post-action scripts, the test targets,
/// test plans and options, the launched target, environment variables and arguments.
///
/// What the manifest cannot say — a target of another project, an option scaffold does not
/// write, a launch `generate` would make differently — is a warning at the scheme file
/// (`path:1:1`), naming the scheme and the thing kept out. A scheme file that cannot be read or
/// is not well-formed XML is a warning at the place of the problem, and that scheme is kept out:
/// the rest of the project still imports (the schemes are a convenience of the project, not
/// what it builds).
struct SchemeImporter {
    /// The imported project: its targets, packages and configurations.
    let project: Project
    /// The `.xcodeproj`'s file name (`Shop.xcodeproj`): the container its targets are in.
    let projectFile: String
    /// Target names by object identifier (a scheme's `BlueprintIdentifier`).
    let targetIDs: [String: String]
    /// How a path is shown in diagnostics.
    let shown: (URL) -> String

    /// The largest scheme file read: far above any real one (a few KB).
    static let sizeLimit = 8 << 20

    /// An importer for the schemes of `project`, whose objects `graph` holds.
    init(project: Project, projectFile: String, graph: PBXGraph, shown: @escaping (URL) -> String) {
        self.project = project
        self.projectFile = projectFile
        var targetIDs: [String: String] = [:]
        for (id, object) in graph.objects(graph.project["targets"]) { targetIDs[id] = object["name"]?.string }
        self.targetIDs = targetIDs
        self.shown = shown
    }

    /// The schemes in `folder` (sorted by name), and what could not be said.
    func schemes(in folder: URL) -> (schemes: [Scheme], diagnostics: [Diagnostic]) {
        var schemes: [Scheme] = []
        var diagnostics: [Diagnostic] = []
        let files = DirectoryListing.entries(atPath: folder.path).filter { !$0.isDirectory && $0.name.hasSuffix(".xcscheme") }.map(\.name).sorted()
        for file in files {
            let (scheme, found) = self.scheme(at: folder.appendingPathComponent(file))
            schemes += scheme.map { [$0] } ?? []
            diagnostics += found
        }
        return (schemes.sorted { $0.name < $1.name }, diagnostics)
    }

    /// The scheme in the file at `url`, or nil when it cannot be read (said in the diagnostics).
    func scheme(at url: URL) -> (Scheme?, [Diagnostic]) {
        let name = String(url.lastPathComponent.dropLast(".xcscheme".count))
        let file = shown(url)
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard !name.isEmpty, let text = UntrustedFile.text(atPath: url.path, limit: Self.sizeLimit) else {
            return (nil, [.warning("scheme '\(name)' cannot be read (not a UTF-8 file of at most 8 MB); kept out", at: start)])
        }
        let root: XMLReader.Element
        do {
            root = try XMLReader.document(text)
        } catch {
            return (nil, [.warning("scheme '\(name)' is not well-formed XML: \(error.message); kept out",
                                   at: SourceLocation(file: file, line: error.line, column: error.column))])
        }
        var reading = SchemeReading(name: name, importer: self)
        let scheme = reading.scheme(root)
        return (scheme, reading.warnings.map { .warning("scheme '\(name)': \($0)", at: start) })
    }

    /// The project's target called `name`, if it was imported.
    func target(named name: String) -> Target? {
        project.target(named: name)
    }

    /// Whether `container` (`container:Shop.xcodeproj`) is this project.
    func isThisProject(_ container: String) -> Bool {
        container.hasPrefix("container:") && PBXGraph.clean(String(container.dropFirst("container:".count))) == projectFile
    }

    /// The local package in the folder `container` (`container:Packages/Kit`) names, if the
    /// project has it.
    func localPackage(_ container: String) -> SwiftPackage? {
        guard container.hasPrefix("container:") else { return nil }
        let path = PBXGraph.clean(String(container.dropFirst("container:".count)))
        let local = project.packages.filter { $0.localPath != nil }
        if let byPath = local.first(where: { $0.localPath.map(PBXGraph.clean) == path }) { return byPath }
        // Xcode names a package added as a folder by its name (`container:Account` for `Modules/Account`).
        let named = local.filter { $0.name == path }
        return !path.contains("/") && named.count == 1 ? named.first : nil
    }

    /// The configuration an action gets when the manifest names none (as `generate` picks it):
    /// `Debug` or `Release` when the project has it, else its first of `kind`.
    func defaultConfiguration(_ kind: BuildConfiguration.Kind) -> String {
        let standard = kind == .debug ? "Debug" : "Release"
        if project.configs.contains(where: { $0.name == standard }) { return standard }
        return project.configs.first { $0.type == kind }?.name ?? standard
    }
}

/// Whether an attribute value says yes (`YES`, `true`, `1`, any case), as Xcode reads it.
func isYes(_ value: String?) -> Bool {
    ["YES", "TRUE", "1"].contains(value?.trimmingCharacters(in: .whitespaces).uppercased() ?? "")
}
