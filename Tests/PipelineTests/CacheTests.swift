import Foundation
import Pipeline
import ProjectSpec
import Testing

/// The fingerprint cache, kept outputs, and restored outputs after a failure.
@Suite struct CacheTests {
    let copy = PipelineStep(name: "copy", run: "cat in/a.txt in/b.txt > out.txt; echo ran >> runs", inputs: ["in/*.txt"], outputs: ["out.txt"])

    func prepared() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("in/a.txt", "alpha\n")
        try workspace.write("in/b.txt", "beta\n")
        return workspace
    }

    func runs(_ workspace: Workspace) -> Int {
        workspace.read("runs")?.split(separator: "\n").count ?? 0
    }

    @Test func anUnchangedStepIsSkippedAndAChangedInputRunsItAgain() throws {
        let workspace = try prepared()
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.read("out.txt") == "alpha\nbeta\n")
        #expect(workspace.run([copy])["copy"]?.status == .cached)
        #expect(runs(workspace) == 1)
        try workspace.write("in/b.txt", "gamma\n")
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.read("out.txt") == "alpha\ngamma\n")
        #expect(workspace.run([copy])["copy"]?.status == .cached)
    }

    @Test func aNewInputFileRunsItAgain() throws {
        let workspace = try prepared()
        workspace.run([copy])
        try workspace.write("in/c.txt", "new\n")
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
    }

    @Test func anEditedOrDeletedOutputRunsItAgain() throws {
        let workspace = try prepared()
        workspace.run([copy])
        try workspace.write("out.txt", "hand edit\n")
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.read("out.txt") == "alpha\nbeta\n")
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("out.txt"))
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.exists("out.txt"))
    }

    @Test func newContentWithTheOldSizeAndModificationTimeIsNoHit() throws {
        let workspace = try prepared()
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try workspace.setModificationTime("in/a.txt", old)
        workspace.run([copy])
        // Same length, same mtime, same inode: only the content (and ctime) differ.
        let handle = try FileHandle(forWritingTo: workspace.root.appendingPathComponent("in/a.txt"))
        try handle.write(contentsOf: Data("ALPHA\n".utf8))
        try handle.close()
        try workspace.setModificationTime("in/a.txt", old)
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.read("out.txt") == "ALPHA\nbeta\n")
    }

    @Test func theCommandTheEnvironmentAndTheToolVersionAreInTheFingerprint() throws {
        let workspace = try prepared()
        workspace.run([copy])
        var changed = copy
        changed.env = ["MODE": "fast"]
        #expect(workspace.run([changed])["copy"]?.status == .succeeded)
        #expect(workspace.run([changed])["copy"]?.status == .cached)
        #expect(workspace.run([changed], toolVersion: "next")["copy"]?.status == .succeeded)
        changed.run += " "
        #expect(workspace.run([changed], toolVersion: "next")["copy"]?.status == .succeeded)
    }

    /// Changing what a needle or di-check step leaves out runs it again, though no input changed.
    @Test func aBuiltinsExcludesAreInTheFingerprint() throws {
        let workspace = try prepared()
        let check = [PipelineStep.Builtin.diCheck: LockAndSelectionTests.FakeCheck(problems: [])]
        var step = PipelineStep(name: "di", run: "di-check", inputs: ["in/*.txt"])
        #expect(workspace.run([step], builtins: check)["di"]?.status == .succeeded)
        #expect(workspace.run([step], builtins: check)["di"]?.status == .cached)
        step.excludePaths = ["/Widget/"]
        #expect(workspace.run([step], builtins: check)["di"]?.status == .succeeded)
        #expect(workspace.run([step], builtins: check)["di"]?.status == .cached)
        step.excludeSuffixes = ["Tests"]
        #expect(workspace.run([step], builtins: check)["di"]?.status == .succeeded)
        step.excludeSuffixes = ["Mocks"]
        #expect(workspace.run([step], builtins: check)["di"]?.status == .succeeded)
        // A text moved from one key to the other is another step.
        step.excludePaths = []
        step.excludeSuffixes = ["Mocks", "/Widget/"]
        #expect(workspace.run([step], builtins: check)["di"]?.status == .succeeded)
    }

    @Test func forceRunsACachedStep() throws {
        let workspace = try prepared()
        workspace.run([copy])
        #expect(workspace.run([copy], force: true)["copy"]?.status == .succeeded)
        #expect(runs(workspace) == 2)
    }

    @Test func aByteIdenticalOutputKeepsItsModificationTime() throws {
        let workspace = try prepared()
        workspace.run([copy])
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try workspace.setModificationTime("out.txt", old)
        let report = workspace.run([copy], force: true)
        #expect(report["copy"]?.status == .succeeded)
        #expect(report["copy"]?.changedOutputs == [])
        #expect(workspace.modificationTime("out.txt") == old)
        #expect(workspace.run([copy])["copy"]?.status == .cached)
    }

    @Test func aFailedStepLeavesItsOutputsAsTheyWereAndIsNotCached() throws {
        let workspace = try prepared()
        workspace.run([copy])
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try workspace.setModificationTime("out.txt", old)
        var broken = copy
        broken.run = "echo half > out.txt; echo partial > new.txt; exit 1"
        broken.outputs = ["out.txt", "new.txt"]
        #expect(workspace.run([broken])["copy"]?.status == .failed)
        #expect(workspace.read("out.txt") == "alpha\nbeta\n")
        #expect(workspace.modificationTime("out.txt") == old)
        #expect(!workspace.exists("new.txt"))
        #expect(workspace.run([broken])["copy"]?.status == .failed)
    }

    @Test func aStepThatDoesNotWriteADeclaredOutputFails() throws {
        let workspace = try prepared()
        let report = workspace.run([PipelineStep(name: "lazy", run: "true", outputs: ["promised.txt"])])
        #expect(report["lazy"]?.status == .failed)
        #expect(report["lazy"]?.reason == "it did not write its declared output promised.txt")
    }

    @Test func anUpstreamOutputIsAnInputButAnUnrelatedStepsOutputIsNot() throws {
        let workspace = try prepared()
        let producer = PipelineStep(name: "producer", run: "cat in/a.txt > gen/made.txt", inputs: ["in/a.txt"], outputs: ["gen/made.txt"])
        let consumer = PipelineStep(name: "consumer", run: "cat gen/*.txt > used.txt", inputs: ["gen/*.txt"], outputs: ["used.txt"], dependsOn: ["producer"])
        let bystander = PipelineStep(name: "bystander", run: "ls gen > seen.txt", inputs: ["gen/*.txt"], outputs: ["seen.txt"])
        try workspace.write("gen/keep.txt", "")
        #expect(workspace.run([producer, consumer, bystander], jobs: 1).succeeded)
        try workspace.write("in/a.txt", "changed\n")
        let report = workspace.run([producer, consumer, bystander])
        #expect(report["producer"]?.status == .succeeded)
        #expect(report["consumer"]?.status == .succeeded)
        #expect(report["bystander"]?.status == .cached)
    }

    @Test func theCacheSurvivesACorruptFile() throws {
        let workspace = try prepared()
        workspace.run([copy])
        try workspace.write(".scaffold/prebuild-cache", "scaffold-prebuild-cache 1\nstep broken\n")
        #expect(workspace.run([copy])["copy"]?.status == .succeeded)
        #expect(workspace.run([copy])["copy"]?.status == .cached)
    }
}

extension CacheTests {
    @Test func aStepWithoutInputsRunsEveryTime() throws {
        let workspace = try prepared()
        let step = PipelineStep(name: "always", run: "echo ran >> runs")
        workspace.run([step])
        #expect(workspace.run([step])["always"]?.status == .succeeded)
        #expect(runs(workspace) == 2)
    }
}
