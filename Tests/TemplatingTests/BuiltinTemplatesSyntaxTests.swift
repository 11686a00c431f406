import Foundation
import ScaffoldSupport
import Templating
import Testing

/// Every built-in template, with every combination of its bool parameters and each value of
/// each of its choices, renders Swift that swift-syntax parses with no diagnostics (the type
/// checks live in each template's suite).
@Suite struct BuiltinTemplatesSyntaxTests {
    static let templatesFolder = templatesFixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    static let names: [String] = DirectoryListing.entries(atPath: templatesFolder.path).filter(\.isDirectory).map(\.name)

    @Test func everyBuiltinTemplateIsHere() {
        #expect(Set(Self.names) == ["app", "feature-imvvm", "feature-mvsl", "feature-observable", "package"])
    }

    @Test(arguments: names)
    func rendersSwiftThatParses(_ name: String) throws {
        let renderer = TemplateRenderer(template: try TemplateManifestReader().read(folder: Self.templatesFolder.appendingPathComponent(name)))
        let flags = renderer.template.parameters.filter { $0.kind == .bool }.map(\.name)
        var combinations = TemplateTestSupport.combinations(of: flags)
        for choice in renderer.template.parameters where choice.kind == .choice {
            combinations = combinations.flatMap { arguments in choice.choices.map { arguments.merging([choice.name: $0]) { $1 } } }
        }
        for combination in combinations {
            let files = try renderer.render(try renderer.values(from: combination.merging(["name": "Search"]) { $1 }).get())
            let swiftFiles = files.paths.filter { $0.hasSuffix(".swift") }
            #expect(!swiftFiles.isEmpty)
            for path in swiftFiles {
                let problems = SwiftSyntaxCheck.problems(in: String(decoding: files.files[path] ?? [], as: UTF8.self))
                #expect(problems == [], "\(name) \(combination): \(path)")
            }
        }
    }
}
