import Foundation
import ScaffoldSupport

/// Loads a manifest and everything it includes, depth first, and merges them into one tree.
///
/// `include:` takes a path, a list, or `{path, relativePaths, enable}` entries; a path may be
/// a glob (`Features/*/module.yml`) and is relative to the including file. Included files are
/// merged first, in order, and the including file on top. Files are told apart by their real
/// path, symbolic links resolved: a file included twice is read once, and a file that includes
/// itself, directly or not, is an error. A plain path must name a file; a glob takes the files
/// it matches, never folders and never the including file.
///
/// Includes stay inside the project — the repository holding the manifest, else the folder
/// scaffold runs in, else the manifest's folder; links resolved — or a folder the user allowed
/// (`--include-root`): a manifest is what CI validates on a fork's pull request,
/// and `include: [../../.ssh/config]` or `/**/*.yml` must not read the machine. (XcodeGen reads
/// includes anywhere; this is a deliberate difference.) A glob whose fixed part leads out is
/// refused before anything is listed.
struct IncludeResolver {
    /// How deep includes may nest; deeper chains are reported instead of followed.
    static let maxDepth = 64

    let reader: YAMLReader
    let expander: EnvironmentExpander
    /// The folder of the root manifest, where `relativePaths: false` paths resolve.
    let rootDirectory: URL

    /// Every manifest file read, in the order read.
    private(set) var files: [URL] = []
    /// Whether every file meant to be merged was read. When one could not be (a YAML error, a
    /// missing include…), references into it cannot be checked.
    private(set) var isComplete = true
    /// The real paths (symbolic links resolved) of the files read.
    private var read: Set<String> = []

    /// Where folders consulted for includes are noted.
    let log: DirectoryLog?
    /// The real folders includes may come from: the root manifest's, and those allowed.
    let allowedFolders: [String]

    init(reader: YAMLReader, expander: EnvironmentExpander, rootDirectory: URL, log: DirectoryLog? = nil, allowing folders: [URL] = []) {
        self.reader = reader
        self.expander = expander
        self.rootDirectory = rootDirectory
        self.log = log
        allowedFolders = ([rootDirectory] + folders).map { DirectoryListing.realPath($0.standardizedFileURL.path) }
    }

