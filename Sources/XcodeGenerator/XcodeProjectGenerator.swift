import Foundation
import ProjectSpec
import ScaffoldSupport

/// Writes `<name>.xcodeproj` for a project: `project.pbxproj`, a shared `.xcscheme` per scheme
/// and the workspace data. Deterministic: the same project and files give the same bytes.
public struct XcodeProjectGenerator: Sendable {
    /// The project to write.
    public let project: Project
    /// The folder the project's paths are relative to; the `.xcodeproj` is written there.
    public let rootDirectory: URL

    /// Creates a generator.
    public init(project: Project, rootDirectory: URL) {
        self.project = project
        self.rootDirectory = rootDirectory
    }

    /// The `.xcodeproj` folder's name.
    public var projectFileName: String { "\(project.name).xcodeproj" }

    /// The files of the `.xcodeproj`, relative to the root. `upcomingFiles` are files that do
    /// not exist yet but are written in the same run (placeholder outputs); they are listed in
    /// the targets whose source folders hold them.
    public func generate(upcomingFiles: [String] = []) -> FileSet {
        let scanned = SourceScanner(rootDirectory: rootDirectory).scan(project, extraFiles: upcomingFiles)
        let objects = PBXProjectBuilder(project: project, files: scanned).build()
        var files = FileSet()
        let text = PBXWriter(objects: objects, rootObject: XcodeID.project, objectVersion: XcodeFormat.objectVersion).write()
        files.add("\(projectFileName)/project.pbxproj", text: text)
        files.add("\(projectFileName)/project.xcworkspace/contents.xcworkspacedata", text: WorkspaceGenerator.contents(projectFileName: projectFileName))
        for (name, list) in PipelineFileLists.files(for: project, root: rootDirectory, upcomingFiles: upcomingFiles) {
            files.add("\(projectFileName)/\(name)", text: list)
        }
        for (name, xml) in SchemeGenerator(project: project).schemes() {
            files.add("\(schemesFolder)/\(name).xcscheme", text: xml)
        }
        return files
    }

    /// Where shared schemes live, relative to the root.
    public var schemesFolder: String { "\(projectFileName)/xcshareddata/xcschemes" }
}
