import Foundation
import Testing

/// `scaffold import` as a user runs it: the manifest written beside the project, generating
/// from it; an existing manifest kept without --force; a file that is not a project a located
/// error that writes nothing.
@Suite struct ImportCommandTests {
    static let pbxproj = """
    // !$*UTF8*$!
    {
        objects = {
            P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G0; targets = (T1); };
            G0 = { isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1); path = Shop; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = ShopApp.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
            T1 = { isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application"; buildConfigurationList = CL2; buildPhases = (S1); };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.shop; }; };
            C4 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.shop; }; };
        };
        rootObject = P1;
    }
    """

    func project(pbxproj: String = pbxproj) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("import-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shop"), withIntermediateDirectories: true)
        try Data("@main struct ShopApp {}\n".utf8).write(to: root.appendingPathComponent("Shop/ShopApp.swift"))
        try Data(pbxproj.utf8).write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        return root
    }

    @Test func importsThenGeneratesTheProjectAgain() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let imported = try Scaffold.run(["import"], in: root)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "wrote Project.yml: 1 target of 1\n", "\(imported.output)")
        let manifest = try String(contentsOf: root.appendingPathComponent("Project.yml"), encoding: .utf8)
        #expect(manifest.contains("name: \"Shop\"") && manifest.contains("path: \"Shop\""), "\(manifest)")

        // The manifest generates: the project comes back with its target and source.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcodeproj"))
        let generated = try Scaffold.run(["generate"], in: root)
        #expect(generated.status == 0, "\(generated.error)")
        let written = try String(contentsOf: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(written.contains("ShopApp.swift in Sources") && written.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.shop;"))
    }

    /// The test process's `PATH`, where swiftc is: a `Project.swift` is compiled.
    static let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    @Test func importsAsSwiftAndGeneratesWhatTheYAMLImportGenerates() throws {
        let yaml = try project(), swift = try project()
        defer { for root in [yaml, swift] { try? FileManager.default.removeItem(at: root) } }
        #expect(try Scaffold.run(["import"], in: yaml).status == 0)
        let imported = try Scaffold.run(["import", "--format", "swift"], in: swift)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "wrote Project.swift: 1 target of 1\n", "\(imported.output)")
        #expect(!FileManager.default.fileExists(atPath: swift.appendingPathComponent("Project.yml").path))
        let manifest = try String(contentsOf: swift.appendingPathComponent("Project.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("import ProjectDescription\n\nlet project = Project(\n    name: \"Shop\",\n"), "\(manifest)")
        // The target names no Info.plist: the manifest says so, or loading would give it Xcode's generated one.
        #expect(manifest.contains("infoPlist: .fromBuildSettings"), "\(manifest)")

        for root in [yaml, swift] { try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcodeproj")) }
        let fromYAML = try Scaffold.run(["generate", "--spec", "Project.yml"], in: yaml, environment: Self.environment)
        #expect(fromYAML.status == 0, "\(fromYAML.error)")
        let fromSwift = try Scaffold.run(["generate", "--spec", "Project.swift"], in: swift, environment: Self.environment)
        #expect(fromSwift.status == 0, "\(fromSwift.error)")
        let expected = try String(contentsOf: yaml.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        let actual = try String(contentsOf: swift.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(expected.contains("ShopApp.swift in Sources") && expected.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.shop;"))
        #expect(actual == expected)
    }

    @Test func anOutputNameThatDoesNotFitTheFormatIsRefused() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot(root)
        let result = try Scaffold.run(["import", "--format", "swift", "--output", "Project.yml"], in: root)
        #expect(result.status == 1)
        #expect(result.error.contains("error: --output Project.yml does not fit --format swift"), "\(result.error)")
        #expect(snapshot(root) == before)
    }

    @Test func anExistingManifestIsReplacedOnlyWithForce() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("name: Mine\n".utf8).write(to: root.appendingPathComponent("Project.yml"))
        let refused = try Scaffold.run(["import", "Shop.xcodeproj"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error.contains("error: Project.yml exists; scaffold import replaces it only with --force"), "\(refused.error)")
        #expect(!refused.error.contains("Error: error:"), "\(refused.error)")
        #expect(try String(contentsOf: root.appendingPathComponent("Project.yml"), encoding: .utf8) == "name: Mine\n")
        let forced = try Scaffold.run(["import", "Shop.xcodeproj", "--force"], in: root)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOf: root.appendingPathComponent("Project.yml"), encoding: .utf8).contains("name: \"Shop\""))
    }

    @Test func aFileThatIsNotAProjectWritesNothing() throws {
        let root = try project(pbxproj: "{ objects = { broken")
        defer { try? FileManager.default.removeItem(at: root) }
        let before = snapshot(root)
        let result = try Scaffold.run(["import", "Shop.xcodeproj"], in: root)
        #expect(result.status == 1)
        #expect(result.error.contains("Shop.xcodeproj/project.pbxproj:1:1: error: not an Xcode project"), "\(result.error)")
        #expect(snapshot(root) == before)
        // A manifest outside the project's folder is refused too.
        let other = try project()
        defer { try? FileManager.default.removeItem(at: other) }
        let elsewhere = try Scaffold.run(["import", "Shop.xcodeproj", "--output", "Other/Project.yml"], in: other)
        #expect(elsewhere.status == 1 && elsewhere.error.contains("the manifest goes in the .xcodeproj's folder"), "\(elsewhere.error)")
    }

    /// A cloned repository is untrusted: a manifest that is a link out of the project is not
    /// written through, even with --force; a folder that links to itself does not hang the walk.
    @Test func aHostileRepositoryCannotMakeImportWriteOutsideOrHang() throws {
        let root = try project()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("import-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        try Data("mine\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Project.yml"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Shop/Loop"), withDestinationURL: root.appendingPathComponent("Shop"))
        let result = try Scaffold.run(["import", "Shop.xcodeproj", "--force"], in: root)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.error.contains("error:"), "\(result.error)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "mine\n")
    }
}
