import FeatureGenerator
import Foundation
import ManifestLoader
import PackageGenerator
import ProjectSpec
import ScaffoldSupport
import XcodeGenerator

/// Everything `scaffold generate` writes for a loaded manifest — the `.xcodeproj`, the feature
/// flag file, the `Package.swift` files and placeholder outputs — and the files it wrote before
/// that it no longer writes (schemes that left the manifest).
///
/// When nothing that goes into the output changed since the last run (same tool, same resolved
/// manifest, same files in the source folders, every written file untouched), the plan is
/// `upToDate` and builds nothing: that is what keeps a no-op run fast.
public struct GenerationPlan: Sendable {
    /// The file, inside the `.xcodeproj`, listing every file this tool wrote (placeholders
    /// aside), so that files it no longer writes are removed and nothing else ever is.
    public static let recordName = "scaffold/generated-files"

    /// The files to write; empty when `upToDate`.
    public private(set) var files = FileSet()
    /// Files this tool wrote before that it no longer writes, with the digest of what it
    /// wrote: each is removed only if it is still exactly that.
    public private(set) var removals: [FileSetWriter.Removal] = []
    /// The record of written files, inside the `.xcodeproj`: written last.
    private var recordPath: String?
    /// Placeholder outputs: written only where nothing is (see `FileSetWriter.apply`).
    private var placeholderPaths: Set<String> = []
    /// Whether the last run's output is still exactly right.
    public private(set) var upToDate = false
    /// How many shared schemes the project has.
    public private(set) var schemeCount = 0

    private let root: URL
    /// What the cache records after a write, but for the written files' stamps.
    private var record = GenerationCache.Record()
    /// The files the cache stamps: those planned, or, when up to date, those recorded before.
    private var writtenPaths: [String] = []
    /// The fingerprint, when `init` did not need it: asked for when the record is written.
    private var laterFingerprint: (@Sendable () -> String)?

    /// Whether the last generation for `manifest` is still exactly right, decided without
    /// loading the manifest: the same tool, manifest files, environment variables and folder
    /// listings, and every written file untouched. `generate` calls this first.
    public static func isUpToDate(manifest: URL, toolVersion: String, environment: [String: String]) -> Bool {
        let manifest = manifest.standardizedFileURL
        let cache = GenerationCache(root: manifest.deletingLastPathComponent())
        guard let record = cache.read() else { return false }
        return cache.dependenciesAreUnchanged(record, manifest: manifest, tool: toolVersion, environment: environment)
    }

