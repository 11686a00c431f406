import DependencyCheck
import Foundation
import ScaffoldSupport
import Testing

/// Bad input never crashes: unreadable files become diagnostics, unparsable text is scanned
/// as far as swift-syntax recovers, and files without the keywords are not parsed.
@Suite struct RobustnessTests {
    @Test func anUnreadableFileIsAnErrorNotACrash() {
        let files = TemporaryFiles([:])
        let missing = files.folder.appendingPathComponent("Gone.swift")
        let result = DependencyCheck.run(files: [missing, files.folder], relativeTo: files.folder)
        #expect(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.severity)" } == [".:1:1 error", "Gone.swift:1:1 error"])
        #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("cannot read ") })
    }

    /// swift-syntax takes time doubling with each level of a nested collection type (26
    /// levels: 23 s), crashes near 1,000, and overflows on thousands of nested `#if`: such a
    /// file is an error at the bracket (or `#if`) past the limit, found before parsing.
    @Test func nestingSwiftSyntaxCannotParseIsALocatedErrorNotAHang() {
        func component(_ type: String) -> String {
            "import NeedleFoundation\nprotocol XDependency: Dependency {}\nfinal class XComponent: Component<XDependency> {\n    public var x: \(type) { shared { [] } }\n}\n"
        }
        let files = TemporaryFiles([
            "Deep.swift": component(String(repeating: "[", count: 26) + "Int" + String(repeating: "]", count: 26)),
            "Deeper.swift": component(String(repeating: "[", count: 1000) + "Int" + String(repeating: "]", count: 1000)),
            "Conditions.swift": "// Component\n" + String(repeating: "#if A\n", count: 10_000) + "let a = 1\n" + String(repeating: "#endif\n", count: 10_000),
            "Fine.swift": component("[[String: [[Int]]]]") + "let text = \"\(String(repeating: "[", count: 40))\" // [[[[[[[[[[[[[[[[[[[[\n",
        ])
        let started = Date()
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.diagnostics.filter { $0.message.contains("nested") }.map { "\($0.location?.description ?? "-"): \($0.message)" } == [
            "Conditions.swift:66:1: '#if' is nested more than 64 deep; scaffold does not parse this file",
            "Deep.swift:4:35: brackets '[' are nested more than 16 deep; scaffold does not parse this file",
            "Deeper.swift:4:35: brackets '[' are nested more than 16 deep; scaffold does not parse this file",
        ])
        #expect(result.graph.components.map(\.name) == ["XComponent"])
    }

    @Test func aFIFOOrADeviceIsNamedForWhatItIs() throws {
        let files = TemporaryFiles([:])
        let fifo = files.folder.appendingPathComponent("Pipe.swift")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let result = DependencyCheck.run(files: [fifo, URL(fileURLWithPath: "/dev/zero")], relativeTo: files.folder)
        #expect(result.diagnostics.map(\.message).sorted().map { $0.replacingOccurrences(of: "../", with: "") } == [
            "cannot read dev/zero: it is a device, not a regular file", "cannot read Pipe.swift: it is a FIFO, not a regular file",
        ])
    }

    @Test func garbageAndHalfWrittenSourcesDoNotCrash() {
        let files = TemporaryFiles([
            "Broken.swift": "final class HalfComponent: Component<HalfDependency> {\n    var clock: Clock {\nprotocol : Dependency { var : }\nclass X: Component<>() {{{",
            "Binary.swift": String(decoding: [0xFF, 0xFE, 0x00, 0x43] + Array("Component<Dependency>".utf8), as: UTF8.self),
            "Empty.swift": "",
        ])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(result.graph.components.map(\.name) == ["HalfComponent"])
        _ = NeedleCodeGenerator.source(for: result.graph)
    }

    @Test func filesWithoutTheKeywordsAreNotParsed() {
        let files = TemporaryFiles([
            "App.swift": "import NeedleFoundation\nfinal class Profile: Component<EmptyDependency> {}\n",
            "Elsewhere.swift": "import Combine\nlet profile = Profile(parent: nothing)\n",
        ])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(result.graph.constructions == [])
        #expect(result.graph.imports == ["import NeedleFoundation"])
    }

    @Test func locationsCountColumnsInUnicodeScalars() {
        let files = TemporaryFiles(["App.swift": """
            import NeedleFoundation
            final class RootComponent: BootstrapComponent { var feedComponent: FeedComponent { FeedComponent(parent: self) } }
            final class Clock {}
            protocol FeedDependency: Dependency { /* é ü */ var clock: Clock { get } }
            final class FeedComponent: Component<FeedDependency> {}

            """])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(result.diagnostics.map { $0.location?.description } == ["App.swift:4:49"])
    }
}
