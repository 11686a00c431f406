import Foundation
import Templating

/// libFuzzer's entry point for template rendering (scripts/fuzz.sh template builds and runs
/// it): each input is the body of `Main.stencil` in a scratch template folder, beside
/// `Partial.stencil` (which includes `Main.stencil` back, so include and extends cycles are
/// reachable) and rendered with every kind of parameter value, as `scaffold new` renders a
/// template someone else wrote. Render errors are fine; a crash, trap, hang or sanitizer report
/// is a finding.
func fuzzTemplate(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let folder = ScratchTemplate.shared.folder
    guard FileManager.default.createFile(atPath: folder.appendingPathComponent("Main.stencil").path, contents: Data(bytes: bytes, count: count)),
          let template = try? TemplateManifestReader().read(folder: folder) else { return 0 }
    let renderer = TemplateRenderer(template: template)
    let values: [String: TemplateValue] = ["name": .string("Profile"), "flag": .bool(true), "items": .list(["a", "b"]), "kind": .string("mvsl")]
    _ = try? renderer.render(values)
    _ = renderer.message(values)
    return 0
}

/// The template folder every input is rendered in, made once per process.
final class ScratchTemplate: Sendable {
    static let shared = ScratchTemplate()
    let folder: URL

    private init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-template-\(getpid())/fuzz")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = """
            name: fuzz
            parameters:
              name: {type: string}
              flag: {type: bool, default: true}
              items: {type: list, default: []}
              kind: {type: choice, choices: [imvvm, mvsl], default: imvvm}
            files:
              - path: "{{ name }}/{{ name }}.swift"
                template: Main.stencil
              - path: "{{ name }}/{{ item }}.swift"
                template: Partial.stencil
                each: items
            message: "Created {{ name|snake_case }}: {% include 'Partial.stencil' %}"

            """
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("template.yml").path, contents: Data(manifest.utf8))
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("Partial.stencil").path,
                                       contents: Data("{% if flag %}{% include \"Main.stencil\" %}{% endif %}{{ item|lowerFirst }}\n".utf8))
    }
}
