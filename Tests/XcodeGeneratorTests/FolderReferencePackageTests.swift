import Foundation
import ProjectSpec
import ScaffoldSupport
import Testing

/// scaffold's `folderReference: true` for a local package (issue 32: what `scaffold import`
/// writes for a project that added its packages as folders, as Xcode did before Xcode 15), and
/// XcodeGen's `excludeFromProject: true` (a package another one depends on).
@Suite struct FolderReferencePackageTests {
    @Test func aFolderOnlyPackageHasNoPackageReference() throws {
        let root = try makeFolder(["App/main.swift": "", "Packages/Kit/Package.swift": "", "Modules/Core/Package.swift": "",
                                   "Modules/Core/Sources/Core.swift": "", "Project.yml": """
            name: P
            packages:
              Kit: {path: Packages/Kit, folderReference: true}
              Core: {path: Modules/Core, folderReference: true}
            targets:
              App:
                type: application
                platform: macOS
                sources: [App, {path: Modules, type: syncedFolder}]
                dependencies: [{package: Kit}, {package: Core}]
            """])
        let (_, files) = try generateProject(in: root)
        let pbxproj = text(files, "P.xcodeproj/project.pbxproj")
        #expect(!pbxproj.contains("XCLocalSwiftPackageReference") && !pbxproj.contains("packageReferences"))
        // Each product names no package.
        #expect(pbxproj.contains("isa = XCSwiftPackageProductDependency;\n\t\t\tproductName = Kit;"), "\(pbxproj)")
        // Kit is shown as a folder; Core, inside the synchronized folder, is shown by it.
        #expect(pbxproj.contains("path = Packages/Kit;") && !pbxproj.contains("path = Modules/Core;"))
    }

    @Test func aRemotePackageIsNotAFolder() throws {
        let root = try makeFolder(["Project.yml": """
            name: P
            packages:
              Log: {url: "https://github.com/apple/swift-log", from: 1.0.0, folderReference: true, excludeFromProject: true}
            """])
        do {
            _ = try generateProject(in: root)
            Issue.record("a remote package with folderReference loaded")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.message) == ["'folderReference' applies to local packages only", "'excludeFromProject' applies to local packages only"])
        }
    }

    /// A package excluded from the project is neither referenced nor shown; the product a target
    /// links from it names no package, and the package the project does show keeps its reference.
    @Test func anExcludedPackageIsNeitherReferencedNorShown() throws {
        let root = try makeFolder(["App/main.swift": "", "Packages/API/Package.swift": "", "Packages/Utils/Package.swift": "", "Project.yml": """
            name: P
            packages:
              API: {path: Packages/API}
              Utils: {path: Packages/Utils, excludeFromProject: true}
            targets:
              App:
                type: application
                platform: macOS
                sources: [App]
                dependencies: [{package: API}, {package: Utils}]
            """])
        let (_, files) = try generateProject(in: root)
        let pbxproj = text(files, "P.xcodeproj/project.pbxproj")
        #expect(pbxproj.contains("XCLocalSwiftPackageReference \"Packages/API\"") && !pbxproj.contains("Packages/Utils"))
        #expect(pbxproj.contains("isa = XCSwiftPackageProductDependency;\n\t\t\tproductName = Utils;"), "\(pbxproj)")
        #expect(pbxproj.contains("Utils in Frameworks"))
    }

    /// A project whose folders are synchronized by default (XcodeGen's
    /// `defaultSourceDirectoryType`): a `fileGroups` folder is a synchronized folder of no target,
    /// a folder package inside it is shown by it, and an `.xcconfig` inside it has no reference
    /// of its own — the configuration names the folder (`baseConfigurationReferenceAnchor`), as
    /// Xcode 16 writes it.
    @Test func foldersSynchronizedByDefaultShowPackagesAndConfigFiles() throws {
        let root = try makeFolder(["App/main.swift": "", "Modules/Core/Package.swift": "", "Config/Base.xcconfig": "", "Config/App.xcconfig": "",
                                   "Project.yml": """
            name: P
            options: {defaultSourceDirectoryType: syncedFolder}
            configFiles: {Debug: Config/Base.xcconfig}
            fileGroups: [Modules, Config]
            packages:
              Core: {path: Modules/Core, folderReference: true}
            targets:
              App:
                type: application
                platform: macOS
                sources: [{path: App, type: group}]
                configFiles: {Debug: Config/App.xcconfig}
                dependencies: [{package: Core}]
            """])
        let (project, files) = try generateProject(in: root)
        let pbxproj = text(files, "P.xcodeproj/project.pbxproj")
        let reader = try reader(files, project: project)
        let synced = reader.objects.values.filter { $0["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.compactMap { $0["path"]?.string }
        #expect(synced.sorted() == ["Config", "Modules"])
        #expect(!pbxproj.contains("path = Modules/Core;") && !pbxproj.contains("Base.xcconfig */ = {isa = PBXFileReference"))
        #expect(pbxproj.contains("baseConfigurationReferenceRelativePath = Base.xcconfig;"))
        #expect(pbxproj.contains("baseConfigurationReferenceRelativePath = App.xcconfig;"))
        #expect(try reader.groupPath(ofFile: "main.swift") == ["App", "main.swift"])
    }
}
