import Foundation
import ScaffoldSupport

/// Expands `${VAR}` from the environment in manifest strings, as XcodeGen does: in every value
/// and every key, script text and build settings included.
///
/// Everywhere, `${NAME}` with NAME set becomes its value, and anything else stays as written —
/// an unset name, `${PATH+:$PATH}` (its "name" runs to the next `}`), `$NAME`, `$(NAME)`.
/// Outside build-time values scaffold adds its own help: `${VAR:-default}`, `$${` for a literal
/// `${`, and a located warning for an unset variable (not for a name with a lower-case letter,
/// which is taken for a template parameter such as `${target_name}`) or a name that cannot be
/// one. Build-time values — build settings, script bodies and their input/output lists, scheme
/// action scripts, a pipeline step's `run`, and keys — get XcodeGen's rule alone: a shell's
/// `${X:-y}` or Xcode's `${SRCROOT}` in a script is the script's business. They are found by
/// position in the manifest, not by key name alone, so a target named `settings` or an `env`
/// variable named `run` is treated like everything else.
struct EnvironmentExpander {
    /// Where build-time values sit: key paths from the root, `*` standing for any name or index.
    static let buildTimePaths: [[String]] = {
        let phases = ["preBuildScripts", "postCompileScripts", "postBuildScripts"]
        let scriptFields = ["script", "inputFiles", "outputFiles", "inputFileLists", "outputFileLists"]
        let schemeActions = ["build", "run", "test", "profile", "analyze", "archive"]
        let targetScripts = phases.flatMap { phase in scriptFields.map { ["targets", "*", phase, "*", $0] } }
        let actionScripts = schemeActions.flatMap { action in
            ["preActions", "postActions"].map { ["schemes", "*", action, $0, "*", "script"] }
        }
        let aggregateScripts = scriptFields.map { ["aggregateTargets", "*", "buildScripts", "*", $0] }
        return [["settings"], ["targets", "*", "settings"], ["aggregateTargets", "*", "settings"], ["pipeline", "*", "run"]]
            + targetScripts + aggregateScripts + actionScripts
    }()

    /// How a string is expanded.
    enum Rule {
        /// XcodeGen's alone: a set variable is replaced, everything else kept, nothing reported.
        case xcodeGen
        /// With scaffold's defaults, literal `$${` and warnings.
        case manifest
    }

    /// The variables to expand from.
    let environment: [String: String]
    /// Where the variables asked for are noted.
    var log: ConsultationLog? = nil

    /// Expands every string in `node` outside build-time values. Scalars holding a variable
    /// that could not be expanded (reported) keep their text and their location goes into
    /// `unexpanded`, so later checks can leave them alone.
    func expandTree(_ node: ManifestNode, diagnostics: inout [Diagnostic], unexpanded: inout Set<SourceLocation>) -> ManifestNode {
        expandTree(node, path: [], diagnostics: &diagnostics, unexpanded: &unexpanded)
    }

    private func expandTree(_ node: ManifestNode, path: [String], rule: Rule = .manifest, diagnostics: inout [Diagnostic],
                            unexpanded: inout Set<SourceLocation>) -> ManifestNode {
        // A subtree without a `$` names no variable: kept as it is, not rebuilt.
        if !node.containsDollar { return node }
        let rule = rule == .xcodeGen || Self.isBuildTime(path) ? Rule.xcodeGen : .manifest
        var result = node
        switch node.value {
        case let .scalar(text, quoted):
            let expansion = expansion(of: text, at: node, rule: rule, diagnostics: &diagnostics)
            if !expansion.complete { unexpanded.insert(node.location) }
            result.value = .scalar(expansion.text, quoted: quoted)
        case let .sequence(items):
            result.value = .sequence(items.enumerated().map { index, item in
                expandTree(item, path: path + [String(index)], rule: rule, diagnostics: &diagnostics, unexpanded: &unexpanded)
            })
        case let .mapping(entries):
            result.value = .mapping(entries.map { entry in
                var entry = entry
                // The path goes on by the key as written: positions are keys, not their values.
                let key = entry.key
                if key.containsVariableMarker { entry.key = expansion(of: key, at: entry.value, rule: .xcodeGen, diagnostics: &diagnostics).text }
                entry.value = expandTree(entry.value, path: path + [key], rule: rule, diagnostics: &diagnostics, unexpanded: &unexpanded)
                return entry
            })
        case .null:
            break
        }
        return result
    }

    /// `buildTimePaths` by length, for a quick lookup on every node.
    private static let buildTimePathsByLength = Dictionary(grouping: buildTimePaths, by: \.count)

