import DependencyCheck
import Foundation
import ScaffoldSupport
import XCTest

/// Bad input never crashes: unreadable files become diagnostics, unparsable text is scanned
/// as far as swift-syntax recovers, and files without the keywords are not parsed.
final class RobustnessTests: XCTestCase {
    func testAnUnreadableFileIsAnErrorNotACrash() {
        let files = TemporaryFiles([:])
        let missing = files.folder.appendingPathComponent("Gone.swift")
        let result = DependencyCheck.run(files: [missing, files.folder], relativeTo: files.folder)
        XCTAssertEqual(result.diagnostics.map { "\($0.location?.description ?? "-") \($0.severity)" }, [".:1:1 error", "Gone.swift:1:1 error"])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.message.hasPrefix("cannot read ") })
    }

    func testGarbageAndHalfWrittenSourcesDoNotCrash() {
        let files = TemporaryFiles([
            "Broken.swift": "final class HalfComponent: Component<HalfDependency> {\n    var clock: Clock {\nprotocol : Dependency { var : }\nclass X: Component<>() {{{",
            "Binary.swift": String(decoding: [0xFF, 0xFE, 0x00, 0x43] + Array("Component<Dependency>".utf8), as: UTF8.self),
            "Empty.swift": "",
        ])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        XCTAssertEqual(result.graph.components.map(\.name), ["HalfComponent"])
        _ = NeedleCodeGenerator.source(for: result.graph)
    }

    func testFilesWithoutTheKeywordsAreNotParsed() {
        let files = TemporaryFiles([
            "App.swift": "import NeedleFoundation\nfinal class Profile: Component<EmptyDependency> {}\n",
            "Elsewhere.swift": "import Combine\nlet profile = Profile(parent: nothing)\n",
        ])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        XCTAssertEqual(result.graph.constructions, [])
        XCTAssertEqual(result.graph.imports, ["import NeedleFoundation"])
    }

    func testLocationsCountColumnsInUnicodeScalars() {
        let files = TemporaryFiles(["App.swift": """
            import NeedleFoundation
            final class RootComponent: BootstrapComponent { var feedComponent: FeedComponent { FeedComponent(parent: self) } }
            final class Clock {}
            protocol FeedDependency: Dependency { /* é ü */ var clock: Clock { get } }
            final class FeedComponent: Component<FeedDependency> {}

            """])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        XCTAssertEqual(result.diagnostics.map { $0.location?.description }, ["App.swift:4:49"])
    }
}
