import Foundation
import Pipeline
import ProjectSpec
import Testing

/// What a run killed part-way leaves for the next one.
@Suite struct InterruptedRunTests {
    @Test func aRunRemovesTheCacheTemporariesAKilledSaveLeftButADryRunDoesNot() throws {
        let workspace = try Workspace()
        let stale = [".scaffold/.prebuild-cache.\(UUID().uuidString).tmp", ".scaffold/.prebuild-cache.scaffold-99999-1.tmp"]
        for path in stale { try workspace.write(path, "half a cache") }
        try workspace.write(".scaffold/notes.tmp", "someone else's")
        let step = PipelineStep(name: "make", run: "echo made > out.txt", inputs: ["in.txt"], outputs: ["out.txt"])
        try workspace.write("in.txt", "in\n")

        let project = Project(name: "Test", pipeline: [step])
        var options = PipelineOptions(toolVersion: "test", environment: ["PATH": "/usr/bin:/bin"])
        options.dryRun = true
        _ = PipelineRunner(project: project, root: workspace.root, options: options, builtins: [:]).run([step], observer: Recorder())
        #expect(stale.allSatisfy(workspace.exists))

        #expect(workspace.run([step])["make"]?.status == .succeeded)
        #expect(!stale.contains(where: workspace.exists))
        #expect(workspace.read(".scaffold/notes.tmp") == "someone else's")
        #expect(workspace.run([step])["make"]?.status == .cached)
    }
}
