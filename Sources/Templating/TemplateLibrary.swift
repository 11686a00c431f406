import Foundation
import ScaffoldSupport

/// Where templates are found, in order: the project's own `Templates/` folder beside the
/// manifest (it overrides), Tuist's `Tuist/Templates/` and its local plugins' `Templates/`,
/// then the built-in templates shipped with scaffold.
public struct TemplateLibrary: Sendable {
    /// The format a template is written in.
    public enum Format: Sendable, Equatable {
        /// `<name>/template.yml` and Stencil files.
        case scaffold
        /// Tuist's `<name>/<name>.swift` and the files it names, in the project at `root`
        /// (the folder holding `Tuist/`).
        case tuist(root: URL)
    }

    /// One template folder found, and where it came from.
    public struct Entry: Sendable {
        public var name: String
        public var folder: URL
        /// `project`, `tuist`, `tuist plugin` or `built-in`.
        public var origin: String
        public var format: Format
    }

    /// A folder holding one sub-folder per template.
    public struct SearchFolder: Sendable {
        public var folder: URL
        public var origin: String
        public var format: Format

        public init(folder: URL, origin: String, format: Format) {
            self.folder = folder
            self.origin = origin
            self.format = format
        }
    }

    /// Folders searched in order.
    public var searchFolders: [SearchFolder]

    /// A library searching `projectFolder/Templates` first, then the Tuist project at
    /// `tuistRoot` (`Tuist/Templates`, then each of `pluginFolders`' `Templates`), then `builtins`.
    public init(projectFolder: URL?, builtins: URL?, tuistRoot: URL? = nil, pluginFolders: [URL] = []) {
        searchFolders = []
        if let projectFolder { searchFolders.append(SearchFolder(folder: projectFolder.appendingPathComponent("Templates"), origin: "project", format: .scaffold)) }
        if let tuistRoot {
            searchFolders.append(SearchFolder(folder: tuistRoot.appendingPathComponent("Tuist/Templates"), origin: "tuist", format: .tuist(root: tuistRoot)))
            for plugin in pluginFolders {
                searchFolders.append(SearchFolder(folder: plugin.appendingPathComponent("Templates"), origin: "tuist plugin", format: .tuist(root: tuistRoot)))
            }
        }
        if let builtins { searchFolders.append(SearchFolder(folder: builtins, origin: "built-in", format: .scaffold)) }
    }

    /// Every template, the first found of each name, sorted by name.
    public func entries() -> [Entry] {
        var found: [String: Entry] = [:]
        for search in searchFolders {
            for child in DirectoryListing.entries(atPath: search.folder.path) where child.isDirectory && found[child.name] == nil {
                let templateFolder = search.folder.appendingPathComponent(child.name)
                if DirectoryListing.exists(templateFolder.appendingPathComponent(Self.manifestName(of: child.name, format: search.format)).path) {
                    found[child.name] = Entry(name: child.name, folder: templateFolder, origin: search.origin, format: search.format)
                }
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// The file that makes a folder a template: `template.yml`, or Tuist's `<name>.swift`.
    public static func manifestName(of name: String, format: Format) -> String {
        format == .scaffold ? "template.yml" : "\(name).swift"
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
