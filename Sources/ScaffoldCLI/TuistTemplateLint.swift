import ArgumentParser
import Foundation
import ScaffoldSupport
import Templating

/// `scaffold template lint` on a Tuist template folder: the manifest compiles and runs, every
/// item renders with sample attributes, and every rendered `.swift` file parses.
enum TuistTemplateLint {
    static func run(folder: URL) throws {
        let root = TuistProject.root(from: folder) ?? folder
        let template: TuistTemplate
        do {
            template = try TuistFilesPlan.read(folder: folder, root: root)
        } catch {
            DiagnosticsPrinter(format: .text).print(error.diagnostics)
            throw ExitCode.failure
        }
        let renderer = TuistTemplateRenderer(template: template, displayPath: ManifestSearch.loader().displayPath)
        var problems: [Diagnostic] = []
        do {
            let files = try renderer.render(try renderer.values(from: samples(for: template)))
            for path in files.paths where path.hasSuffix(".swift") {
                let source = String(decoding: files[path] ?? [], as: UTF8.self)
                problems += SwiftSyntaxCheck.problems(in: source).map { .error("sample attributes: \(path):\($0)") }
            }
        } catch {
            problems += error.diagnostics
        }
        guard problems.isEmpty else {
            DiagnosticsPrinter(format: .text).print(problems)
            throw ExitCode.failure
        }
        StandardStreams.output("\(template.name): ok (Tuist template; rendered with \(describe(samples(for: template))) and parsed)\n")
    }

    /// A value for each required attribute (`SampleName` for `name`, `Sample` for others);
    /// optional ones keep their defaults.
    static func samples(for template: TuistTemplate) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in template.attributes where attribute.defaultValue == nil {
            values[attribute.name] = attribute.name == "name" ? "SampleName" : "Sample"
        }
        return values
    }

    private static func describe(_ values: [String: String]) -> String {
        values.isEmpty ? "the defaults" : values.keys.sorted().map { "--\($0) \(values[$0] ?? "")" }.joined(separator: " ")
    }
}
