import Foundation
import ScaffoldSupport

/// The manifests of a workspace that share helpers, plugins and imports, compiled together into
/// one program (each a ``WrappedManifest``, with a `main.swift` that runs them one by one, see
/// ProjectDescription's `ScaffoldManifestBatch`), linked once, and run once: one `swiftc` for the
/// workspace where there was one per manifest.
///
/// The batch only saves time; it never decides an error. A manifest that cannot be wrapped, or
/// that has a compile error, is left out (the others compile without it) and is compiled alone
/// when it is loaded, where its errors are reported exactly as ever. Each manifest runs in a
/// process of its own (forked before any manifest code ran: no manifest sees another's globals,
/// environment changes or working folder), with the run timeout each; one that traps, exits or
/// hangs gets the error its own program would have given.
struct ManifestBatch: Sendable {
    /// One manifest of the batch and the type it makes (`Project`, `Workspace`).
    struct Member: Sendable {
        var manifest: URL
        var product: String
    }

    /// Compiles and runs; its `product` is set per member.
    let compiler: SwiftManifestCompiler

    /// How many times the batch is compiled at most: once, and once more without the manifests
    /// the first compile found errors in.
    private static let compileAttempts = 2

    /// Each member's JSON, or the error its run ended with. A member missing from the result was
    /// not run here: the caller compiles it alone.
    func evaluate(_ members: [Member], helpers: [URL], plugins: [TuistPlugins.Module], helperCache: HelperModuleCache?)
        -> [URL: Result<String, DiagnosticsError>] {
        guard let first = members.first, let scratch = try? compiler.scratchFolder(for: first.manifest) else { return [:] }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let modules = SwiftManifestCompiler.modules(helpers: helpers, plugins: plugins)
        guard let link = try? compiler.helperModules(modules, for: first.manifest, scratch: scratch, cache: helperCache) else { return [:] }
        let linked = (helpers + plugins.flatMap(\.files)).compactMap { UntrustedFile.text(atPath: $0.path) }
        // `#function` in a helper's default argument would name the entry function, not the manifest.
        guard !linked.contains(where: { $0.contains("#function") }) else { return [:] }
        var wrapped: [Int: WrappedManifest] = [:]
        for (index, member) in members.enumerated() {
            guard let source = UntrustedFile.text(atPath: member.manifest.path),
                  let manifest = WrappedManifest.wrap(source: source, path: member.manifest.path, index: index),
                  !manifest.functions.contains(where: { name in linked.contains { $0.contains("func \(name)") } }) else { continue }
            wrapped[index] = manifest
        }
        guard let (executable, compiled) = compile(wrapped, of: members, link: link, in: scratch) else { return [:] }
        return run(executable, members: members, order: compiled, helpers: helpers + plugins.flatMap(\.files))
    }

    /// The program of the `wrapped` manifests and those it holds: compiled once, and once more
    /// without the manifests the compiler found errors in; `nil` when it does not compile.
    private func compile(_ wrapped: [Int: WrappedManifest], of members: [Member], link: [String], in scratch: URL) -> (URL, [Int])? {
        var included = wrapped.keys.sorted()
        let executable = scratch.appendingPathComponent("manifests")
        for attempt in 1...Self.compileAttempts where !included.isEmpty {
            let sources = scratch.appendingPathComponent("batch-\(attempt)")
            guard let files = try? write(included.compactMap { wrapped[$0] }, folders: included.map { members[$0].manifest.deletingLastPathComponent() }, to: sources)
            else { return nil }
            do {
                try compiler.compile(files, for: members[included[0]].manifest, in: scratch,
                                     arguments: link + ["-wmo", "-module-name", "ProjectManifest", "-o", executable.path])
                return (executable, included)
            } catch {
                // Left out: the manifests the errors are in. An error elsewhere (the linker's,
                // the wrapper's) leaves no way to tell which manifest caused it.
                let shown = Dictionary(included.map { (compiler.displayPath(members[$0].manifest), $0) }) { first, _ in first }
                let errors = error.diagnostics.filter { $0.severity == .error }
                let failing = errors.map { $0.location.flatMap { shown[$0.file] } }
                guard !failing.isEmpty, !failing.contains(nil) else { return nil }
                included.removeAll { failing.contains($0) }
            }
        }
        return nil
    }

    /// Writes each wrapped manifest and the `main.swift` that runs them (the `i`th in
    /// `folders[i]`) into `folder`; returns the files.
    private func write(_ wrapped: [WrappedManifest], folders: [URL], to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = []
        for (position, manifest) in wrapped.enumerated() {
            let file = folder.appendingPathComponent("Manifest\(position).swift")
            try Data(manifest.text.utf8).write(to: file)
            files.append(file)
        }
        let table = zip(wrapped, folders).map { manifest, folder in
            "    (folder: \(TextEscaping.swiftStringLiteral(folder.path)), run: \(manifest.entry)),"
        }
        let main = (["import ProjectDescription", "", "ScaffoldManifestBatch.run(["] + table + ["])", ""]).joined(separator: "\n")
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        return files + [mainFile]
    }