    /// Whether the real path `path` is inside a folder includes may come from.
    private func isAllowed(_ path: String) -> Bool {
        allowedFolders.contains { folder in path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/") }
    }

    /// The error for an include that leads out of the allowed folders (to `real`).
    private func outside(_ include: Include, real: String) -> Diagnostic {
        .error("include '\(include.path)' leads outside the project (to '\(real)'); scaffold reads includes only inside the project folder",
               at: include.location, hint: "move the file into the project, or pass --include-root <folder> to allow the folder it is in")
    }

    /// The merged tree of `url` and its includes, or `nil` when the root could not be read.
    mutating func resolve(_ url: URL, diagnostics: inout [Diagnostic]) -> ManifestNode? {
        load(url.standardizedFileURL, rebase: false, stack: [], diagnostics: &diagnostics)
    }

    /// A file as the include chain sees it: as written, and by its real path.
    private struct File {
        var url: URL
        var identity: String

        init(_ url: URL) {
            self.url = url
            identity = DirectoryListing.realPath(url.path)
        }
    }

    private mutating func load(_ url: URL, rebase: Bool, stack: [File], diagnostics: inout [Diagnostic]) -> ManifestNode? {
        let file = File(url)
        files.append(url)
        read.insert(file.identity)
        guard var node = reader.read(url, diagnostics: &diagnostics) else {
            isComplete = false
            return nil
        }
        if rebase { node = node.rebased(to: rootDirectory) }
        guard var entries = node.entries else {
            diagnostics.append(.error("a manifest must be a mapping of keys, found \(node.kindDescription)", at: node.location))
            isComplete = false
            return nil
        }
        let replacedInclude = "include" + NodeMerger.replaceSuffix
        for entry in entries where entry.key == replacedInclude {
            diagnostics.append(.error("'include' cannot be replaced", at: entry.keyLocation, hint: "write 'include:'; each file's includes are read for that file, not merged"))
            isComplete = false
        }
        entries.removeAll { $0.key == replacedInclude }
        var layers: [ManifestNode] = []
        if let index = entries.firstIndex(where: { $0.key == "include" }) {
            let includes = parseIncludes(entries[index].value, diagnostics: &diagnostics)
            entries.remove(at: index)
            for include in includes {
                for target in matches(of: include, from: file, diagnostics: &diagnostics) {
                    if let included = read(File(target), include: include, chain: stack + [file], diagnostics: &diagnostics) {
                        layers.append(included)
                    }
                }
            }
        }
        node.value = .mapping(entries)
        var merged = ManifestNode(value: .mapping([]), location: node.location, baseDirectory: node.baseDirectory)
        NodeMerger.merge(layers + [node], into: &merged)
        return merged
    }

    /// Reads `target`, included from the last file of `chain`, with its own includes merged;
    /// `nil` after reporting a cycle or a chain too deep, or for a file read already.
    private mutating func read(_ target: File, include: Include, chain: [File], diagnostics: inout [Diagnostic]) -> ManifestNode? {
        guard isAllowed(target.identity) else {
            diagnostics.append(outside(include, real: target.identity))
            isComplete = false
            return nil
        }
        if let start = chain.firstIndex(where: { $0.identity == target.identity }) {
            let names = (chain[start...].map(\.url) + [target.url]).map { reader.displayPath($0) }
            diagnostics.append(.error("include cycle: \(names.joined(separator: " → "))", at: include.location))
            return nil
        }
        if read.contains(target.identity) { return nil }
        guard chain.count < Self.maxDepth else {
            diagnostics.append(.error("includes nest more than \(Self.maxDepth) files deep", at: include.location, hint: "include the files from fewer levels"))
            isComplete = false
            return nil
        }
        return load(target.url, rebase: !include.relativePaths, stack: chain, diagnostics: &diagnostics)
    }

    /// One `include:` entry.
    private struct Include {
        var path: String
        var location: SourceLocation
        var relativePaths: Bool
    }

    private mutating func parseIncludes(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> [Include] {
        switch node.value {
        case .null:
            return []
        case .scalar:
            return parseInclude(node, diagnostics: &diagnostics).map { [$0] } ?? []
        case let .sequence(items):
            return items.compactMap { parseInclude($0, diagnostics: &diagnostics) }
        case .mapping:
            return parseInclude(node, diagnostics: &diagnostics).map { [$0] } ?? []
        }
    }

    /// One entry, or `nil` when it is disabled or wrong (reported; the include is incomplete).
    private mutating func parseInclude(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> Include? {
        if case let .scalar(text, _) = node.value {
            guard let path = expander.expand(text, at: node, diagnostics: &diagnostics) else { return incomplete() }
            return Include(path: path, location: node.location, relativePaths: true)
        }
        guard let entries = node.entries else {
            diagnostics.append(.error("expected an include path or a mapping with 'path', found \(node.kindDescription)", at: node.location))
            return incomplete()
        }
        let allowed = ["path", "relativePaths", "enable"]
        for entry in entries where !allowed.contains(entry.key) {
            diagnostics.append(.error("unknown key '\(FileNameRule.shown(entry.key))' in include", at: entry.keyLocation, hint: Suggestion.didYouMean(entry.key, in: allowed) ?? "valid keys: \(allowed.joined(separator: ", "))"))
        }
        guard let pathNode = node.value(forKey: "path"), case let .scalar(text, _) = pathNode.value else {
            diagnostics.append(.error("include needs a 'path' string", at: node.location))
            return incomplete()
        }
        if let enable = node.value(forKey: "enable") {
            guard let flag = boolean(enable, diagnostics: &diagnostics) else { return incomplete() }
            guard flag else { return nil }
        }
        var relativePaths = true
        if let relative = node.value(forKey: "relativePaths") {
            relativePaths = boolean(relative, diagnostics: &diagnostics) ?? true
        }
        guard let path = expander.expand(text, at: pathNode, diagnostics: &diagnostics) else { return incomplete() }
        return Include(path: path, location: pathNode.location, relativePaths: relativePaths)
    }

    /// Notes that an include could not be followed; `nil` for the include.
    private mutating func incomplete() -> Include? {
        isComplete = false
        return nil
    }

    /// A boolean, `nil` when wrong or when a variable in it did not expand (reported once).
    private func boolean(_ node: ManifestNode, diagnostics: inout [Diagnostic]) -> Bool? {
        guard case let .scalar(text, _) = node.value else {
            diagnostics.append(.error("expected true or false, found \(node.kindDescription)", at: node.location))
            return nil
        }
        guard let expanded = expander.expand(text, at: node, diagnostics: &diagnostics) else { return nil }
        guard let value = ScalarParsing.bool(expanded) else {
            diagnostics.append(.error("expected true or false, found '\(expanded)'", at: node.location))
            return nil
        }
        return value
    }

    /// The files an include names: a plain path (which must be a file), or a glob's matching
    /// files, without the including file itself.
    private mutating func matches(of include: Include, from file: File, diagnostics: inout [Diagnostic]) -> [URL] {
        if include.path.isBlank {
            diagnostics.append(.error("empty include path", at: include.location, hint: "write the path of a manifest file, relative to this one"))
            isComplete = false
            return []
        }
        let absolute = include.path.hasPrefix("/")
        let base = absolute ? URL(fileURLWithPath: "/") : file.url.deletingLastPathComponent()
        let relative = absolute ? String(include.path.drop { $0 == "/" }) : include.path
        let literal = base.appendingPathComponent(relative).standardizedFileURL
        // The fixed folders before the first pattern must not lead out: nothing there is listed.
        let fixed = relative.split(separator: "/").prefix { !Glob.isPattern(String($0)) }.joined(separator: "/")
        let fixedFolder = DirectoryListing.realPath(base.appendingPathComponent(fixed).standardizedFileURL.path)
        guard isAllowed(fixedFolder) || isAllowed(DirectoryListing.realPath(literal.path)) else {
            diagnostics.append(outside(include, real: Glob.isPattern(include.path) ? fixedFolder : DirectoryListing.realPath(literal.path)))
            isComplete = false
            return []
        }
        // A file whose name holds glob characters is still taken as written.
        log?.recordParent(of: literal.path)
        if !Glob.isPattern(include.path) || FileManager.default.fileExists(atPath: literal.path) {
            return checkedFile(literal, include: include, diagnostics: &diagnostics).map { [$0] } ?? []
        }
        return Glob.expand(relative, in: base, log: log)
            .map { base.appendingPathComponent($0).standardizedFileURL }
            .filter { Self.isRegularFile($0) && File($0).identity != file.identity }
    }

    /// `url` when it is a file; otherwise reports that it is missing or a folder.
    private mutating func checkedFile(_ url: URL, include: Include, diagnostics: inout [Diagnostic]) -> URL? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { return url }
        isComplete = false
        if isFolder.boolValue {
            diagnostics.append(.error("included path '\(include.path)' is a folder", at: include.location, hint: "include the manifest files in it, such as '\(include.path)/*.yml'"))
        } else {
            diagnostics.append(.error("included file '\(include.path)' does not exist", at: include.location))
        }
        return nil
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
