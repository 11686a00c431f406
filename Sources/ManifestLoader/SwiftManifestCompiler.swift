import Foundation
import ScaffoldSupport

/// Compiles a `Project.swift` (and its `ProjectDescriptionHelpers` module) against
/// ProjectDescription in a temporary folder, runs it, and returns the JSON it printed.
/// Every failure — a compile error at the manifest's line, a crash, a timeout, no `Project` —
/// is a diagnostic; nothing is left behind.
struct SwiftManifestCompiler: Sendable {
    let toolchain: SwiftToolchain
    var options: SwiftManifestOptions
    let environment: [String: String]
    let displayPath: @Sendable (URL) -> String
    /// What the manifest makes exactly one of: `Project`, or a template's `Template`.
    var product = "Project"

    /// The manifest's JSON. `plugins` are the helper modules of Tuist plugins it (or its
    /// helpers) imports: each is compiled first, as a module of its plugin's name. With a
    /// `helperCache`, the helper modules are compiled once for every manifest that uses them.
    func evaluate(_ manifest: URL, helpers: [URL], plugins: [TuistPlugins.Module] = [], helperCache: HelperModuleCache? = nil) throws(DiagnosticsError) -> String {
        let folder = try scratchFolder(for: manifest)
        defer { try? FileManager.default.removeItem(at: folder) }
        let linkHelpers = try helperModules(Self.modules(helpers: helpers, plugins: plugins), for: manifest, scratch: folder, cache: helperCache)
        let executable = folder.appendingPathComponent("manifest")
        try compile([manifest], for: manifest, in: folder, arguments: linkHelpers + ["-module-name", "ProjectManifest", "-o", executable.path])
        return try run(executable, manifest: manifest, helpers: helpers + plugins.flatMap(\.files))
    }

