import Foundation
import ScaffoldSupport
import Templating
import Testing

/// A template folder found in a repository is untrusted: a file that is a symbolic link out
/// of it (to `~/.ssh/id_rsa`, say) is refused with a located error, never rendered.
@Suite struct TemplateSymlinkTests {
    /// A secret outside the template folder, and a template folder beside it.
    func folders() throws -> (template: URL, secret: URL) {
        let root = try TemplateTestSupport.makeTemporaryFolder("template-links")
        let secret = root.appendingPathComponent("secret.txt")
        try Data("SECRET\n".utf8).write(to: secret)
        let template = root.appendingPathComponent("template")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        return (template, secret)
    }

    /// The errors reading `template`'s manifest reports, rendered with file names only; empty
    /// when it reads.
    func errors(reading template: URL) -> String {
        do {
            _ = try TemplateManifestReader(displayPath: { $0.lastPathComponent }).read(folder: template)
            return ""
        } catch {
            return DiagnosticRenderer(colors: false).render(error.diagnostics)
        }
    }

    @Test func aTemplateFileLinkedOutOfTheFolderIsRefusedAtItsKey() throws {
        let (template, secret) = try folders()
        try Data("name: leak\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"{{ name }}.swift\"\n    template: Leak.stencil\n".utf8)
            .write(to: template.appendingPathComponent("template.yml"))
        try FileManager.default.createSymbolicLink(at: template.appendingPathComponent("Leak.stencil"), withDestinationURL: secret)
        #expect(errors(reading: template).hasPrefix("template.yml:6:15: error: template file 'Leak.stencil' is a symbolic link out of the template folder"))
    }

    @Test func aTemplateManifestLinkedOutOfTheFolderIsRefused() throws {
        let (template, secret) = try folders()
        try Data("name: elsewhere\nfiles: []\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(at: template.appendingPathComponent("template.yml"), withDestinationURL: secret)
        #expect(errors(reading: template).hasPrefix("template.yml:1:1: error: template file 'template.yml' is a symbolic link out of the template folder"))
    }

    /// A file that only `{% include %}` reaches is not loaded when it links out: the include
    /// fails instead of pasting the secret into the rendered file.
    @Test func anIncludedFileLinkedOutOfTheFolderIsNotRendered() throws {
        let (template, secret) = try folders()
        try Data("name: leak\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"{{ name }}.swift\"\n    template: Main.stencil\n".utf8)
            .write(to: template.appendingPathComponent("template.yml"))
        try Data("// {% include \"Leak.stencil\" %}\n".utf8).write(to: template.appendingPathComponent("Main.stencil"))
        try FileManager.default.createSymbolicLink(at: template.appendingPathComponent("Leak.stencil"), withDestinationURL: secret)
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: template))
        let rendered = try? renderer.render(["name": .string("Leak")])
        #expect(rendered == nil || !String(decoding: rendered?.files["Leak.swift"] ?? [], as: UTF8.self).contains("SECRET"))
    }

    /// A link that stays inside the folder is fine.
    @Test func aLinkInsideTheFolderStillRenders() throws {
        let (template, _) = try folders()
        try Data("name: inside\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"{{ name }}.swift\"\n    template: Link.stencil\n".utf8)
            .write(to: template.appendingPathComponent("template.yml"))
        try Data("struct {{ name }} {}\n".utf8).write(to: template.appendingPathComponent("Real.stencil"))
        try FileManager.default.createSymbolicLink(atPath: template.appendingPathComponent("Link.stencil").path, withDestinationPath: "Real.stencil")
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: template))
        let files = try renderer.render(["name": .string("Inside")])
        #expect(String(decoding: files.files["Inside.swift"] ?? [], as: UTF8.self) == "struct Inside {}\n")
    }
}
