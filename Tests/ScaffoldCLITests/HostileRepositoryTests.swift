import Foundation
import ScaffoldSupport
import TestSupport
import Testing

/// A cloned repository is untrusted input (issue 27): what it commits under `.scaffold/`, an
/// `--output` naming one of its files, concurrent and killed runs, read-only files. Each test
/// is one reproducer of the issue, run through the binary as a user would.
@Suite struct HostileRepositoryTests {
    /// A project with one pipeline step that writes `out.txt`, and beside it a folder standing
    /// for the rest of the disk, holding a file the user cares about.
    static let manifest = """
        name: Demo
        targets:
          App:
            type: application
            platform: iOS
            sources: [Sources]
        pipeline:
          write:
            run: sh -c 'echo generated > out.txt'
            outputs: [out.txt]
            buildPhase: [App]

        """

    func project(_ manifest: String = manifest) throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        let root = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        for folder in [root.appendingPathComponent("Sources"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Project.yml"))
        try Data("print(1)\n".utf8).write(to: root.appendingPathComponent("Sources/main.swift"))
        try Data("ssh-ed25519 AAAA me\n".utf8).write(to: outside.appendingPathComponent("authorized_keys"))
        return (root, outside)
    }

    func link(_ root: URL, _ relative: String, to destination: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// A built-in step's inputs that are links leading out of the project are not read — the
    /// graphql step would quote a token of the file in its syntax error, di-check its code —
    /// each is an error at its path, and the step fails.
    @Test func builtInStepsDoNotReadInputsLinkedOutOfTheProject() throws {
        let (root, outside) = try project("""
            name: Demo
            pipeline:
              graphql:
                run: graphql
                schema: GraphQL/schema.graphqls
                inputs: ["GraphQL/*.graphql"]
              di-check:
                run: di-check
                inputs: ["Sources/*.swift"]

            """)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("GraphQL"), withIntermediateDirectories: true)
        try Data("type Query { a: Int }\n".utf8).write(to: root.appendingPathComponent("GraphQL/schema.graphqls"))
        try link(root, "GraphQL/keys.graphql", to: outside.appendingPathComponent("authorized_keys"))
        try link(root, "Sources/keys.swift", to: outside.appendingPathComponent("authorized_keys"))
        let real = ProjectBoundary.resolve(outside.path)
        for (step, input) in [("graphql", "GraphQL/keys.graphql"), ("di-check", "Sources/keys.swift")] {
            let result = try Scaffold.run(["prebuild", "--step", step], in: root)
            #expect(result.status == 1)
            #expect(!result.error.contains("ssh-ed25519") && !result.output.contains("ssh-ed25519"), "\(result.error)")
            #expect(result.error.contains("\(input):1:1: error: not read: it leads to '\(real)/authorized_keys', outside the project"), "\(result.error)")
        }
    }

    @Test func aLockCommittedAsALinkIsRefusedAndItsTargetKept() throws {
        let (root, outside) = try project()
        let victim = outside.appendingPathComponent("authorized_keys")
        try link(root, ".scaffold/prebuild.lock", to: victim)
        let result = try Scaffold.run(["prebuild"], in: root)
        #expect(result.status != 0)
        #expect(result.error.contains(".scaffold/prebuild.lock is a symbolic link"), "\(result.error)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "ssh-ed25519 AAAA me\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.txt").path))
    }

    @Test func aScaffoldFolderLinkedOutOfTheProjectIsNeverWrittenThrough() throws {
        let (root, outside) = try project()
        try link(root, ".scaffold", to: outside)
        let before = snapshot(outside)
        let validate = try Scaffold.run(["validate"], in: root)
        #expect(validate.status == 0, "\(validate.error)")
        for command in [["generate"], ["prebuild"]] {
            let result = try Scaffold.run(command, in: root)
            #expect(result.status != 0, "\(command)")
            #expect(result.error.contains(".scaffold is a symbolic link"), "\(command): \(result.error)")
        }
        #expect(snapshot(outside) == before)
    }

    @Test func graphOutputNeverReplacesAFileScaffoldDidNotWrite() throws {
        let (root, _) = try project()
        let manifest = try Data(contentsOf: root.appendingPathComponent("Project.yml"))
        let refused = try Scaffold.run(["graph", "targets", "--output", "Project.yml"], in: root)
        #expect(refused.status == 1)
        #expect(refused.error.contains("refusing to replace Project.yml"), "\(refused.error)")
        #expect(try Data(contentsOf: root.appendingPathComponent("Project.yml")) == manifest)
        // Its own earlier output it replaces; once the user edits it, no longer.
        #expect(try Scaffold.run(["graph", "targets", "--output", "graph.dot"], in: root).status == 0)
        #expect(try Scaffold.run(["graph", "targets", "--skip-tests", "--output", "graph.dot"], in: root).status == 0)
        try Data("digraph mine {}\n".utf8).write(to: root.appendingPathComponent("graph.dot"))
        #expect(try Scaffold.run(["graph", "targets", "--output", "graph.dot"], in: root).status == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("graph.dot"), encoding: .utf8) == "digraph mine {}\n")
        #expect(try Scaffold.run(["graph", "targets", "--output", "graph.dot", "--force"], in: root).status == 0)
    }

    @Test func generateWaitsForARunningPrebuildBeforePlacingPlaceholders() throws {
        let (root, _) = try project()
        let lock = try ProjectLock(root: root, command: "prebuild", timeout: 1)
        let result = try Scaffold.run(["generate", "--lock-timeout", "0.3"], in: root)
        lock.release()
        #expect(result.status == 1)
        #expect(result.error.contains("another scaffold prebuild (pid \(getpid())) is still running"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.txt").path))
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out.txt").path))
    }

    @Test func aReadOnlyProjectFileIsNotReplaced() throws {
        let (root, _) = try project()
        #expect(try Scaffold.run(["generate"], in: root).status == 0)
        let pbxproj = root.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        #expect(chmod(pbxproj.path, 0o444) == 0)
        try Data("print(2)\n".utf8).write(to: root.appendingPathComponent("Sources/other.swift"))
        let result = try Scaffold.run(["generate"], in: root)
        #expect(result.status == 1)
        #expect(result.error.contains("cannot write Demo.xcodeproj/project.pbxproj: it is read-only (mode 444)"), "\(result.error)")
        #expect(try Data(contentsOf: pbxproj) == before)
    }

    @Test func twoNewRunsOfOneFeatureNeverMixTheirFiles() throws {
        let root = try copyOfExample()
        let runs = [["new", "feature", "Search"], ["new", "feature", "Search", "--pattern", "mvsl"]]
        let processes = try runs.map { try Scaffold.start($0, in: root) }
        for process in processes { process.waitUntilExit() }
        #expect(processes.filter { $0.terminationStatus == 0 }.count == 1)
        let files = Set(snapshot(root.appendingPathComponent("Example/Features/Search")).keys.map { URL(fileURLWithPath: $0).lastPathComponent })
        let imvvm = files.contains("SearchInteractor.swift"), mvsl = files.contains("SearchViewLogic.swift")
        #expect(imvvm != mvsl, "\(files.sorted())")
    }

    @Test func aNewRunKilledWhileWritingLeavesNoHalfFeature() throws {
        let root = try copyOfExample()
        let killed = try Scaffold.run(["new", "feature", "Wallet"], in: root, environment: ["SCAFFOLD_FAULT": "kill@3"])
        #expect(killed.status != 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Example/Features/Wallet").path))
        let next = try Scaffold.run(["new", "feature", "Wallet"], in: root)
        #expect(next.status == 0, "\(next.error)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Example/Features/Wallet/WalletComponent.swift").path))
        let staging = root.appendingPathComponent(".scaffold/staging").path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: staging)) == [])
    }

    /// A step that fails where nothing more can be written (here a file-size limit stands for
    /// a full disk) must leave its old output as it was: the copy to put back is made before
    /// the step runs, and when even that cannot be made, the step does not run.
    @Test func aStepThatCannotBeUndoneDoesNotRun() throws {
        let (root, _) = try project(Self.manifest.replacingOccurrences(
            of: "sh -c 'echo generated > out.txt'", with: "sh -c 'head -c 300000 /dev/zero > out.txt; exit 1'"))
        let old = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try old.write(to: root.appendingPathComponent("out.txt"))
        let run = try StubCompiler.run("/bin/bash", ["-c", "trap '' XFSZ; ulimit -f 150; exec \"$0\" prebuild", Scaffold.binary.path], in: root)
        #expect(run.status != 0)
        #expect(run.output.contains("cannot keep a copy of its output 'out.txt'"), "\(run.output)")
        #expect(try Data(contentsOf: root.appendingPathComponent("out.txt")) == old)
        #expect(snapshot(root).keys.filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func aFailedStepsOutputIsPutBackAndTheSummarySaysWhatWasNot() throws {
        let (root, _) = try project(Self.manifest.replacingOccurrences(
            of: "sh -c 'echo generated > out.txt'", with: "sh -c 'head -c 300000 /dev/zero > out.txt; exit 3'"))
        try Data("old\n".utf8).write(to: root.appendingPathComponent("out.txt"))
        let run = try Scaffold.run(["prebuild"], in: root)
        #expect(run.status != 0)
        #expect(run.error.contains("step 'write' failed with exit code 3"), "\(run.error)")
        #expect(try String(contentsOf: root.appendingPathComponent("out.txt"), encoding: .utf8) == "old\n")
    }

    /// Runs scaffold as an ordinary user: permissions mean nothing to root, so as root the run
    /// drops to `nobody` (and the project is handed to it first).
    func runAsOrdinaryUser(_ arguments: [String], in root: URL) throws -> ToolRun {
        guard getuid() == 0 else { return try StubCompiler.run(Scaffold.binary.path, arguments, in: root) }
        return try StubCompiler.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", Scaffold.binary.path] + arguments, in: root)
    }

    /// Hands every file under `root` to `nobody` when running as root.
    func handToOrdinaryUser(_ root: URL) throws {
        guard getuid() == 0 else { return }
        #expect(try StubCompiler.run("/bin/chown", ["-R", "65534:65534", root.deletingLastPathComponent().path]).status == 0)
    }

    @Test func anUnreadableFolderIsAnErrorNeverASilentSkip() throws {
        let (root, _) = try project()
        for (path, text) in [("Sources/Hidden/Secret.swift", "let secret = 1\n"), ("Features/Profile/module.yml", "targets:\n  Profile:\n    type: framework\n    platform: iOS\n")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data(Self.manifest.replacingOccurrences(of: "outputs: [out.txt]", with: "inputs: [\"Sources/**/*.swift\"]\n    outputs: [out.txt]").appending("include: [\"Features/*/module.yml\"]\n").utf8)
            .write(to: root.appendingPathComponent("Project.yml"))
        try handToOrdinaryUser(root)
        // A feature folder that cannot be searched: its module.yml would drop out of the include glob.
        #expect(chmod(root.appendingPathComponent("Features/Profile").path, 0) == 0)
        let validate = try runAsOrdinaryUser(["validate"], in: root)
        #expect(validate.status == 1)
        #expect(validate.output.contains("cannot read 'Features/Profile/module.yml': Permission denied"), "\(validate)")
        #expect(chmod(root.appendingPathComponent("Features/Profile").path, 0o755) == 0)
        // A source folder that cannot be listed: its files would drop out of the project and the step's inputs.
        #expect(chmod(root.appendingPathComponent("Sources/Hidden").path, 0) == 0)
        for command in [["generate"], ["prebuild"], ["check", "di", "Sources"]] {
            let run = try runAsOrdinaryUser(command, in: root)
            #expect(run.status == 1, "\(command)")
            #expect(run.output.contains("cannot read 'Sources/Hidden': Permission denied"), "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Demo.xcodeproj").path))
        #expect(chmod(root.appendingPathComponent("Sources/Hidden").path, 0o755) == 0)
        #expect(try runAsOrdinaryUser(["generate"], in: root).status == 0)
    }

    @Test func namesValidateAcceptsAreNamesGenerateCanWrite() throws {
        let long = String(repeating: "S", count: 230)
        let (root, _) = try project("""
            name: Demo
            targets:
              ../../x:
                type: application
                platform: iOS
                sources: [Sources]
              A/B:
                type: framework
                platform: iOS
                sources: [Sources]
            schemes:
              \(long):
                build:
                  targets: {A/B: all}

            """)
        let before = snapshot(root)
        for command in ["validate", "generate"] {
            let run = try Scaffold.run([command], in: root)
            #expect(run.status == 1)
            #expect(run.error.contains("Project.yml:3:3: error: target name '../../x' contains '/'"), "\(run.error)")
            #expect(run.error.contains("Project.yml:7:3: error: target name 'A/B' contains '/'"), "\(run.error)")
            #expect(run.error.contains("Project.yml:12:3: error: scheme name 'SSSS"), "\(run.error)")
            #expect(run.error.contains("is 230 bytes long"), "\(run.error)")
        }
        #expect(snapshot(root) == before)
    }

    @Test func aFileWithALineBreakInItsNameIsAnErrorNotTwoFileListLines() throws {
        let (root, _) = try project(Self.manifest.replacingOccurrences(of: "outputs: [out.txt]", with: "inputs: [\"Sources/*.swift\"]\n    outputs: [out.txt]"))
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/a\nb.swift"))
        let run = try Scaffold.run(["generate"], in: root)
        #expect(run.status == 1)
        #expect(run.error.contains("'Sources/a\\nb.swift' has a line break in its name"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Demo.xcodeproj").path))
    }

    @Test func aReferencedProjectNestedTooDeepIsALocatedErrorAndAFIFOIsNotWaitedOn() throws {
        let (root, _) = try project("""
            name: Demo
            projectReferences:
              Other:
                path: Other.xcodeproj
            targets:
              App:
                type: application
                platform: iOS
                sources: [Sources]
                dependencies: [{target: Other/Lib}]

            """)
        let other = root.appendingPathComponent("Other.xcodeproj")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data(("// !$*UTF8*$!\n" + String(repeating: "{a=", count: 40_000)).utf8).write(to: other.appendingPathComponent("project.pbxproj"))
        let deep = try Scaffold.run(["generate"], in: root)
        #expect(deep.status == 1)
        #expect(deep.error.contains("Other.xcodeproj/project.pbxproj:2:769: error: the project nests more than 256 levels deep"), "\(deep.error)")
        try FileManager.default.removeItem(at: other.appendingPathComponent("project.pbxproj"))
        #expect(mkfifo(other.appendingPathComponent("project.pbxproj").path, 0o644) == 0)
        let fifo = try Scaffold.run(["generate"], in: root)
        #expect(fifo.status == 0, "\(fifo.error)")
    }

    /// Runs scaffold, killing it after `seconds`: a test of "never hangs" must not hang itself.
    func runWithin(_ seconds: Double, _ arguments: [String], in root: URL) throws -> (status: Int32, error: String, timedOut: Bool) {
        let run = try StubCompiler.run("/usr/bin/timeout", ["-s", "KILL", String(Int(seconds)), Scaffold.binary.path] + arguments, in: root)
        return (run.status, run.output, run.status == 137 || run.status == 124)
    }

    @Test func aManifestOrAnIncludeThatIsAFIFOOrStdinIsRefusedWithoutWaiting() throws {
        let (root, _) = try project()
        let manifest = try String(contentsOf: root.appendingPathComponent("Project.yml"), encoding: .utf8)
        #expect(mkfifo(root.appendingPathComponent("pipe.yml").path, 0o644) == 0)
        for (include, reason) in [("pipe.yml", "cannot read manifest 'pipe.yml': it is a FIFO, not a regular file"), ("/dev/stdin", "include '/dev/stdin' leads outside the project")] {
            try Data((manifest + "include: [\(include)]\n").utf8).write(to: root.appendingPathComponent("Project.yml"))
            for command in [["validate"], ["generate"], ["prebuild"], ["template", "list"]] {
                let run = try runWithin(20, command, in: root)
                #expect(!run.timedOut, "\(command) with include \(include)")
                if command != ["template", "list"] {
                    #expect(run.status == 1 && run.error.contains(reason), "\(command): \(run.error)")
                }
            }
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Project.yml"))
        #expect(mkfifo(root.appendingPathComponent("Project.yml").path, 0o644) == 0)
        let run = try runWithin(20, ["validate"], in: root)
        #expect(!run.timedOut)
        #expect(run.error.contains("Project.yml:1:1: error: cannot read manifest 'Project.yml': it is a FIFO, not a regular file"), "\(run.error)")
    }

    @Test func includesStayInsideTheProjectUnlessAFolderIsAllowed() throws {
        let (root, outside) = try project()
        try Data("alice:$6$saltsalt$secret:19000:0:99999:7:::\n".utf8).write(to: outside.appendingPathComponent("shadow"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Project.yml"), encoding: .utf8)
        for include in ["../outside/shadow", "/**/*.yml", "\(outside.path)/*"] {
            try Data((manifest + "include: [\"\(include)\"]\n").utf8).write(to: root.appendingPathComponent("Project.yml"))
            let started = Date()
            let run = try Scaffold.run(["validate"], in: root)
            #expect(run.status == 1)
            #expect(run.error.contains("Project.yml:12:11: error: include '\(include)' leads outside the project"), "\(run.error)")
            #expect(!run.error.contains("saltsalt"))
            #expect(Date().timeIntervalSince(started) < 10, "\(include) must be refused before anything is listed")
        }
        // A folder the user names is allowed: the file is read (and its one key is unknown).
        try Data((manifest + "include: [\"../outside/shadow\"]\n").utf8).write(to: root.appendingPathComponent("Project.yml"))
        let allowed = try Scaffold.run(["validate", "--include-root", "../outside"], in: root)
        #expect(allowed.error.contains("outside/shadow:1:1: warning: unknown key"), "\(allowed.error)")
    }

    /// Errors give the real reason: a manifest behind a folder the user cannot search is
    /// "Permission denied" (not "no such file", and `check di` does not fall back to scanning
    /// the working folder), and an input the user cannot read fails its step by name.
    @Test func permissionDeniedIsSaidAsSuch() throws {
        let (root, _) = try project(Self.manifest.replacingOccurrences(of: "sh -c 'echo generated > out.txt'", with: "di-check")
            .replacingOccurrences(of: "outputs: [out.txt]", with: "inputs: [\"Sources/*.swift\"]"))
        try Data("import NeedleFoundation // Component\n".utf8).write(to: root.appendingPathComponent("Sources/Locked.swift"))
        try handToOrdinaryUser(root)
        #expect(chmod(root.appendingPathComponent("Sources/Locked.swift").path, 0) == 0)
        let prebuild = try runAsOrdinaryUser(["prebuild"], in: root)
        #expect(prebuild.status == 1)
        #expect(prebuild.output.contains("cannot read 'Sources/Locked.swift': Permission denied"), "\(prebuild)")
        // The folder above the project locked away from the user (owned by someone else).
        let base = root.deletingLastPathComponent()
        if getuid() == 0 { #expect(chown(base.path, 0, 0) == 0) }
        #expect(chmod(base.path, getuid() == 0 ? 0o700 : 0) == 0)
        defer { _ = chmod(base.path, 0o755) }
        for command in [["check", "di"], ["validate"], ["prebuild"]] {
            let run = try runAsOrdinaryUser(command + ["--spec", root.appendingPathComponent("Project.yml").path], in: URL(fileURLWithPath: "/tmp"))
            #expect(run.status == 1)
            #expect(run.output.contains("Project.yml': Permission denied"), "\(command): \(run)")
            #expect(!run.output.contains("no such file"), "\(command): \(run)")
        }
    }
}
