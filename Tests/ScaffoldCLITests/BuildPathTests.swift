import Foundation
import Testing

/// No error text of scaffold can show a path of the machine it was built on. SwiftPM's
/// `Bundle.module` accessor ends in a `fatalError` naming the build folder, and `#file` or
/// `#filePath` is the source's absolute path there; the tool's code uses neither (resources are
/// found beside the executable: `BuiltinTemplateFolder`). ProjectDescription is left out: its
/// `#filePath` defaults record the call sites in a user's manifest, where they are compiled.
/// `.ci/run` also checks the installed binary's text (`scripts/check-build-paths.sh`).
@Suite struct BuildPathTests {
    @Test func theToolsCodeNamesNoBuildPath() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var checked = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            if relative.hasPrefix("ProjectDescription/") { continue }
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for banned in ["Bundle.module", "#filePath", "#file)", "#file,", "#file "] where code.contains(banned) {
                    found.append("Sources/\(relative):\(number + 1): \(banned)")
                }
            }
        }
        #expect(checked > 100)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
