import Foundation
import Testing

/// The Example app is real code: it type-checks against the API stubs of SwiftUI, Combine,
/// NeedleFoundation and IMVVM in `Tests/Fixtures/Stubs` (the frameworks exist only on Apple
/// platforms), in Debug and Release, with its unit tests, and with the Needle file its own
/// pipeline writes.
@Suite struct ExampleAppTests {
    static let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/typecheck-example.sh").path

    /// Runs typecheck-example.sh on the project at `root`, from another folder.
    static func typeCheck(_ root: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script, root.path]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A copy of the Example after `scaffold prebuild`, which writes Example/App/Generated.
    static func prebuiltCopyOfExample() throws -> URL {
        let root = try copyOfExample()
        let prebuild = try Scaffold.run(["prebuild"], in: root)
        #expect(prebuild.status == 0, "\(prebuild.output)\(prebuild.error)")
        return root
    }

    @Test func exampleTypeChecksAgainstTheAPIStubs() throws {
        let root = try Self.prebuiltCopyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Self.typeCheck(root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("type-checking ExampleApp (Release, Swift 5)"), "\(run.output)")
        #expect(run.output.hasSuffix("ok: the Example app type-checks\n"), "\(run.output)")
    }

    /// The script checks the Needle file the pipeline wrote, not a committed copy: without it,
    /// it says what to run; with a broken one, it fails.
    @Test func theNeedleFileComesFromThePrebuild() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try Self.typeCheck(root)
        #expect(missing.status != 0)
        #expect(missing.output.contains("Example/App/Generated/NeedleGenerated.swift is missing: run `scaffold prebuild` in \(root.path) first"), "\(missing.output)")

        #expect(try Scaffold.run(["prebuild"], in: root).status == 0)
        let needle = root.appendingPathComponent("Example/App/Generated/NeedleGenerated.swift")
        try Data((try String(contentsOf: needle, encoding: .utf8) + "let broken: Int = \"\"\n").utf8).write(to: needle)
        let broken = try Self.typeCheck(root)
        #expect(broken.status != 0)
        #expect(broken.output.contains("typecheck-example: ExampleApp does not type-check (Debug, Swift 5)"), "\(broken.output)")
    }

    /// A feature module (Example/Features/<F>/Sources/<M>) is emitted as its own module, the app is
    /// checked against it without its sources, and its tests against it.
    @Test func aFeatureModuleIsCheckedAsItsOwnModule() throws {
        let root = try Self.prebuiltCopyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let features = root.appendingPathComponent("Example/Features")
        let files = [
            "Wallet/Sources/Wallet/Wallet.swift": "public struct Wallet {\n    public init() {}\n    func balance() -> Int { 0 }\n}\n",
            "Wallet/Tests/WalletTests/WalletTests.swift": "import Testing\n@testable import Wallet\n\n@Test func balance() {\n    #expect(Wallet().balance() == 0)\n}\n",
            // Not Swift the app could compile: the script must leave it out.
            "Wallet/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Wallet\")\n",
            "Profile/UsesWallet.swift": "import Wallet\n\nlet appWallet = Wallet()\n",
        ]
        for (path, text) in files {
            let url = features.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try Self.typeCheck(root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("emitting Wallet (Debug, Swift 5): 1 files\n"), "\(run.output)")
        #expect(run.output.contains("emitting Wallet (Release, Swift 5): 1 files\n"), "\(run.output)")
        #expect(run.output.contains("type-checking WalletTests: 1 files\n"), "\(run.output)")

        // The module's tests are checked: a test that calls what does not exist fails.
        try Data("import Testing\n@testable import Wallet\n\n@Test func missing() {\n    Wallet().spend()\n}\n".utf8)
            .write(to: features.appendingPathComponent("Wallet/Tests/WalletTests/WalletTests.swift"))
        let failing = try Self.typeCheck(root)
        #expect(failing.status != 0)
        #expect(failing.output.contains("typecheck-example: the tests WalletTests do not type-check"), "\(failing.output)")
    }
}
