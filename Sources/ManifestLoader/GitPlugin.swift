import Foundation
import ScaffoldSupport

/// A Tuist plugin fetched with git (`.git(url: "…", tag: "…")` or `.git(url: "…", sha: "…")`,
/// with an optional `directory:` inside the repository), as `Tuist.swift` or
/// `Tuist/Config.swift` names it. scaffold reads it from its checkout in
/// `Tuist/.build/Plugins/<repository>-<tag or sha>`, which `scaffold install` makes with git;
/// `generate` never touches the network.
public struct GitPlugin: Sendable, Equatable {
    /// The repository's URL, as written.
    public var url: String
    /// The tag or commit checked out.
    public var reference: String
    /// Whether `reference` is a commit (`sha:`) rather than a tag.
    public var isCommit: Bool
    /// The plugin's folder inside the repository, when not its root.
    public var directory: String?
    /// Where the configuration names it.
    public var location: SourceLocation

    /// The folder the repository is checked out in, under `root`.
    public func checkout(root: URL) -> URL {
        var name = url.split(separator: "/").last.map(String.init) ?? "plugin"
        if name.hasSuffix(".git") { name.removeLast(4) }
        let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" }) }
        return root.appendingPathComponent("Tuist/.build/Plugins").appendingPathComponent(safe(name) + "-" + safe(reference))
    }

    /// The plugin's folder: the checkout, or its `directory`.
    public func folder(root: URL) -> URL {
        guard let directory, !directory.isEmpty else { return checkout(root: root) }
        return checkout(root: root).appendingPathComponent(directory).standardizedFileURL
    }

    /// Whether `directory` leads out of the checkout (`..`, or an absolute path): a cloned
    /// configuration must not make scaffold compile files from elsewhere.
    public var leavesCheckout: Bool {
        guard let directory else { return false }
        return directory.hasPrefix("/") || directory.split(separator: "/").contains("..")
    }

    /// How it is described in messages: `url` at `tag 1.0` or `commit abc`.
    public var shown: String { "\(url) (\(isCommit ? "commit" : "tag") \(reference))" }

    /// The git plugins `root`'s `Tuist.swift` or `Tuist/Config.swift` names, read from the text.
    public static func declared(root: URL, displayPath: (URL) -> String) -> [GitPlugin] {
        var plugins: [GitPlugin] = []
        for config in [root.appendingPathComponent("Tuist.swift"), root.appendingPathComponent("Tuist/Config.swift")] {
            guard let text = UntrustedFile.text(atPath: config.path) else { continue }
            plugins += parse(text, file: displayPath(config))
        }
        return plugins
    }

    /// Each `.git(url:tag:…)` / `.git(url:sha:…)` of a configuration's text.
    static func parse(_ text: String, file: String) -> [GitPlugin] {
        let pattern = #"\.git\(\s*url:\s*"([^"]*)"\s*,\s*(tag|sha):\s*"([^"]*)"(?:\s*,\s*directory:\s*"([^"]*)")?"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            func group(_ index: Int) -> String? { Range(match.range(at: index), in: text).map { String(text[$0]) } }
            guard let url = group(1), let kind = group(2), let reference = group(3), let start = Range(match.range, in: text)?.lowerBound else { return nil }
            let before = text[..<start]
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column = (before.lastIndex(of: "\n").map { before[before.index(after: $0)...] } ?? before).unicodeScalars.count + 1
            return GitPlugin(url: url, reference: reference, isCommit: kind == "sha", directory: group(4),
                             location: SourceLocation(file: file, line: line, column: column))
        }
    }

    /// An error for each plugin of `root` that is not checked out (which plugin, where, and how
    /// to provide it) or whose `directory` leads out of its checkout.
    public static func missing(root: URL, displayPath: (URL) -> String) -> [Diagnostic] {
        declared(root: root, displayPath: displayPath).compactMap { plugin -> Diagnostic? in
            if plugin.leavesCheckout {
                return .error("plugin \(plugin.shown): directory '\(plugin.directory ?? "")' leads out of its checkout", at: plugin.location,
                              hint: "name a folder inside the plugin's repository")
            }
            guard !DirectoryListing.isFolder(plugin.folder(root: root).path) else { return nil }
            return .error("plugin \(plugin.shown) is not installed: there is no checkout in \(displayPath(plugin.checkout(root: root)))", at: plugin.location,
                   hint: "run `scaffold install` to clone it there with git (or clone it there yourself); `generate` never fetches")
        }
    }
}