    /// Runs the program, whose `i`th manifest is `members[order[i]]`: each manifest in a process
    /// of its own, with the run timeout each. Should the program itself end early (its output
    /// past the limit, a signal from elsewhere), the manifest running then gets that outcome,
    /// and the program runs again for those after it.
    private func run(_ executable: URL, members: [Member], order: [Int], helpers: [URL]) -> [URL: Result<String, DiagnosticsError>] {
        var results: [URL: Result<String, DiagnosticsError>] = [:]
        var pending = Array(order.indices)
        while let firstPending = pending.first {
            let nonce = UUID().uuidString
            let selection = "\(nonce) \(compiler.options.runTimeout) " + pending.map(String.init).joined(separator: ",")
            var whole = compiler
            // Each manifest has its own timeout; the program as a whole, all of theirs.
            whole.options.runTimeout = compiler.options.runTimeout * Double(pending.count) + 10
            let result = whole.runProgram(executable, in: members[order[firstPending]].manifest.deletingLastPathComponent(),
                                          extraEnvironment: [ScaffoldBatchNames.variable: selection])
            let output = BatchOutput(lines: result.output, nonce: nonce)
            let errors = BatchOutput(lines: result.errors, nonce: nonce)
            var ended = Set<Int>()
            for (position, segment) in output.finished {
                let member = members[order[position]]
                results[member.manifest] = json(of: segment.outcome, output: segment.lines, errors: errors.lines(of: position),
                                                exceededOutputLimit: false, member: member, helpers: helpers)
                ended.insert(position)
            }
            if let (position, lines) = output.unfinished {
                let member = members[order[position]]
                results[member.manifest] = json(of: result.outcome, output: lines, errors: errors.lines(of: position),
                                                exceededOutputLimit: result.exceededOutputLimit, member: member, helpers: helpers)
                ended.insert(position)
            }
            let rest = pending.filter { !ended.contains($0) }
            // Interrupted, or nothing ran: what is left is compiled alone (and reports why).
            if case .stopped = result.outcome { break }
            if rest.count == pending.count { break }
            pending = rest
        }
        return results
    }

    /// What one member's part of a run comes to, as its own program's run would.
    private func json(of outcome: CommandExecution.Outcome, output: [String], errors: [String], exceededOutputLimit: Bool, member: Member, helpers: [URL])
        -> Result<String, DiagnosticsError> {
        var memberCompiler = compiler
        memberCompiler.product = member.product
        return Result { () throws(DiagnosticsError) -> String in
            try memberCompiler.json(of: outcome, output: output, errors: errors, exceededOutputLimit: exceededOutputLimit, manifest: member.manifest, helpers: helpers)
        }
    }
}

/// The name ProjectDescription's batch runner reads its selection from (its
/// `ScaffoldManifestBatch.variable`; ProjectDescription is not linked into scaffold).
enum ScaffoldBatchNames {
    static let variable = "SCAFFOLD_MANIFEST_BATCH"
}

/// One stream of a batch program cut into each manifest's part by its begin and end lines.
struct BatchOutput {
    /// One manifest's part: what it printed, and how its process ended.
    struct Segment {
        var lines: [String]
        var outcome: CommandExecution.Outcome
    }

    /// The manifests that ran to their end, in order.
    var finished: [(position: Int, segment: Segment)] = []
    /// The manifest that was running when the program ended, with what it printed.
    var unfinished: (position: Int, lines: [String])?

    init(lines: [String], nonce: String) {
        let begin = "SCAFFOLD_BATCH_BEGIN \(nonce) ", end = "SCAFFOLD_BATCH_END \(nonce) "
        var current: (position: Int, lines: [String])?
        for line in lines {
            if line.hasPrefix(begin), let position = Int(line.dropFirst(begin.count)) {
                current = (position, [])
            } else if line.hasPrefix(end), let running = current {
                let words = line.dropFirst(end.count).split(separator: " ")
                guard words.first.flatMap({ Int($0) }) == running.position, let outcome = Self.outcome(words.dropFirst()) else { continue }
                finished.append((running.position, Segment(lines: running.lines, outcome: outcome)))
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        unfinished = current
    }

    /// The lines the manifest at `position` printed, finished or not.
    func lines(of position: Int) -> [String] {
        finished.first { $0.position == position }?.segment.lines ?? (unfinished?.position == position ? unfinished?.lines ?? [] : [])
    }

    /// `exit <code>`, `signal <number>` or `timeout`.
    private static func outcome(_ words: ArraySlice<Substring>) -> CommandExecution.Outcome? {
        switch (words.first, words.dropFirst().first.flatMap { Int32($0) }) {
        case ("exit", let code?): return .exited(code)
        case ("signal", let number?): return .signaled(number)
        case ("timeout", nil): return .timedOut
        default: return nil
        }
    }
}
