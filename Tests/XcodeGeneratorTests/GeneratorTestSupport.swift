import Foundation
import ManifestLoader
import ProjectSpec
import ScaffoldSupport
import Testing
import XcodeGenerator

/// The repository root, where `Project.yml` describes the Example.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder holding `files` (path → text).
func makeFolder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// Loads the manifest in `root` and generates its project files, the way `generate` does
/// (placeholder outputs count as present).
func generateProject(in root: URL, manifest: String = "Project.yml") throws -> (project: Project, files: FileSet) {
    let loaded = try ManifestLoader(environment: [:], workingDirectory: root).load(root.appendingPathComponent(manifest))
    let placeholders = PlaceholderOutputs.missing(in: loaded.project, root: root)
    let files = XcodeProjectGenerator(project: loaded.project, rootDirectory: root).generate(upcomingFiles: Array(placeholders.keys))
    return (loaded.project, files)
}

/// The text of one generated file.
func text(_ files: FileSet, _ path: String) -> String {
    String(decoding: files.files[path] ?? [], as: UTF8.self)
}

/// Reads the generated `project.pbxproj` back with the independent reader.
func reader(_ files: FileSet, project: Project) throws -> PBXProjectReader {
    try PBXProjectReader(text: text(files, "\(project.name).xcodeproj/project.pbxproj"))
}

/// Generates the project in `root` and reads its `project.pbxproj` back, expecting every
/// reference in it to name an object.
func generatedPBX(in root: URL) throws -> PBXProjectReader {
    let (project, files) = try generateProject(in: root)
    let pbx = try reader(files, project: project)
    #expect(pbx.danglingReferences() == [])
    return pbx
}
