import Foundation
import ScaffoldSupport

/// Where templates are found, in order: the project's own `Templates/` folder beside the
/// manifest (it overrides), then the built-in templates shipped with scaffold.
public struct TemplateLibrary: Sendable {
    /// One template folder found, and where it came from.
    public struct Entry: Sendable {
        public var name: String
        public var folder: URL
        /// `project` or `built-in`.
        public var origin: String
    }

    /// Folders holding one sub-folder per template, searched in order.
    public var searchFolders: [(folder: URL, origin: String)]

    /// A library searching `projectFolder/Templates` first, then `builtins`.
    public init(projectFolder: URL?, builtins: URL?) {
        searchFolders = []
        if let projectFolder { searchFolders.append((projectFolder.appendingPathComponent("Templates"), "project")) }
        if let builtins { searchFolders.append((builtins, "built-in")) }
    }

    /// Every template, the first found of each name, sorted by name.
    public func entries() -> [Entry] {
        var found: [String: Entry] = [:]
        for (folder, origin) in searchFolders {
            for child in DirectoryListing.entries(atPath: folder.path) where child.isDirectory && found[child.name] == nil {
                let templateFolder = folder.appendingPathComponent(child.name)
                if DirectoryListing.exists(templateFolder.appendingPathComponent("template.yml").path) {
                    found[child.name] = Entry(name: child.name, folder: templateFolder, origin: origin)
                }
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// The template called `name`, or an error naming the ones there are.
    public func entry(named name: String) throws(DiagnosticsError) -> Entry {
        let all = entries()
        if let entry = all.first(where: { $0.name == name }) { return entry }
        let names = all.map(\.name)
        throw DiagnosticsError([.error("no template named '\(name)'",
                                       hint: Suggestion.didYouMean(name, in: names) ?? "templates: \(names.joined(separator: ", "))")])
    }
}
