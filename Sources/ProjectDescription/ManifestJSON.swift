#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON a manifest prints when scaffold runs it: the manifest shape `Project.yml` is
/// written in, with object keys in the order given and each value's call site under `@location`.
enum ManifestJSON: Sendable {
    case string(String)
    case bool(Bool)
    case number(Double)
    case array([ManifestJSON])
    case object([(key: String, value: ManifestJSON)])

    /// The argument scaffold runs a manifest with; without it, a manifest prints nothing.
    static let dumpArgument = "--scaffold-dump"
    /// The lines around the JSON, so the manifest may print other text too.
    static let startMarker = "SCAFFOLD_MANIFEST_START"
    static let endMarker = "SCAFFOLD_MANIFEST_END"

    /// An object of the fields that are present: `nil` values, and empty collections but those
    /// named in `keepingEmpty` (where empty differs from left out), are left out.
    static func fields(_ fields: [(String, ManifestJSON?)], at site: CallSite? = nil, keepingEmpty: Set<String> = []) -> ManifestJSON {
        var kept: [(key: String, value: ManifestJSON)] = []
        if let site { kept.append(("@location", .string(site.description))) }
        for (key, value) in fields {
            guard let value else { continue }
            if keepingEmpty.contains(key) {
                kept.append((key, value))
                continue
            }
            switch value {
            case let .array(items) where items.isEmpty: continue
            case let .object(entries) where entries.isEmpty: continue
            default: kept.append((key, value))
            }
        }
        return .object(kept)
    }

    /// A list of strings, or `nil` when empty.
    static func strings(_ values: [String]) -> ManifestJSON? {
        values.isEmpty ? nil : .array(values.map(ManifestJSON.string))
    }

    /// A mapping of strings in key order, or `nil` when empty.
    static func stringMap(_ values: [String: String]) -> ManifestJSON? {
        values.isEmpty ? nil : .object(values.keys.sorted().map { ($0, .string(values[$0] ?? "")) })
    }

    /// The JSON text, compact.
    var text: String {
        var output = ""
        append(to: &output)
        return output
    }

    private func append(to output: inout String) {
        switch self {
        case let .string(value): Self.writeString(value, to: &output)
        case let .bool(value): output += value ? "true" : "false"
        case let .number(value):
            output += value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case let .array(items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += ",\n" }
                item.append(to: &output)
            }
            output += "]"
        case let .object(entries):
            output += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { output += ",\n" }
                Self.writeString(entry.key, to: &output)
                output += ": "
                entry.value.append(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// Prints `json` between the markers when the manifest runs under scaffold. A manifest that
    /// makes a second `Project` prints a second block, which scaffold reports.
    static func dumpIfRequested(_ json: ManifestJSON) {
        guard CommandLine.arguments.contains(dumpArgument) else { return }
        writeAtOnce("\n\(startMarker)\n\(json.text)\n\(endMarker)\n")
    }

    /// Writes `text` to `descriptor` (the standard output by default) at once, past `print`'s
    /// buffer (what the manifest printed before is flushed first, so it comes first).
    static func writeAtOnce(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
        fflush(nil)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result <= 0 { break }
            written += result
        }
    }
}

/// Where a manifest value was written: scaffold points its diagnostics there.
struct CallSite: Sendable, CustomStringConvertible {
    let file: String
    let line: UInt
    let column: UInt

    init(_ file: StaticString, _ line: UInt, _ column: UInt) {
        self.file = file.description
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    var description: String { "\(file):\(line):\(column)" }
}

/// A problem the DSL itself finds (a value the model cannot express), reported by scaffold
/// as an error at its call site.
struct ManifestProblem: Sendable {
    var message: String
    let site: CallSite
    /// Another call the problem concerns (the first of two with one name), shown in the hint.
    var firstSite: CallSite? = nil
    /// A warning (what scaffold reads but does not apply yet) rather than an error.
    var isWarning = false

    var json: ManifestJSON {
        ManifestJSON.fields([
            ("message", .string(message)), ("location", .string(site.description)),
            ("first", firstSite.map { .string($0.description) }),
            ("severity", isWarning ? .string("warning") : nil),
        ])
    }

    /// One problem for each item whose name an earlier item has: a second `.target(name: "App")`
    /// would otherwise be dropped without a word, where `Project.yml` reports a duplicate key.
    static func duplicates(_ items: [(name: String, site: CallSite)], kind: String) -> [ManifestProblem] {
        var first: [String: CallSite] = [:]
        var problems: [ManifestProblem] = []
        for item in items {
            if let earlier = first[item.name] {
                problems.append(ManifestProblem(message: "duplicate \(kind) '\(item.name)'", site: item.site, firstSite: earlier))
            } else {
                first[item.name] = item.site
            }
        }
        return problems
    }
}
