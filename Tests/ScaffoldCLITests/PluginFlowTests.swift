import Foundation
import Testing
import TestSupport

/// The headline flow, as a user runs it on a copy of the Example, with no hand edit anywhere:
/// the Example type-checks as it is; four features are added from the repository root (one per
/// pattern, and one as a package of its own), then `generate`, `prebuild` and the type-check
/// (`Tests/Fixtures/typecheck-example.sh`: the app with the files generate and prebuild wrote,
/// each feature module on its own, Debug and Release, and the tests) pass; one feature's folder
/// is deleted and they pass again.
@Suite struct PluginFlowTests {
    @Test func featuresPlugInAndOutWithNoHandEdit() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(at: root) }
        try expectGenerateAndPrebuild(in: root)
        try expectTypeChecks(root)
        let handWritten = handWrittenAppFiles(root)

        for arguments in [["Search"], ["Cart", "--pattern", "mvsl"], ["Feed", "--pattern", "observable"], ["Wallet", "--module", "package"]] {
            let created = try Scaffold.run(["new", "feature"] + arguments + ["--parent", "LoggedIn"], in: root)
            #expect(created.status == 0, "\(arguments): \(created.error)")
            #expect(!created.output.contains("makePlugin"), "no step asks for a hand edit: \(created.output)")
        }
        try expectGenerateAndPrebuild(in: root)
        let wiring = try text(root, "Example/App/Plugins/FeatureFlags.swift")
        for plugin in ["cart", "feed", "profile", "search", "settings", "wallet"] {
            #expect(wiring.contains("    case \(plugin)\n"), "\(plugin)")
        }
        #expect(wiring.contains("\nimport Wallet\n"))
        let needle = try text(root, "Example/App/Generated/NeedleGenerated.swift")
        #expect(needle.contains("\"^->RootComponent->LoggedInComponent->WalletComponent\""), "\(needle)")
        try expectTypeChecks(root)
        #expect(handWrittenAppFiles(root) == handWritten, "the app's own files are untouched")

        try FileManager.default.removeItem(at: root.appendingPathComponent("Example/Features/Cart"))
        try expectGenerateAndPrebuild(in: root)
        let after = try text(root, "Example/App/Plugins/FeatureFlags.swift")
        #expect(!after.contains("cart") && !after.contains("Cart"), "\(after)")
        #expect(!(try text(root, "Example/App/Generated/NeedleGenerated.swift")).contains("CartComponent"))
        try expectTypeChecks(root)
        #expect(handWrittenAppFiles(root) == handWritten)
    }

    private func expectGenerateAndPrebuild(in root: URL) throws {
        let generated = try Scaffold.run(["generate"], in: root)
        #expect(generated.status == 0, "\(generated.error)")
        let prebuilt = try Scaffold.run(["prebuild"], in: root)
        #expect(prebuilt.status == 0, "\(prebuilt.output)\(prebuilt.error)")
    }

    private func expectTypeChecks(_ root: URL) throws {
        let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/typecheck-example.sh").path
        let run = try StubCompiler.run("/bin/sh", [script, root.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("ok: the Example app type-checks"), "\(run.output)")
    }

    /// The app's hand-written Swift: everything under Example/App but what generate and prebuild write.
    private func handWrittenAppFiles(_ root: URL) -> [String: Data] {
        let app = root.appendingPathComponent("Example/App").path
        return snapshot(root).filter { path, _ in
            path.hasPrefix(app + "/") && path.hasSuffix(".swift") && !path.contains("/Generated/") && !path.hasSuffix("/FeatureFlags.swift")
        }
    }

    private func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