    /// Whether the value at `path` is evaluated at build time.
    static func isBuildTime(_ path: [String]) -> Bool {
        guard let patterns = buildTimePathsByLength[path.count] else { return false }
        return patterns.contains { pattern in zip(pattern, path).allSatisfy { $0 == "*" || $0 == $1 } }
    }

    /// `text` with variables replaced, or `nil` (reported) when a variable is unset without a
    /// default or its name is not valid.
    func expand(_ text: String, at node: ManifestNode, diagnostics: inout [Diagnostic]) -> String? {
        let expansion = expansion(of: text, at: node, rule: .manifest, diagnostics: &diagnostics)
        return expansion.complete ? expansion.text : nil
    }

    /// `text` with every variable that can be expanded replaced; the others are kept as
    /// written (and, by the `manifest` rule, reported).
    private func expansion(of text: String, at node: ManifestNode, rule: Rule, diagnostics: inout [Diagnostic]) -> (text: String, complete: Bool) {
        guard text.containsVariableMarker else { return (text, true) }
        var output = ""
        var complete = true
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rule == .manifest, rest.hasPrefix("$${") {
                output += "${"
                index = text.index(index, offsetBy: 3)
            } else if rest.hasPrefix("${"), let close = rest.firstIndex(of: "}") {
                let body = text[text.index(index, offsetBy: 2)..<close]
                if rule == .xcodeGen {
                    log?.recordVariable(String(body), environment[String(body)])
                    output += environment[String(body)] ?? "${\(body)}"
                    index = text.index(after: close)
                    continue
                }
                let offset = text.unicodeScalars.distance(from: text.startIndex, to: index)
                if let value = value(of: body, at: location(ofOffset: offset, in: node), diagnostics: &diagnostics) {
                    output += value
                } else {
                    output += "${\(body)}"
                    complete = false
                }
                index = text.index(after: close)
            } else {
                output.append(text[index])
                index = text.index(after: index)
            }
        }
        return (output, complete)
    }

    /// The value of one `${…}` body: `NAME` or `NAME:-default`.
    private func value(of body: Substring, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        let parts = body.split(separator: ":-", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        log?.recordVariable(String(body), environment[String(body)])
        // XcodeGen's rule first: a set variable of that exact name.
        if let value = environment[String(body)] { return value }
        guard Self.isValidName(name) else {
            // XcodeGen keeps it as written; so does scaffold, with a warning.
            diagnostics.append(.warning("'${\(body)}' is not a variable reference; it is kept as written", at: location,
                                        hint: Self.nameHint(name, body: body)))
            return nil
        }
        log?.recordVariable(name, environment[name])
        if let value = environment[name] { return value }
        if parts.count == 2 { return String(parts[1]) }
        // A lower-case letter: a template parameter (`${target_name}`), never warned about.
        if name.contains(where: \.isLowercase) { return nil }
        // As XcodeGen does, an unset variable stays as written; a warning, not an error.
        diagnostics.append(.warning(
            "environment variable '\(name)' is not set; '${\(name)}' is kept as written",
            at: location,
            hint: "set it, give a default with ${\(name):-value}, or write $${\(name)} for a literal"
        ))
        return nil
    }

    /// Where the `${` at `offset` (in Unicode scalars) of `node`'s text was written: its own
    /// column when the text up to there is written as is on the scalar's first line, else the
    /// scalar's location.
    private func location(ofOffset offset: Int, in node: ManifestNode) -> SourceLocation {
        guard offset + 2 <= node.verbatimPrefix else { return node.location }
        let opening = if case .scalar(_, quoted: true) = node.value { 1 } else { 0 }
        return node.location.advanced(byColumns: offset + opening)
    }

    /// Whether `name` is a variable name: an ASCII letter or `_`, then letters, digits, `_`.
    static func isValidName(_ name: String) -> Bool {
        ASCIIName.isIdentifier(name)
    }

    /// `did you mean ${A:-b}?` for the shell's `${A-b}`, else what a name may hold.
    private static func nameHint(_ name: String, body: Substring) -> String {
        if let dash = body.firstIndex(of: "-"), isValidName(String(body[..<dash])) {
            return "did you mean ${\(body[..<dash]):-\(body[body.index(after: dash)...])}?"
        }
        return "a variable name uses letters, digits and '_', not starting with a digit; write $${ for a literal ${"
    }
}

extension StringProtocol {
    /// Whether the text holds `${` — a byte scan, much cheaper than Foundation's `contains`,
    /// and asked of every scalar of every manifest.
    var containsVariableMarker: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "{") && previous == UInt8(ascii: "$") { return true }
            previous = byte
        }
        return false
    }
}
