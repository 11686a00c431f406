import Foundation
import ScaffoldSupport

/// State shared while turning the merged tree into a `Project`: the diagnostics found so far,
/// where each decoded value was written (for validation after decoding), the names each
/// section declares, and the project root.
final class DecodingContext {
    /// Every problem found, in the order found.
    var diagnostics: [Diagnostic] = []
    /// The folder of the root manifest; model paths are relative to it.
    let rootDirectory: URL
    /// Where scalars with a `${VAR}` that could not be expanded (already reported) were
    /// written; checks of their value (does the path exist?) would only repeat the problem.
    var unexpanded: Set<SourceLocation> = []
    /// Whether the manifest gets Tuist's leniency (a `Project.swift`): a source glob that
    /// matches nothing, a missing `.xcconfig` and a scheme naming a target the project lacks
    /// are warnings rather than errors (a `Project.yml`, as in XcodeGen).
    var tuistLeniency = false
    /// XcodeGen's `settingGroups:` by name, which settings name in `groups:`.
    var settingGroups: [String: ManifestNode] = [:]
    private var locations: [LocationKey: SourceLocation] = [:]
    private var declared: [String: Set<String>] = [:]
    /// For a `child`: the context it was made from, read (never written) while it decodes.
    private let parent: DecodingContext?
    /// For a `child`: paths it recorded only because the parent had no location for them yet.
    private var tentative: Set<LocationKey> = []

    /// Where folders and files consulted while decoding are noted.
    let log: ConsultationLog?

    init(rootDirectory: URL, log: ConsultationLog? = nil) {
        self.rootDirectory = rootDirectory
        self.log = log
        parent = nil
    }

    private init(parent: DecodingContext) {
        rootDirectory = parent.rootDirectory
        log = parent.log
        unexpanded = parent.unexpanded
        tuistLeniency = parent.tuistLeniency
        settingGroups = parent.settingGroups
        self.parent = parent
    }

    /// A context for decoding one part (a target) on another thread: it reads this context's
    /// locations and declared names, and keeps what it finds to itself until `absorb`. This
    /// context must not change while children decode.
    func child() -> DecodingContext {
        DecodingContext(parent: self)
    }

    /// Takes in what `child` found, as if it had been found here, after everything so far:
    /// its diagnostics in order, its locations (one it recorded only where none was, only where
    /// there still is none), its declared names.
    func absorb(_ child: DecodingContext) {
        diagnostics += child.diagnostics
        for (path, location) in child.locations where !child.tentative.contains(path) || locations[path] == nil {
            locations[path] = location
        }
        for (section, names) in child.declared { declared[section, default: []].formUnion(names) }
    }

    /// Remembers that the value at `path` (`["targets", "App", "type"]`) was written at `location`.
    func record(_ path: [String], _ location: SourceLocation) {
        let key = LocationKey(path)
        locations[key] = location
        if parent != nil { tentative.remove(key) }
    }

    /// Like `record`, but keeps an earlier location (a name's key beats its body).
    func recordIfAbsent(_ path: [String], _ location: SourceLocation) {
        let key = LocationKey(path)
        guard locations[key] == nil else { return }
        if let parent {
            guard parent.locations[key] == nil else { return }
            tentative.insert(key)
        }
        locations[key] = location
    }

    /// After a list was decoded into fewer values than it has items (items dropped for an
    /// error), makes the locations recorded under `list + [written index]` available under
    /// `list + [index in the model]`; `written[i]` is the item that model value `i` came from.
    /// Scans every location, so it is meant for that rare case only.
    func renumber(_ list: [String], written: [Int]) {
        guard written != Array(written.indices) else { return }
        var moved: [LocationKey: SourceLocation] = [:]
        for (key, location) in locations where key.path.count > list.count && key.path.starts(with: list) {
            guard let item = Int(key.path[list.count]) else { continue }
            for (index, origin) in written.enumerated() where origin == item {
                moved[LocationKey(list + [String(index)] + key.path.dropFirst(list.count + 1))] = location
            }
        }
        locations.merge(moved) { $1 }
    }

    /// Where the value at `path` was written, or its nearest recorded parent.
    func location(of path: [String]) -> SourceLocation? {
        var path = path
        while !path.isEmpty {
            let key = LocationKey(path)
            if let location = locations[key] ?? parent?.locations[key] { return location }
            path.removeLast()
        }
        return nil
    }

