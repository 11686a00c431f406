/// One entry of a target's `phaseOrder` (scaffold's own key; XcodeGen's order is fixed): a
/// build phase by kind, or a script or copy-files phase by name. `scaffold import` writes it
/// where a hand-kept project orders its phases otherwise, or keeps an empty one.
public enum BuildPhaseSlot: Sendable, Hashable, Encodable {
    case headers, sources, resources, frameworks
    /// A run-script phase, by its name (empty: a phase with no name, `script` alone).
    case script(String)
    /// A copy-files phase, by its name (empty: a phase with no name, `copyFiles` alone).
    case copyFiles(String)

    /// The slot a manifest's text names: `headers`, `sources`, `resources`, `frameworks`,
    /// `script: NAME`, `script`, `copyFiles: NAME` or `copyFiles`; nil for anything else.
    public init?(_ text: String) {
        switch text {
        case "headers": self = .headers
        case "sources": self = .sources
        case "resources": self = .resources
        case "frameworks": self = .frameworks
        case "copyFiles": self = .copyFiles("")
        case "script": self = .script("")
        default:
            if let name = Self.name(in: text, after: "script:") { self = .script(name) }
            else if let name = Self.name(in: text, after: "copyFiles:") { self = .copyFiles(name) }
            else { return nil }
        }
    }

    /// How a manifest writes it.
    public var text: String {
        switch self {
        case .headers: return "headers"
        case .sources: return "sources"
        case .resources: return "resources"
        case .frameworks: return "frameworks"
        case let .script(name): return name.isEmpty ? "script" : "script: \(name)"
        case let .copyFiles(name): return name.isEmpty ? "copyFiles" : "copyFiles: \(name)"
        }
    }

    private static func name(in text: String, after prefix: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let name = text.dropFirst(prefix.count).drop { $0 == " " }
        return name.isEmpty ? nil : String(name)
    }
}
