extension Template {
    /// What an item writes.
    public enum Contents: Sendable, Equatable {
        /// This text, rendered with Stencil.
        case string(String)
        /// The file at this path: rendered with Stencil when its name ends in `.stencil`,
        /// else copied as it is.
        case file(Path)
        /// The folder at this path, copied as it is into the item's path (as a folder of the
        /// same name).
        case directory(Path)
    }

    /// One file or folder the template writes. `path` is relative to where `scaffold new`
    /// writes, and is rendered with Stencil (`"Projects/\(nameAttribute)/Project.swift"`).
    public struct Item: Sendable, Equatable {
        public let path: String
        public let contents: Contents
        let site: CallSite

        /// An item of any kind, as an initializer (Tuist 3).
        public init(path: String, contents: Contents, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
            self.init(path: path, contents: contents, site: CallSite(file, line, column))
        }

        init(path: String, contents: Contents, site: CallSite) {
            self.path = path
            self.contents = contents
            self.site = site
        }

        /// An item of any kind.
        public static func item(path: String, contents: Contents, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Item {
            Item(path: path, contents: contents, site: CallSite(file, line, column))
        }

        /// A file whose text is `contents`, rendered with Stencil.
        public static func string(path: String, contents: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Item {
            Item(path: path, contents: .string(contents), site: CallSite(file, line, column))
        }

        /// A file from `templatePath` (relative to the manifest's folder), rendered with
        /// Stencil when it ends in `.stencil`.
        public static func file(path: String, templatePath: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Item {
            Item(path: path, contents: .file(templatePath), site: CallSite(file, line, column))
        }

        /// The folder `sourcePath`, copied into `path` as `path/<its name>`.
        public static func directory(path: String, sourcePath: Path, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Item {
            Item(path: path, contents: .directory(sourcePath), site: CallSite(file, line, column))
        }

        public static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.path == rhs.path && lhs.contents == rhs.contents
        }

        var json: ManifestJSON {
            let contents: (String, ManifestJSON)
            switch self.contents {
            case let .string(text): contents = ("string", .string(text))
            case let .file(path): contents = ("file", path.json)
            case let .directory(path): contents = ("directory", path.json)
            }
            return ManifestJSON.fields([("path", .string(path)), contents], at: site)
        }
    }
}
