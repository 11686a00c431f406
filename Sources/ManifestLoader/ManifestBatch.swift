import Foundation
import ScaffoldSupport

/// The manifests of a workspace that share helpers, plugins and imports, compiled together into
/// one program (each a ``WrappedManifest``, with a `main.swift` that runs them one by one, see
/// ProjectDescription's `ScaffoldManifestBatch`), linked once, and run once: one `swiftc` for the
/// workspace where there was one per manifest.
///
/// The batch only saves time; it never decides an error. A manifest that cannot be wrapped, or
/// that has a compile error, is left out (the others compile without it) and is compiled alone
/// when it is loaded, where its errors are reported exactly as ever. A manifest that traps,
/// exits or hangs ends the program: it gets the error its own program would have given, and the
/// manifests after it run again without it.
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
        var wrapped: [Int: WrappedManifest] = [:]
        for (index, member) in members.enumerated() {
            guard let source = UntrustedFile.text(atPath: member.manifest.path) else { continue }
            wrapped[index] = WrappedManifest.wrap(source: source, path: member.manifest.path, index: index)
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

    /// Runs the program, whose `i`th manifest is `members[order[i]]`, again without each
    /// manifest that ends it, until every one has run or the program stops making progress.
    private func run(_ executable: URL, members: [Member], order: [Int], helpers: [URL]) -> [URL: Result<String, DiagnosticsError>] {
        var results: [URL: Result<String, DiagnosticsError>] = [:]
        var pending = Array(order.indices)
        while let firstPending = pending.first {
            let nonce = UUID().uuidString
            let result = compiler.runProgram(executable, in: members[order[firstPending]].manifest.deletingLastPathComponent(),
                                             extraEnvironment: ["SCAFFOLD_MANIFEST_BATCH": "\(nonce) " + pending.map(String.init).joined(separator: ",")])
            let segments = BatchOutput(lines: result.output, nonce: nonce)
            var ended = Set<Int>()
            for (position, output) in segments.finished {
                results[members[order[position]].manifest] = json(of: .exited(0), output: output, errors: [], exceededOutputLimit: false,
                                                                  member: members[order[position]], helpers: helpers)
                ended.insert(position)
            }
            if let (position, output) = segments.unfinished {
                results[members[order[position]].manifest] = json(of: result.outcome, output: output, errors: result.errors,
                                                                  exceededOutputLimit: result.exceededOutputLimit, member: members[order[position]], helpers: helpers)
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

/// The output of a batch program cut into each manifest's part by its begin and end lines.
struct BatchOutput {
    /// The manifests that ran to their end, in order, with what each printed.
    var finished: [(index: Int, output: [String])] = []
    /// The manifest that was running when the program ended, with what it printed.
    var unfinished: (index: Int, output: [String])?

    init(lines: [String], nonce: String) {
        let begin = "SCAFFOLD_BATCH_BEGIN \(nonce) ", end = "SCAFFOLD_BATCH_END \(nonce) "
        var current: (index: Int, output: [String])?
        for line in lines {
            if line.hasPrefix(begin), let index = Int(line.dropFirst(begin.count)) {
                current = (index, [])
            } else if line.hasPrefix(end), let index = Int(line.dropFirst(end.count)), let running = current, running.index == index {
                finished.append(running)
                current = nil
            } else {
                current?.output.append(line)
            }
        }
        unfinished = current
    }
}