    /// A new temporary folder for compiling `manifest` (the caller removes it).
    func scratchFolder(for manifest: URL) throws(DiagnosticsError) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-manifest-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError([.error("cannot compile \(displayPath(manifest)): cannot create a temporary folder: \(error.localizedDescription)")])
        }
        return folder
    }

    /// The modules a manifest links, in the order they are compiled: the plugins' helper
    /// modules, then `ProjectDescriptionHelpers` (which may import them).
    static func modules(helpers: [URL], plugins: [TuistPlugins.Module]) -> [HelperModuleCache.Module] {
        var modules = plugins.map { HelperModuleCache.Module(name: $0.name, files: $0.files) }
        if !helpers.isEmpty { modules.append(HelperModuleCache.Module(name: "ProjectDescriptionHelpers", files: helpers)) }
        return modules
    }

    /// The compiler arguments that link `modules`: taken from the cache when it has them, else
    /// compiled in `scratch`, in order (each may import those before it), and then cached.
    func helperModules(_ modules: [HelperModuleCache.Module], for manifest: URL, scratch: URL, cache: HelperModuleCache?) throws(DiagnosticsError) -> [String] {
        guard !modules.isEmpty else { return [] }
        let key = cache.flatMap { cache in HelperModuleCache.key(modules, toolchain: toolchain) }
        let link = { (folder: URL) in ["-I", folder.path, "-L", folder.path] + modules.reversed().map { "-l\($0.name)" } }
        if let cache, let key, let entry = cache.entry(key) { return link(entry) }
        var built: [String] = []
        for module in modules {
            let previous = built.isEmpty ? [] : ["-I", scratch.path, "-L", scratch.path] + built.map { "-l\($0)" }
            // One frontend for the module's files (`-wmo`): without it each file's frontend loads
            // ProjectDescription and the plugins again, most of a helper module's compile.
            try compile(module.files, for: manifest, in: scratch, arguments: previous + [
                "-wmo", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module.name,
                "-emit-module-path", scratch.appendingPathComponent("\(module.name).swiftmodule").path,
                "-o", scratch.appendingPathComponent("lib\(module.name).a").path,
            ])
            built.append(module.name)
        }
        if let cache, let key, let entry = cache.store(key, names: built, from: scratch) { return link(entry) }
        return link(scratch)
    }

    /// Runs `swiftc` on `sources` with ProjectDescription on its paths, its temporary files in
    /// `folder` (so they go with it).
    func compile(_ sources: [URL], for manifest: URL, in folder: URL, arguments: [String]) throws(DiagnosticsError) {
        let library = toolchain.libraryDirectory.path
        let command = [toolchain.compiler.path, "-suppress-warnings", "-diagnostic-style", "llvm", "-I", toolchain.moduleDirectory.path,
                       "-L", library, "-lProjectDescription", "-Xlinker", "-rpath", "-Xlinker", library] + arguments + sources.map(\.path)
        var environment = environment
        environment["TMPDIR"] = folder.path
        // SIGINT, not SIGTERM: only then does the driver stop its frontends, which run in
        // process groups of their own.
        let result = CapturedRun.run(command, environment: environment, timeout: options.compileTimeout, stop: options.stop, stopSignal: SIGINT)
        let shown = displayPath(manifest)
        switch result.outcome {
        case .exited(0):
            return
        case .exited:
            try failed(result, shown: shown, reason: "swiftc could not compile \(shown)")
        case let .signaled(signal):
            try failed(result, shown: shown, reason: "swiftc was killed by \(CommandExecution.describeSignal(signal)) while it compiled \(shown)")
        case .timedOut:
            throw DiagnosticsError([.error("swiftc took more than \(Int(options.compileTimeout)) s to compile \(shown) and was stopped")])
        case .stopped:
            throw DiagnosticsError([.error("compiling \(shown) was interrupted")])
        case let .couldNotStart(reason):
            throw DiagnosticsError([.error("cannot run \(toolchain.compiler.path): \(reason)")])
        }
    }

    /// The compiler's own diagnostics when it printed any at a line, else `reason` with the last
    /// lines it printed.
    private func failed(_ result: CapturedRun, shown: String, reason: String) throws(DiagnosticsError) -> Never {
        let located = CompilerOutput.diagnostics(result.errors + result.output, displayPath: displayPath)
        if !located.isEmpty { throw DiagnosticsError(located) }
        throw DiagnosticsError([.error(reason, hint: Self.tail(result.errors + result.output))])
    }

    /// Runs the compiled manifest in its folder and takes the JSON between the markers.
    private func run(_ executable: URL, manifest: URL, helpers: [URL]) throws(DiagnosticsError) -> String {
        let result = runProgram(executable, in: manifest.deletingLastPathComponent())
        return try json(of: result.outcome, output: result.output, errors: result.errors, exceededOutputLimit: result.exceededOutputLimit,
                        manifest: manifest, helpers: helpers)
    }

    /// Runs a compiled manifest (or a batch of them) in `folder`, with `--scaffold-dump` and
    /// `extraEnvironment`.
    func runProgram(_ executable: URL, in folder: URL, extraEnvironment: [String: String] = [:]) -> CapturedRun {
        var environment = environment.merging(extraEnvironment) { $1 }
        environment["SCAFFOLD_MANIFEST_EXECUTABLE"] = executable.path
        // The fatal error's own line is what helps; a backtrace of the manifest does not.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return CapturedRun.run(shell: "exec \"$SCAFFOLD_MANIFEST_EXECUTABLE\" --scaffold-dump", in: folder,
                               environment: environment, timeout: options.runTimeout, stop: options.stop)
    }

    /// The JSON a run of `manifest` that ended with `outcome` printed in `output`, or what went
    /// wrong, at the manifest's first line or the line of the trap that stopped it.
    func json(of outcome: CommandExecution.Outcome, output: [String], errors: [String], exceededOutputLimit: Bool, manifest: URL, helpers: [URL])
        throws(DiagnosticsError) -> String {
        let shown = displayPath(manifest)
        let at = SourceLocation(file: shown, line: 1, column: 1)
        guard !exceededOutputLimit else {
            throw DiagnosticsError([.error("\(shown) printed more than \(CapturedRun.outputLimit >> 20) MB while it ran and was stopped", at: at,
                                           hint: "a manifest prints only its description; remove what prints the rest")])
        }
        switch outcome {
        case .exited(0):
            return try Self.json(in: output, at: at, product: product)
        case let .signaled(signal):
            if let trap = trap(in: errors, manifest: manifest, helpers: helpers) {
                throw DiagnosticsError([.error("\(shown) stopped while it ran: \(trap.message)", at: trap.location ?? at, hint: trap.hint)])
            }
            throw DiagnosticsError([.error("\(shown) crashed while it ran: killed by \(CommandExecution.describeSignal(signal))", at: at,
                                           hint: Self.tail(errors))])
        case let .exited(code):
            throw DiagnosticsError([.error("\(shown) exited with code \(code) while it ran", at: at, hint: Self.tail(errors))])
        case .timedOut:
            throw DiagnosticsError([.error("\(shown) ran for more than \(Int(options.runTimeout)) s and was stopped", at: at,
                                           hint: "a manifest only describes the project; it should finish at once")])
        case .stopped:
            throw DiagnosticsError([.error("running \(shown) was interrupted", at: at)])
        case let .couldNotStart(reason):
            throw DiagnosticsError([.error("cannot run the compiled \(shown): \(reason)", at: at)])
        }
    }

    /// The message of a Swift runtime trap (`Module/File.swift:12: Fatal error: …`) and its
    /// place: a line of the manifest or a helper, or, for a trap raised inside a library (an
    /// index out of range in the standard library), no line but a hint naming where.
    private func trap(in lines: [String], manifest: URL, helpers: [URL]) -> (message: String, location: SourceLocation?, hint: String?)? {
        for line in lines {
            guard let kind = ["Fatal error", "Precondition failed", "Assertion failed"].first(where: { line.contains(": \($0)") }),
                  let marker = line.range(of: ": \(kind)") else { continue }
            let message = kind + line[marker.upperBound...]
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 2, let number = Int(place[place.count - 1]) else { return (message, nil, nil) }
            let path = place.dropLast().joined(separator: ":")
            let file = path.split(separator: "/").last.map(String.init) ?? ""
            guard let source = file == manifest.lastPathComponent ? manifest : helpers.first(where: { $0.lastPathComponent == file }) else {
                return (message, nil, "raised in \(path):\(number), not in the manifest's own code; look for an index, unwrap or conversion there")
            }
            return (message, SourceLocation(file: displayPath(source), line: number, column: 1), nil)
        }
        return nil
    }

    /// The one JSON block between the markers in `lines`.
    static func json(in lines: [String], at location: SourceLocation, product: String = "Project") throws(DiagnosticsError) -> String {
        var blocks: [String] = []
        var current: [String]?
        for line in lines {
            if line == "SCAFFOLD_MANIFEST_START" {
                current = []
            } else if line == "SCAFFOLD_MANIFEST_END", let block = current {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        guard blocks.count == 1 else {
            let problem = blocks.isEmpty ? "makes no \(product)" : "makes \(blocks.count) \(product)s"
            let example = ["Project": "let project = Project(name: ...)", "Workspace": "let workspace = Workspace(name: ..., projects: [...])",
                           "Dependencies": "let dependencies = Dependencies(swiftPackageManager: .init([...]))"][product]
                ?? "let template = Template(description: ...)"
            throw DiagnosticsError([.error("\(location.file) \(problem); a manifest makes exactly one", at: location,
                                           hint: "write `\(example)` at the top level of the file")])
        }
        return blocks[0]
    }

    /// The last lines of a tool's output, for a hint.
    private static func tail(_ lines: [String]) -> String? {
        let kept = lines.filter { !$0.isBlank }.suffix(12)
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }
}
