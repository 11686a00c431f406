import Foundation
import Testing

/// `scaffold prebuild` as a user runs it.
@Suite struct PrebuildCommandTests {
    /// A folder holding `manifest` as Project.yml.
    func project(_ manifest: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prebuild-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Project.yml"))
        return folder
    }

    @Test func theExamplesGraphQLStepRunsThenIsCached() throws {
        let folder = try copyOfExample()
        let first = try Scaffold.run(["prebuild", "--step", "graphql"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.contains("ok         graphql"))
        #expect(first.output.contains("wrote Example/App/Generated/GraphQLAPI.swift"))
        let generated = try String(contentsOf: folder.appendingPathComponent("Example/App/Generated/GraphQLAPI.swift"), encoding: .utf8)
        #expect(generated.contains("    struct ProfileQuery: GraphQLAPI.GraphQLOperation {\n"))
        let second = try Scaffold.run(["prebuild", "--step", "graphql"], in: folder)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.hasPrefix("prebuild: 1 step, 1 cached"))
        #expect(second.output.contains("cached     graphql"))
    }

    /// The walk-through: a new app, a query with a misspelled field — the graphql step
    /// fails at the field with graphql-js's did-you-mean and needle (after it) does not run;
    /// fixed, the Swift type appears, and a second prebuild is all cached.
    @Test func aNewAppsMisspelledQueryFailsAtItsLineThenTypes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prebuild-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Scaffold.run(["new", "app", "Shop"], in: folder).status == 0)
        let app = folder.appendingPathComponent("Shop")
        let query = app.appendingPathComponent("GraphQL/Operations/Me.graphql")
        try Data("query Me {\n  viewer {\n    id\n    nmae\n  }\n}\n".utf8).write(to: query)
        #expect(try Scaffold.run(["generate"], in: app).status == 0)
        let failed = try Scaffold.run(["prebuild"], in: app)
        #expect(failed.status == 1)
        #expect(failed.error.contains("GraphQL/Operations/Me.graphql:4:5: error: Cannot query field \"nmae\" on type \"User\". Did you mean \"name\"?"), "\(failed.error)")
        // needle does not depend on graphql: it runs beside it, so it is not started when graphql
        // fails first, stopped or done when di-check finished first (which one is timing).
        #expect(["not run    needle    not started: 'graphql' failed", "stopped    needle", "ok         needle"].contains { failed.output.contains($0) },
                "\(failed.output)")

        try Data("query Me {\n  viewer {\n    id\n    name\n  }\n}\n".utf8).write(to: query)
        let fixed = try Scaffold.run(["prebuild"], in: app)
        #expect(fixed.status == 0, "\(fixed.error)")
        let swift = try String(contentsOf: app.appendingPathComponent("App/Generated/GraphQLAPI.swift"), encoding: .utf8)
        #expect(swift.contains("    struct MeQuery: GraphQLAPI.GraphQLOperation {\n"))
        let again = try Scaffold.run(["prebuild"], in: app)
        #expect(again.output.hasPrefix("prebuild: 3 steps, 3 cached"), "\(again.output)")

        // A feature's own GraphQL/ folder (what a team's feature template writes) is read too,
        // and is not a resource of the app target.
        #expect(try Scaffold.run(["new", "feature", "Home", "--parent", "LoggedIn"], in: app).status == 0)
        let featureQuery = app.appendingPathComponent("Features/Home/GraphQL/HomeQuery.graphql")
        try FileManager.default.createDirectory(at: featureQuery.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("query Home {\n  viewer {\n    name\n  }\n}\n".utf8).write(to: featureQuery)
        #expect(try Scaffold.run(["generate"], in: app).status == 0)
        let pbxproj = try String(contentsOf: app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(!pbxproj.contains("HomeQuery.graphql"))
        #expect(try Scaffold.run(["prebuild"], in: app).status == 0)
        let withFeature = try String(contentsOf: app.appendingPathComponent("App/Generated/GraphQLAPI.swift"), encoding: .utf8)
        #expect(withFeature.contains("    struct HomeQuery: GraphQLAPI.GraphQLOperation {\n"))
    }

    @Test func aFailingStepStopsTheRestWithItsReasonOnScreen() throws {
        let folder = try project("""
        name: Demo
        pipeline:
          first:
            run: 'echo "schema.graphql:3:1: error: unknown type Foo" >&2; exit 2'
          second:
            run: touch second.ran
            dependsOn: [first]
        """)
        let result = try Scaffold.run(["prebuild"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("[first] schema.graphql:3:1: error: unknown type Foo"))
        #expect(result.error.contains("error: prebuild failed: step 'first' failed with exit code 2; 1 step not started"))
        #expect(result.output.contains("FAILED     first"))
        #expect(result.output.contains("not run    second  not started: 'first' failed"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("second.ran").path))

        let underXcode = try Scaffold.run(["prebuild"], in: folder, environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(underXcode.error.contains("\nschema.graphql:3:1: error: unknown type Foo\n") || underXcode.error.hasPrefix("schema.graphql:3:1: error"))
    }

    @Test func jsonReportAndDryRunAndList() throws {
        let folder = try project("""
        name: Demo
        pipeline:
          make:
            run: cat input.txt > output.txt
            inputs: [input.txt]
            outputs: [output.txt]
        """)
        try Data("hello\n".utf8).write(to: folder.appendingPathComponent("input.txt"))
        let dryRun = try Scaffold.run(["prebuild", "--dry-run"], in: folder)
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.output.contains("would run  make"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output.txt").path))

        let json = try Scaffold.run(["prebuild", "--format", "json"], in: folder)
        #expect(json.status == 0, "\(json.error)")
        let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(report?["succeeded"] as? Bool == true)
        #expect((report?["steps"] as? [[String: Any]])?.first?["status"] as? String == "succeeded")

        let list = try Scaffold.run(["prebuild", "--list"], in: folder)
        #expect(list.output == """
        Demo: 1 pipeline step, in the order they run
        make  (run: cat input.txt > output.txt)
            inputs: input.txt
            outputs: output.txt
            on failure: fail, timeout 600 s

        """)
        let unknown = try Scaffold.run(["prebuild", "--step", "mkae"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("error: no pipeline step named 'mkae'\n    hint: did you mean 'make'?"))
    }

    /// Under `--format json`, standard output is one JSON document even when the manifest is
    /// broken, and it carries the manifest's warnings and errors.
    @Test func manifestProblemsAreInTheOneJSONDocument() throws {
        let folder = try project("""
        name: Demo
        settings:
          SWIFT_VERSION: "5.10"
        pipeline:
          di-check:
            run: di-check
            inputs: ["**/*.swift"]
        """)
        let prebuild = try Scaffold.run(["prebuild", "--format", "json"], in: folder)
        #expect(prebuild.status == 0, "\(prebuild.error)")
        let report = try JSONSerialization.jsonObject(with: Data(prebuild.output.utf8)) as? [String: Any]
        let warnings = report?["diagnostics"] as? [[String: Any]]
        #expect(warnings?.count == 1)
        #expect(warnings?.first?["severity"] as? String == "warning")
        #expect(prebuild.error.contains("Project.yml:3:18: warning: SWIFT_VERSION '5.10'"))

        let check = try Scaffold.run(["check", "di", "--format", "json"], in: folder)
        #expect(check.status == 0, "\(check.error)")
        let checked = try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [[String: Any]]
        #expect(checked?.map { $0["severity"] as? String } == ["warning"])

        try Data("name: Demo\npipeline:\n  make:\n    run: true\n    dependsOn: [mkae]\n".utf8).write(to: folder.appendingPathComponent("Project.yml"))
        let broken = try Scaffold.run(["prebuild", "--format", "json"], in: folder)
        #expect(broken.status == 1)
        let failed = try JSONSerialization.jsonObject(with: Data(broken.output.utf8)) as? [String: Any]
        #expect(failed?["succeeded"] as? Bool == false)
        #expect((failed?["steps"] as? [Any])?.isEmpty == true)
        let error = (failed?["diagnostics"] as? [[String: Any]])?.first
        #expect(error?["message"] as? String == "unknown pipeline step 'mkae'")
        #expect((error?["location"] as? [String: Any])?["line"] as? Int == 5)
        #expect(broken.error.contains("Project.yml:5:17: error: unknown pipeline step 'mkae'"))

        let brokenCheck = try Scaffold.run(["check", "di", "--format", "json"], in: folder)
        #expect(brokenCheck.status == 1)
        let errors = try JSONSerialization.jsonObject(with: Data(brokenCheck.output.utf8)) as? [[String: Any]]
        #expect(errors?.map { $0["message"] as? String } == ["unknown pipeline step 'mkae'"])
    }

    @Test func aSecondPrebuildWaitsForTheFirstThenGivesUpClearly() throws {
        let folder = try project("""
        name: Demo
        pipeline:
          slow:
            run: touch started; sleep 3
        """)
        let first = try Scaffold.start(["prebuild"], in: folder)
        defer { first.waitUntilExit() }
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("started").path) { usleep(20_000) }
        let second = try Scaffold.run(["prebuild", "--lock-timeout", "0.3"], in: folder)
        #expect(second.status == 1)
        #expect(second.error.contains("note: waiting for another scaffold prebuild (pid \(first.processIdentifier)) of this project to finish"))
        #expect(second.error.contains("error: another scaffold prebuild (pid \(first.processIdentifier)) is still running in"))
    }

    @Test func aReaderThatGoesAwayDoesNotStopTheRun() throws {
        // `scaffold prebuild | head -1`: stdout's reader is gone before the summary is written.
        let folder = try project("""
        name: Demo
        pipeline:
          make:
            run: echo made; cat input.txt > output.txt
            inputs: [input.txt]
            outputs: [output.txt]
        """)
        try Data("hello\n".utf8).write(to: folder.appendingPathComponent("input.txt"))
        let process = Process()
        process.executableURL = Scaffold.binary
        process.arguments = ["prebuild"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try pipe.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let again = try Scaffold.run(["prebuild"], in: folder)
        #expect(again.output.contains("cached     make"), "\(again.output)")
    }

    @Test func ctrlCStopsEveryChildAndExits130() throws {
        let folder = try project("""
        name: Demo
        pipeline:
          slow:
            run: echo $$ > child.pid; touch started; sleep 30
        """)
        let process = try Scaffold.start(["prebuild"], in: folder)
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("started").path) { usleep(20_000) }
        let started = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(Date().timeIntervalSince(started) < 10)
        let pid = try String(contentsOf: folder.appendingPathComponent("child.pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        if let pid = Int32(pid) {
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            #expect(stat == nil || stat?.contains(") Z") == true)
        }
    }
}
