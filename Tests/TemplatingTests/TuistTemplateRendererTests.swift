import Foundation
import ScaffoldSupport
@testable import Templating
import Testing

/// The Tuist template renderer without a compiler: templates built in memory, rendered as
/// `tuist scaffold` renders them (StencilSwiftKit's filters, empty files skipped, a later item
/// winning a path, only files inside the project read).
@Suite struct TuistTemplateRendererTests {
    let here = SourceLocation(file: "T/T.swift", line: 1, column: 1)

    func template(_ items: [TuistTemplate.Item], attributes: [TuistTemplate.Attribute] = [], root: URL = FileManager.default.temporaryDirectory) -> TuistTemplate {
        TuistTemplate(name: "T", description: "", attributes: attributes, items: items, folder: root, root: root, location: here)
    }

    func string(_ path: String, _ text: String) -> TuistTemplate.Item {
        TuistTemplate.Item(path: path, contents: .string(text), location: here)
    }

    func render(_ text: String, name: String) throws -> String {
        let renderer = TuistTemplateRenderer(template: template([string("out.txt", text)]))
        let files = try renderer.render(["name": .string(name)])
        return String(decoding: files.files["out.txt"] ?? [], as: UTF8.self)
    }

    @Test(arguments: [
        ("{{ name|lowerFirstWord }}", "URLChooser", "urlChooser"),
        ("{{ name|lowerFirstWord }}", "PeoplePicker", "peoplePicker"),
        ("{{ name|lowerFirstLetter }}", "URLChooser", "uRLChooser"),
        ("{{ name|upperFirstLetter }}", "people picker", "People picker"),
        ("{{ name|camelToSnakeCase }}", "URLChooserView", "url_chooser_view"),
        ("{{ name|camelToSnakeCase:false }}", "URLChooserView", "URL_Chooser_View"),
        ("{{ name|snakeToCamelCase }}", "people_picker", "PeoplePicker"),
        ("{{ name|snakeToCamelCase }}", "URL_CHOOSER", "UrlChooser"),
        ("{{ name|swiftIdentifier }}", "hello world", "Hello_World"),
        ("{{ name|swiftIdentifier:\"pretty\" }}", "hello world", "HelloWorld"),
        ("{{ name|swiftIdentifier }}", "2fa", "_2fa"),
        ("{{ name|escapeReservedKeywords }}", "class", "`class`"),
        ("{{ name|replace:\"Old\",\"New\" }}", "OldView", "NewView"),
        ("{{ name|basename }}/{{ name|dirname }}", "a/b/c.swift", "c.swift/a/b"),
        ("{{ name|removeNewlines }}", "a b\nc", "abc"),
        ("{% if name|hasPrefix:\"UI\" %}ui{% endif %}{% if name|!contains:\"x\" %}-nox{% endif %}", "UIView", "ui-nox"),
        ("{{ name|lowercase }}", "Profile", "profile"),
    ])
    func stencilSwiftKitsFilters(_ template: String, _ name: String, _ expected: String) throws {
        #expect(try render(template, name: name) == expected)
    }

    @Test func whitespaceOnlyFilesAreSkippedButGitkeepAndTheLastItemWins() throws {
        let renderer = TuistTemplateRenderer(template: template([
            string("{{ name }}/empty.swift", "{% if false %}x{% endif %}\n  \n"),
            string("{{ name }}/.gitkeep", ""),
            string("{{ name }}/a.txt", "first"),
            string("./{{ name }}//a.txt", "second"),
        ]))
        let files = try renderer.render(["name": .string("Kit")])
        #expect(files.paths == ["Kit/.gitkeep", "Kit/a.txt"])
        #expect(files.files["Kit/a.txt"] == Array("second".utf8))
    }

    @Test func defaultsKeepTheirTypeAndGivenValuesAreStrings() throws {
        let attributes = [
            TuistTemplate.Attribute(name: "name", defaultValue: nil, location: here),
            TuistTemplate.Attribute(name: "tests", defaultValue: .boolean(false), location: here),
            TuistTemplate.Attribute(name: "layers", defaultValue: .array([.string("A"), .string("B")]), location: here),
        ]
        let renderer = TuistTemplateRenderer(template: template([string("out", "{{ name }}{% if tests %} tests{% endif %}{% for l in layers %} {{ l }}{% endfor %}")], attributes: attributes))
        let defaults = try renderer.render(try renderer.values(from: ["name": "X"]))
        #expect(defaults.files["out"] == Array("X A B".utf8))
        // As in Tuist, a command-line value is a string: "false" is a non-empty string, true.
        let given = try renderer.render(try renderer.values(from: ["name": "X", "tests": "false"]))
        #expect(given.files["out"] == Array("X tests A B".utf8))
    }

    @Test func filesOutsideTheProjectAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let item = TuistTemplate.Item(path: "x.swift", contents: .file(path: "../../etc/passwd", base: root), location: here)
        #expect(throws: DiagnosticsError.self) { try TuistTemplateRenderer(template: template([item], root: root)).render([:]) }
    }
}
