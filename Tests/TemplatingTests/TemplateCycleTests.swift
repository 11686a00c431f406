import Foundation
import ScaffoldSupport
@testable import Templating
import Stencil
import Testing

/// `{% include %}` and `{% extends %}` cycles in a template found in a repository: an error
/// naming the chain, never a stack overflow that crashes `new` and `template lint`.
@Suite struct TemplateCycleTests {
    /// A template whose one file is `Main.stencil`, with `files` beside it.
    func template(_ files: [String: String]) throws -> URL {
        let folder = try TemplateTestSupport.makeTemporaryFolder("template-cycles").appendingPathComponent("cycle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("name: cycle\nparameters:\n  name: {type: string}\nfiles:\n  - path: \"{{ name }}.swift\"\n    template: Main.stencil\n".utf8)
            .write(to: folder.appendingPathComponent("template.yml"))
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    func renderingError(_ folder: URL) throws -> String {
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: folder))
        do {
            _ = try renderer.render(["name": .string("X")])
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func twoTemplatesIncludingEachOtherAreAnError() throws {
        let error = try renderingError(try template(["Main.stencil": "a {% include \"Other.stencil\" %}\n", "Other.stencil": "b {% include \"Main.stencil\" %}\n"]))
        #expect(error.contains("'include' and 'extends' nest more than 32 deep, a cycle: Main.stencil → Other.stencil → Main.stencil → …"), "\(error)")
    }

    @Test func aTemplateExtendingItselfIsAnError() throws {
        let error = try renderingError(try template(["Main.stencil": "{% extends \"Main.stencil\" %}\n"]))
        #expect(error.contains("a cycle: Main.stencil → Main.stencil"), "\(error)")
    }

    @Test func includingOnePartialManyTimesIsNotNesting() throws {
        let templates = ["Main.stencil": "{% for i in items %}{% include \"Row.stencil\" %}{% endfor %}", "Row.stencil": "{% include \"Cell.stencil\" %}", "Cell.stencil": "x"]
        let environment = Environment(loader: NestingLimitLoader(DictionaryLoader(templates: templates)))
        let text = try environment.renderTemplate(name: "Main.stencil", context: ["items": Array(0..<100)])
        #expect(text == String(repeating: "x", count: 100))
    }

    @Test func aTuistTemplateFileIncludingItselfIsAnError() throws {
        let folder = try template(["Self.stencil": "{% include \"Self.stencil\" %}"])
        let environment = Environment(loader: NestingLimitLoader(ContainedFolderLoader(folder: folder)))
        #expect { _ = try environment.renderTemplate(name: "Self.stencil") } throws: { "\($0)".contains("a cycle: Self.stencil → Self.stencil") }
    }
}
