import Foundation
import Testing
import TestSupport

/// `Tests/Fixtures/typecheck-example.sh PROJECT_ROOT` checks the project as it is on disk: the
/// Needle file its prebuild wrote (not a committed copy) and each feature module on its own.
/// (PluginFlowTests runs it on the Example before and after features are added.)
@Suite struct TypeCheckScriptTests {
    /// Runs the script on the project at `root`, from another folder.
    static func typeCheck(_ root: URL) throws -> ToolRun {
        let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/typecheck-example.sh").path
        return try StubCompiler.run("/bin/sh", [script, root.path], in: FileManager.default.temporaryDirectory)
    }

    /// Without the Needle file it says what to run; with a broken one, it fails.
    @Test func theNeedleFileComesFromThePrebuild() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try Self.typeCheck(root)
        #expect(missing.status != 0)
        #expect(missing.output.contains("Example/App/Generated/NeedleGenerated.swift is missing: run `scaffold prebuild` in \(root.path) first"), "\(missing)")

        #expect(try Scaffold.run(["prebuild"], in: root).status == 0)
        let needle = root.appendingPathComponent("Example/App/Generated/NeedleGenerated.swift")
        try Data((try String(contentsOf: needle, encoding: .utf8) + "let broken: Int = \"\"\n").utf8).write(to: needle)
        let broken = try Self.typeCheck(root)
        #expect(broken.status != 0)
        #expect(broken.output.contains("typecheck-example: ExampleApp does not type-check (Debug, Swift 5)"), "\(broken)")
    }

    /// A feature module (Example/Features/<F>/Sources/<M>) is emitted as the module <M>, the app is
    /// checked against it without the module's folders, and the module's tests against it.
    @Test func aFeatureModuleIsCheckedAsItsOwnModule() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Scaffold.run(["prebuild"], in: root).status == 0)
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
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("emitting Wallet (Debug, Swift 5): 1 files\n"), "\(run)")
        #expect(run.output.contains("emitting Wallet (Release, Swift 5): 1 files\n"), "\(run)")
        #expect(run.output.contains("type-checking WalletTests: 1 files\n"), "\(run)")
        #expect(run.output.hasSuffix("ok: the Example app type-checks\n"), "\(run)")

        // The module's tests are checked: a test that calls what does not exist fails.
        try Data("import Testing\n@testable import Wallet\n\n@Test func missing() {\n    Wallet().spend()\n}\n".utf8)
            .write(to: features.appendingPathComponent("Wallet/Tests/WalletTests/WalletTests.swift"))
        let failing = try Self.typeCheck(root)
        #expect(failing.status != 0)
        #expect(failing.output.contains("typecheck-example: the tests WalletTests do not type-check"), "\(failing)")
    }
}
