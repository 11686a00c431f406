import Foundation
import ScaffoldSupport
import Testing

/// A manifest that exits with a code of its own is told apart from one a signal killed.
@Suite struct SwiftManifestExitTests {
    func folder(_ tail: String) throws -> URL {
        let manifest = "import Foundation\n" + SwiftManifestErrorTests.manifest(SwiftManifestErrorTests.appTarget) + tail
        return try makeFolder(files: ["Project.swift": manifest, "Sources/App.swift": "struct App {}\n"])
    }

    @Test func anExitCodeAbove128IsAnExitCode() throws {
        let found = errors(try folder("\nexit(200)\n"))
        #expect(found.first?.message == "Project.swift exited with code 200 while it ran")
    }

    @Test func aSignalIsACrash() throws {
        let found = errors(try folder("\nkill(getpid(), SIGKILL)\n"))
        #expect(found.first?.message == "Project.swift crashed while it ran: killed by signal 9 (SIGKILL)")
    }
}
