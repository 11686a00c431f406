import Foundation
import ScaffoldSupport
import Templating
import Testing

/// The built-in `package` template writes a package SwiftPM accepts, with and without tests.
@Suite struct PackageTemplateTests {
    static let folder = templatesFixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/package")

    @Test(arguments: ["true", "false"])
    func swiftPMAcceptsThePackage(tests: String) throws {
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: Self.folder))
        let files = try renderer.render(try renderer.values(from: ["name": "Kit", "tests": tests, "platform": "macOS"]).get())
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-template-\(UUID().uuidString)")
        _ = try FileSetWriter(root: root).apply(files)
        for path in files.paths where path.hasSuffix(".swift") {
            #expect(SwiftSyntaxCheck.problems(in: String(decoding: files.files[path] ?? [], as: UTF8.self)) == [], "\(path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", root.appendingPathComponent("Kit").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: Data(FileDescriptorIO.readAll(output.fileHandleForReading.fileDescriptor) ?? []), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\"KitTests\"") == (tests == "true"))
    }

    @Test func aParameterCannotTakeAnOptionOfNew() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("name: t\nparameters:\n  version: {type: string}\nfiles: []\n".utf8).write(to: folder.appendingPathComponent("template.yml"))
        #expect(throws: DiagnosticsError.self) { try TemplateManifestReader().read(folder: folder) }
    }
}
