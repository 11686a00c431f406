import ArgumentParser
import Foundation
import ManifestLoader
import ScaffoldSupport

/// `scaffold install`: what `tuist install` does, so that `generate` can run offline after it:
/// clones the git plugins the configuration names into `Tuist/.build/Plugins/`, and resolves
/// the workspace's external packages with SwiftPM itself (`swift package resolve` on
/// `Tuist/Package.swift`, or the root `Package.swift` beside `Tuist/`), whose checkouts
/// `generate` then reads to map each `.external(name:)` product to its package exactly.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Fetch a Tuist workspace's git plugins and resolve its external packages.",
        discussion: """
        Run it in a Tuist workspace (a folder holding Tuist/, or below one). Plugins named with \
        .git(url:tag:) or .git(url:sha:) are cloned with git into Tuist/.build/Plugins/<repository>-<tag or sha>; \
        the packages of Tuist/Package.swift (or the root Package.swift) are resolved by `swift package resolve`, \
        which fetches them into Tuist/.build/checkouts. Only this command uses the network; generate never does.
        """
    )

    @Option(name: .customLong("path"), help: "The workspace's folder, or a folder inside it (the current folder by default).")
    var path: String?

    @Option(help: "Seconds each git or SwiftPM run may take.")
    var timeout: Double = 900

    func run() throws {
        let start = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        guard let root = TuistProject.root(from: start) else {
            StandardStreams.error("error: \(start.path) is not in a Tuist workspace (no folder holding Tuist/ here or above)\n")
            throw ExitCode.failure
        }
        var failed = false
        for plugin in GitPlugin.declared(root: root, displayPath: { ProjectPath.shown($0, inside: root) }) {
            failed = !install(plugin, root: root) || failed
        }
        if let manifest = TuistDependencies.manifest(root: root) {
            failed = !resolve(manifest, root: root) || failed
        }
        if failed { throw ExitCode.failure }
    }

    /// Clones `plugin` into its checkout folder (through a temporary folder beside it, renamed
    /// when the clone is complete), unless it is there.
    private func install(_ plugin: GitPlugin, root: URL) -> Bool {
        let checkout = plugin.checkout(root: root)
        let shown = ProjectPath.shown(checkout, inside: root)
        if DirectoryListing.isFolder(checkout.path) {
            StandardStreams.output("plugin \(plugin.shown): installed in \(shown)\n")
            return true
        }
        guard !plugin.url.hasPrefix("-"), !plugin.reference.hasPrefix("-") else {
            StandardStreams.error("\(plugin.location): error: plugin \(plugin.shown): a URL or reference starting with '-' is refused\n")
            return false
        }
        let parent = checkout.deletingLastPathComponent()
        let boundary = ProjectBoundary(root: root)
        if let problem = boundary.problem(reaching: shown) {
            StandardStreams.error("\(plugin.location): error: cannot install plugin \(plugin.shown) in \(shown): \(problem)\n")
            return false
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            StandardStreams.error("error: cannot create \(ProjectPath.shown(parent, inside: root)): \(error.localizedDescription)\n")
            return false
        }
        let staging = parent.appendingPathComponent(".\(checkout.lastPathComponent).\(getpid()).tmp")
        try? FileManager.default.removeItem(at: staging)
        StandardStreams.output("plugin \(plugin.shown): cloning into \(shown)\n")
        let steps: [[String]] = plugin.isCommit
            ? [["clone", "--quiet", "--", plugin.url, staging.path], ["-C", staging.path, "checkout", "--quiet", "--detach", plugin.reference]]
            : [["clone", "--quiet", "--depth", "1", "--branch", plugin.reference, "--", plugin.url, staging.path]]
        for arguments in steps {
            let run = CapturedRun.run(["/usr/bin/env", "git"] + arguments, environment: Self.environment(["GIT_TERMINAL_PROMPT": "0"]), timeout: timeout)
            guard run.outcome == .exited(0) else {
                try? FileManager.default.removeItem(at: staging)
                let reason = run.errors.suffix(3).joined(separator: " ")
                StandardStreams.error("\(plugin.location): error: cannot clone plugin \(plugin.shown): \(reason.isEmpty ? "git failed" : reason)\n")
                return false
            }
        }
        guard rename(staging.path, checkout.path) == 0 else {
            try? FileManager.default.removeItem(at: staging)
            StandardStreams.error("error: cannot move the clone of \(plugin.shown) into \(shown): \(String(cString: strerror(errno)))\n")
            return false
        }
        return true
    }

    /// Resolves the packages of `manifest` with `swift package resolve`.
    private func resolve(_ manifest: URL, root: URL) -> Bool {
        let shown = ProjectPath.shown(manifest, inside: root)
        guard manifest.lastPathComponent == "Package.swift" else {
            StandardStreams.error("warning: \(shown) is Tuist 3's; scaffold install resolves Tuist/Package.swift (Tuist 4's form): "
                + "move its packages there, or resolve them with `tuist fetch`\n")
            return true
        }
        guard let executable = TuistDependencies.swiftExecutable(options: SwiftManifestOptions(), environment: ProcessInfo.processInfo.environment) else {
            StandardStreams.error("error: cannot resolve \(shown): the Swift toolchain is not found\n")
            return false
        }
        StandardStreams.output("packages of \(shown): resolving with SwiftPM\n")
        let folder = manifest.deletingLastPathComponent()
        let run = CapturedRun.run([executable.path, "package", "resolve", "--package-path", folder.path], environment: Self.environment([:]), timeout: timeout)
        guard run.outcome == .exited(0) else {
            let reason = (run.errors + run.output).suffix(4).joined(separator: "\n  ")
            StandardStreams.error("error: `swift package resolve` failed for \(shown):\n  \(reason)\n")
            return false
        }
        StandardStreams.output("packages of \(shown): resolved into \(ProjectPath.shown(folder.appendingPathComponent(".build/checkouts"), inside: root))\n")
        return true
    }

    private static func environment(_ extra: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    }
}
