import Foundation
import Testing

/// The Example app is real code: it type-checks against the API stubs of SwiftUI, Combine,
/// NeedleFoundation and IMVVM in `Tests/Fixtures/Stubs` (the frameworks exist only on Apple
/// platforms), in Debug and Release, with its unit tests.
@Suite struct ExampleAppTests {
    @Test func exampleTypeChecksAgainstTheAPIStubs() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [repositoryRoot.appendingPathComponent("Tests/Fixtures/typecheck-example.sh").path]
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ok: the Example app type-checks"))
    }
}
