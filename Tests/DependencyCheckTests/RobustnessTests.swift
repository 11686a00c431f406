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
