import Foundation
import Testing

/// Which manifest `scaffold new` and `scaffold template list` find without --spec: a manifest
/// may run code (a Project.swift is compiled and run) and its Templates/ are used, so the
/// search upward never leaves the repository or the user's home folder.
@Suite struct ManifestSearchTests {
    /// `outer/` stands for a shared folder (a temporary folder, a checkout root) holding a
    /// planted manifest and template; `outer/<inner>` is where the user works.
    func plantedTree(inner: String) throws -> (outer: URL, work: URL) {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        let work = outer.appendingPathComponent(inner)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outer.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/Fixtures/Templates/sample"),
                                         to: outer.appendingPathComponent("Templates/planted"))
        try Data("name: Planted\n".utf8).write(to: outer.appendingPathComponent("Project.yml"))
        return (outer, work)
    }

    @Test func aManifestAboveTheRepositoryRootIsNotUsed() throws {
        let (outer, work) = try plantedTree(inner: "repo/Sources")
        try FileManager.default.createDirectory(at: outer.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let before = snapshot(outer)
        let new = try Scaffold.run(["new", "planted", "Profile", "--dry-run"], in: work, environment: ["HOME": "/nonexistent"])
        #expect(new.status == 1)
        #expect(new.error.contains("no template named 'planted'"), "\(new.error)")
        #expect(!new.output.contains("would create"))
        let list = try Scaffold.run(["template", "list"], in: work, environment: ["HOME": "/nonexistent"])
        #expect(list.status == 0, "\(list.error)")
        #expect(!list.output.contains("planted"))
        #expect(!list.error.contains("using"))
        #expect(snapshot(outer) == before)
    }

    @Test func aManifestAboveTheHomeFolderIsNotUsed() throws {
        let (outer, work) = try plantedTree(inner: "home/me/project")
        let list = try Scaffold.run(["template", "list"], in: work, environment: ["HOME": outer.appendingPathComponent("home/me").path])
        #expect(list.status == 0, "\(list.error)")
        #expect(!list.output.contains("planted"))
    }

    /// Outside the home folder and outside any repository, only the working folder is searched.
    @Test func outsideARepositoryAndHomeOnlyTheWorkingFolderIsSearched() throws {
        let (_, work) = try plantedTree(inner: "shared/project")
        let list = try Scaffold.run(["template", "list"], in: work, environment: ["HOME": "/nonexistent"])
        #expect(list.status == 0, "\(list.error)")
        #expect(!list.output.contains("planted"))
    }

    /// Within the repository the nearest manifest above is found, and named on stderr.
    @Test func aManifestAboveInTheRepositoryIsUsedAndNamed() throws {
        let (outer, work) = try plantedTree(inner: "Sources/Feature")
        try FileManager.default.createDirectory(at: outer.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let list = try Scaffold.run(["template", "list"], in: work, environment: ["HOME": "/nonexistent"])
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("planted ("))
        #expect(list.error == "using \(outer.appendingPathComponent("Project.yml").path)\n")
        // Found in the working folder: nothing to say.
        let here = try Scaffold.run(["template", "list"], in: outer, environment: ["HOME": "/nonexistent"])
        #expect(here.error.isEmpty)
    }
}