    /// Remembers the names a section (`targets`, `packages`…) declares, whether or not each
    /// entry decodes, so references to a broken entry are not reported as unknown too.
    func declare(_ names: [String], in section: String) {
        declared[section, default: []].formUnion(names)
    }

    /// The names `section` declares.
    func declaredNames(in section: String) -> Set<String> {
        guard let parent else { return declared[section] ?? [] }
        return parent.declaredNames(in: section).union(declared[section] ?? [])
    }

    /// Records an error.
    func error(_ message: String, at location: SourceLocation?, hint: String? = nil) {
        diagnostics.append(.error(message, at: location, hint: hint))
    }

    /// Records a warning.
    func warning(_ message: String, at location: SourceLocation?, hint: String? = nil) {
        diagnostics.append(.warning(message, at: location, hint: hint))
    }

    /// Records a type mismatch.
    func expected(_ what: String, found node: ManifestNode) {
        error("expected \(what), found \(node.kindDescription)", at: node.location)
    }

    // MARK: - Node conversions

    /// A scalar's text; a type error otherwise.
    func string(_ node: ManifestNode) -> String? {
        guard let text = node.scalar else {
            expected("a string", found: node)
            return nil
        }
        return text
    }

    /// A list of scalars' texts; a type error (naming the first bad item) otherwise.
    func strings(_ node: ManifestNode) -> [String]? {
        guard let items = node.items else {
            expected("a list of strings", found: node)
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.scalar else {
                error("expected a list of strings, found \(item.kindDescription) in the list", at: item.location)
                return nil
            }
            result.append(text)
        }
        return result
    }

    /// A boolean scalar (plain `true`, `false`, `yes`, `no`, `on`, `off`, any case); anything else
    /// is ignored with a warning, and the key's default applies: XcodeGen reads every boolean
    /// leniently (a quoted "true", or `embed: without-signing`, is not a boolean to it, and it
    /// drops the value without a word).
    func bool(_ node: ManifestNode) -> Bool? {
        guard let text = node.scalar, !isQuoted(node), let value = ScalarParsing.bool(text) else {
            guard !unexpanded.contains(node.location) else { return nil }
            let ignored = "; it is ignored and the default applies, as XcodeGen ignores it"
            if let text = node.scalar, isQuoted(node), ScalarParsing.bool(text) != nil {
                warning("expected true or false, found the string \"\(text)\"\(ignored)", at: node.location, hint: "write \(text) without quotes")
            } else {
                warning("expected true or false, found \(describe(node))\(ignored)", at: node.location)
            }
            return nil
        }
        return value
    }

    /// A number; a type error otherwise.
    func number(_ node: ManifestNode) -> Double? {
        guard let text = node.scalar, let value = Double(text), value.isFinite else {
            if !unexpanded.contains(node.location) { error("expected a number, found \(describe(node))", at: node.location) }
            return nil
        }
        return value
    }

    /// A mapping of strings to strings; a type error otherwise.
    func stringMap(_ node: ManifestNode) -> [String: String]? {
        guard let entries = node.entries else {
            expected("a mapping of strings", found: node)
            return nil
        }
        var result: [String: String] = [:]
        for entry in entries {
            guard let text = string(entry.value) else { continue }
            result[entry.key] = text
        }
        return result
    }

    /// A path written in `node`, as a `/`-separated path relative to the project root.
    func projectPath(_ text: String, writtenIn node: ManifestNode) -> String {
        ProjectPath.relative(text, base: node.baseDirectory, root: rootDirectory)
    }

    /// `'text'` for scalars, the kind for everything else.
    func describe(_ node: ManifestNode) -> String {
        node.scalar.map { "'\($0)'" } ?? node.kindDescription
    }

    private func isQuoted(_ node: ManifestNode) -> Bool {
        if case .scalar(_, quoted: true) = node.value { return true }
        return false
    }
}

/// A value's path (`["targets", "App", "type"]`) as a dictionary key, hashed once: locations are
/// recorded for every decoded value and merged again from each target's child context, and
/// hashing the whole path each time was most of that cost.
private struct LocationKey: Hashable {
    let path: [String]
    private let hash: Int

    init(_ path: [String]) {
        self.path = path
        hash = path.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: LocationKey, rhs: LocationKey) -> Bool { lhs.hash == rhs.hash && lhs.path == rhs.path }
}
