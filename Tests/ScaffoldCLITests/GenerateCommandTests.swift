import Foundation
import Testing

/// A fresh copy of the repository's Project.yml and Example/.
func copyOfExample() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for item in ["Project.yml", "Example"] {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(item), to: folder.appendingPathComponent(item))
    }
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("Example/App/Generated"))
    // A checkout: `new` in Example/ looks for the manifest up to the repository root.
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return folder
}

/// Replaces `old` with `new` in the file at `path` under `folder`, which must hold `old`.
func edit(_ folder: URL, _ path: String, _ old: String, _ new: String) throws {
    let url = folder.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(old))
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
}

/// `scaffold generate` as a user runs it, on a copy of the Example.
@Suite struct GenerateCommandTests {
    func exampleCopy() throws -> URL { try copyOfExample() }

    func modificationDates(_ root: URL) -> [String: Date] {
        snapshot(root).keys.reduce(into: [:]) { dates, path in
            dates[path] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
        }
    }

    @Test func writesTheProjectThenNothingOnTheSecondRun() throws {
        let folder = try exampleCopy()
        let first = try Scaffold.run(["generate"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasPrefix("Generated Example.xcodeproj: 2 targets, 1 scheme; "))
        for path in ["Example.xcodeproj/project.pbxproj", "Example.xcodeproj/xcshareddata/xcschemes/ExampleApp.xcscheme",
                     "Example.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "Example/App/Generated/NeedleGenerated.swift"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        let dates = modificationDates(folder)
        let bytes = snapshot(folder)
        let second = try Scaffold.run(["generate"], in: folder)
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("up to date: nothing changed"))
        #expect(snapshot(folder) == bytes)
        #expect(modificationDates(folder) == dates)
    }

    @Test func theNoOpShortcutNeverHidesAChange() throws {
        let folder = try exampleCopy()
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let pbxproj = folder.appendingPathComponent("Example.xcodeproj/project.pbxproj")
        let original = try Data(contentsOf: pbxproj)

        try Data("edited by hand".utf8).write(to: pbxproj)
        let repaired = try Scaffold.run(["generate"], in: folder)
        #expect(repaired.output.contains("; 1 written, "), "\(repaired.output)")
        #expect(try Data(contentsOf: pbxproj) == original)

        try Data("struct New {}\n".utf8).write(to: folder.appendingPathComponent("Example/Features/Profile/New.swift"))
        let added = try Scaffold.run(["generate"], in: folder)
        #expect(added.output.contains("written"), "\(added.output)")
        #expect(try String(contentsOf: pbxproj, encoding: .utf8).contains("New.swift in Sources"))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Example/Features/Profile/New.swift"))
        #expect(try Scaffold.run(["generate"], in: folder).output.contains("written"))
        #expect(!(try String(contentsOf: pbxproj, encoding: .utf8).contains("New.swift")))

        let module = "features:\n  Search:\n    pattern: imvvm\n    parent: LoggedIn\n    target: ExampleApp\n"
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Example/Features/Search"), withIntermediateDirectories: true)
        try Data(module.utf8).write(to: folder.appendingPathComponent("Example/Features/Search/module.yml"))
        #expect(try Scaffold.run(["generate"], in: folder).output.contains("written"))
        let flags = try String(contentsOf: folder.appendingPathComponent("Example/App/Plugins/FeatureFlags.swift"), encoding: .utf8)
        #expect(flags.contains("case search"))
    }

    @Test func anEnvironmentVariableTheManifestUsesInvalidatesTheShortcut() throws {
        let folder = try exampleCopy()
        try edit(folder, "Project.yml", "bundleIdPrefix: com.example", "bundleIdPrefix: ${PREFIX:-com.example}")
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        #expect(try Scaffold.run(["generate"], in: folder).output.hasPrefix("up to date"))
        let changed = try Scaffold.run(["generate"], in: folder, environment: ["PREFIX": "org.other"])
        #expect(changed.output.contains("written"), "\(changed.output)")
        let pbxproj = try String(contentsOf: folder.appendingPathComponent("Example.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(pbxproj.contains("PRODUCT_BUNDLE_IDENTIFIER = org.other.ExampleApp;"))
    }

    @Test func checkReportsDriftWithoutWriting() throws {
        let folder = try exampleCopy()
        let before = snapshot(folder)
        let missing = try Scaffold.run(["generate", "--check"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.output.contains("would create Example.xcodeproj/project.pbxproj"))
        #expect(snapshot(folder) == before)

        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let clean = try Scaffold.run(["generate", "--check"], in: folder)
        #expect(clean.status == 0, "\(clean.output)")
        // Pipeline outputs are generated and ignored by git, so a clean checkout lacks them:
        // generate writes placeholders, but their absence is not drift.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Example/App/Generated"))
        let withoutOutputs = try Scaffold.run(["generate", "--check"], in: folder)
        #expect(withoutOutputs.status == 0, "\(withoutOutputs.output)")

        try edit(folder, "Project.yml", "SWIFT_VERSION: \"5.0\"", "SWIFT_VERSION: \"6.0\"")
        let drift = try Scaffold.run(["generate", "--check"], in: folder)
        #expect(drift.status == 1)
        #expect(drift.output == "would update Example.xcodeproj/project.pbxproj\n")
    }

    @Test func removesOnlyTheSchemesItWroteThatLeftTheManifest() throws {
        let folder = try exampleCopy()
        let manifest = folder.appendingPathComponent("Project.yml")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let withExtra = original.replacingOccurrences(of: "schemes:\n", with: "schemes:\n  Extra:\n    build:\n      targets:\n        ExampleApp: all\n")
        try Data(withExtra.utf8).write(to: manifest)
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let schemes = folder.appendingPathComponent("Example.xcodeproj/xcshareddata/xcschemes")
        try Data("<Scheme/>".utf8).write(to: schemes.appendingPathComponent("Mine.xcscheme"))
        #expect(FileManager.default.fileExists(atPath: schemes.appendingPathComponent("Extra.xcscheme").path))

        try Data(original.utf8).write(to: manifest)
        let result = try Scaffold.run(["generate"], in: folder)
        #expect(result.output.contains(", 1 removed"))
        #expect(!FileManager.default.fileExists(atPath: schemes.appendingPathComponent("Extra.xcscheme").path))
        #expect(FileManager.default.fileExists(atPath: schemes.appendingPathComponent("Mine.xcscheme").path))
    }

    @Test func filesOfARemovedPipelineStepGoToo() throws {
        let folder = try exampleCopy()
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let list = folder.appendingPathComponent("Example.xcodeproj/scaffold/di-check.inputs.xcfilelist")
        #expect(FileManager.default.fileExists(atPath: list.path))
        let manifest = folder.appendingPathComponent("Project.yml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let withoutPhase = text.replacingOccurrences(of: "    buildPhase: [ExampleApp]\n  needle:", with: "    buildPhase: []\n  needle:")
        #expect(withoutPhase != text)
        try Data(withoutPhase.utf8).write(to: manifest)
        let result = try Scaffold.run(["generate"], in: folder)
        #expect(result.output.contains(", 1 removed"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: list.path))
    }

    @Test func aBrokenManifestWritesNothing() throws {
        let folder = try exampleCopy()
        let manifest = folder.appendingPathComponent("Project.yml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "type: application", with: "type: aplication").utf8).write(to: manifest)
        let before = snapshot(folder)
        let result = try Scaffold.run(["generate"], in: folder)
        #expect(result.status == 1)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("type: application") }) + 1
        #expect(result.error.contains("Project.yml:\(line):11: error: unknown target type 'aplication'"))
        #expect(snapshot(folder) == before)
    }

    /// A key the manifest's dump form does not spell out (a generated Info.plist's property)
    /// still counts: the fingerprint is the whole model, so the edit regenerates the plist.
    @Test func anEditToAnyModelFieldRegenerates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("struct App {}\n".utf8).write(to: folder.appendingPathComponent("App/App.swift"))
        let spec = "name: Plist\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        Color: red\n"
        try Data(spec.utf8).write(to: folder.appendingPathComponent("project.yml"))
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let plist = folder.appendingPathComponent("App/Info.plist")
        #expect(try String(contentsOf: plist, encoding: .utf8).contains("<string>red</string>"))

        try edit(folder, "project.yml", "Color: red", "Color: blue")
        let result = try Scaffold.run(["generate"], in: folder)
        #expect(result.status == 0)
        #expect(!result.output.hasPrefix("up to date"), "\(result.output)")
        #expect(try String(contentsOf: plist, encoding: .utf8).contains("<string>blue</string>"))
    }

    @Test func theCommittedFeatureFlagFileIsUpToDate() throws {
        let folder = try exampleCopy()
        #expect(try Scaffold.run(["generate", "--quiet"], in: folder).status == 0)
        let generated = try Data(contentsOf: folder.appendingPathComponent("Example/App/Plugins/FeatureFlags.swift"))
        #expect(generated == (try Data(contentsOf: repositoryRoot.appendingPathComponent("Example/App/Plugins/FeatureFlags.swift"))))
    }
}