    /// Plans the generation of `loaded`. `toolVersion` is part of the fingerprint, so a new
    /// build of scaffold regenerates everything; with `useCache: false` the no-op shortcut is
    /// not taken (what `--check` wants: a full comparison). With `writingPlaceholders: false`
    /// (also `--check`), missing pipeline outputs get no placeholder: on a clean checkout they
    /// are missing because they are generated and ignored by git, which is not drift. The
    /// project itself is the same either way.
    public init(_ loaded: LoadedManifest, toolVersion: String, useCache: Bool = true, writingPlaceholders: Bool = true) throws(DiagnosticsError) {
        let project = loaded.project
        root = loaded.rootDirectory
        let placeholders = PlaceholderOutputs.missing(in: project, root: root)
        let xcode = XcodeProjectGenerator(project: project, rootDirectory: root)
        let inputs = xcode.readInputs(upcomingFiles: Array(placeholders.keys))
        guard inputs.problems.isEmpty else { throw DiagnosticsError(inputs.problems) }
        record.tool = toolVersion
        record.manifest = loaded.files.first?.path ?? ""
        // The model's complete stable encoding, not its manifest encoding: every stored field counts,
        // so an edit to any key the spec may use is never taken for "nothing changed".
        // A project that cannot be encoded (never expected) gets a fingerprint no record has.
        let computeFingerprint: @Sendable () -> String = {
            SHA256.hex(of: toolVersion + "\n" + (StableEncoding.digest(of: project) ?? UUID().uuidString) + "\n" + inputs.fingerprint)
        }
        // Stamps are taken now, before anything is written: a change made during the run
        // shows up as a difference next time.
        record.inputs = GenerationCache.stamps(loaded.files.map(\.path) + loaded.consulted.files + inputs.files)
        record.folders = GenerationCache.stamps(loaded.consulted.folders + inputs.folders)
        record.environment = loaded.consulted.environment
        record.outputs = project.pipeline.flatMap(\.outputs).filter { !Glob.isPattern($0) }
        let cache = GenerationCache(root: root)
        if useCache, placeholders.isEmpty, let recorded = cache.read() {
            record.fingerprint = computeFingerprint()
            if recorded.fingerprint == record.fingerprint, cache.filesAreIntact(recorded) {
                upToDate = true
                schemeCount = recorded.schemeCount
                record.schemeCount = recorded.schemeCount
                writtenPaths = Array(recorded.files.keys)
                return
            }
        } else if useCache {
            // Nothing to compare it with (a cold run): it is needed only for the record written
            // at the end, so it is computed beside the generation.
            let background = BackgroundValue(computeFingerprint)
            laterFingerprint = { background.value }
        } else {
            // --check writes no record; a write without the cache computes it when it records.
            laterFingerprint = computeFingerprint
        }

        files = xcode.generate(from: inputs)
        if writingPlaceholders {
            for (path, text) in placeholders { files.add(path, text: text) }
            placeholderPaths = Set(placeholders.keys)
        }
        if let path = project.options.featureFlagsPath, let source = PluginWiringGenerator.source(for: project) {
            files.add(path, text: source)
        }
        for (path, text) in try PackageManifestGenerator.files(for: project) { files.add(path, text: text) }

        schemeCount = files.paths.filter { $0.hasPrefix(xcode.schemesFolder + "/") && $0.hasSuffix(".xcscheme") }.count
        record.schemeCount = schemeCount
        let recordPath = "\(xcode.projectFileName)/\(Self.recordName)"
        self.recordPath = recordPath
        // Files every generation writes are never removed: they need no digest (the
        // pbxproj is most of the bytes; hashing it would cost a cold run some 5%).
        let permanent = Set(xcode.permanentFiles)
        let written = files.paths.filter { placeholders[$0] == nil && !permanent.contains($0) }
        let previous = WrittenFilesRecord(text: UntrustedFile.text(atPath: root.appendingPathComponent(recordPath).path) ?? "")
        // Inside the .xcodeproj every file is scaffold's; elsewhere only files with its mark.
        removals = previous.files.filter { files.contents[$0.path] == nil && $0.path != recordPath }.map { removal in
            var removal = removal
            removal.needsMark = !removal.path.hasPrefix(xcode.projectFileName + "/")
            return removal
        }
        files.add(recordPath, text: WrittenFilesRecord(written.map { FileSetWriter.Removal(path: $0, digest: SHA256.hex(of: files[$0] ?? [])) }).text)
        writtenPaths = files.paths
    }

    /// Writes (or, in check mode, compares) the planned files; after a write, records what was
    /// written so the next unchanged run is a no-op.
    public func apply(mode: FileSetWriter.Mode) throws(DiagnosticsError) -> FileSetWriter.Report {
        // A run killed part-way must not leave the last run's record saying "up to date": the
        // next run then does the full work, which also sweeps the killed run's temporaries.
        if mode == .write, !upToDate { GenerationCache(root: root).remove() }
        let report = upToDate ? FileSetWriter.Report() : try FileSetWriter(root: root, mode: mode).apply(files, removing: removals, last: recordPath, creatingOnly: placeholderPaths)
        if mode == .write {
            GenerationCache(root: root).prepare()
            var written = record
            if let laterFingerprint { written.fingerprint = laterFingerprint() }
            written.files = GenerationCache.stamps(writtenPaths, relativeTo: root)
            // Writing (temp file and rename) changes the stamps of the folders written into:
            // take those again, so our own writes do not defeat the next run's shortcut.
            var touched = Set<String>()
            let rootPath = root.path
            for path in report.created + report.updated + report.removed {
                // Each folder from the file's up to the root, by string (a URL operation costs
                // microseconds, for every file written).
                var folder = (rootPath == "/" ? "" : rootPath) + "/" + path
                while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    folder = String(folder[..<slash])
                    guard folder.utf8.count >= rootPath.utf8.count, touched.insert(folder).inserted else { break }
                }
            }
            touched.insert(rootPath)
            for path in touched where written.folders[path] != nil { written.folders[path] = FileStamp(path: path) }
            GenerationCache(root: root).write(written)
        }
        return report
    }
}
