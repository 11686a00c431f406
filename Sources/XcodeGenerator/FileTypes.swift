/// What Xcode knows about a file by its extension: its `lastKnownFileType` and the build phase
/// it belongs to when listed in a target's sources.
enum FileTypes {
    /// Where a file goes when it is part of a target's `sources:`.
    enum Phase {
        case sources
        case resources
        /// Headers: a framework's Headers phase (XcodeGen's default for `.h` and the like).
        case headers
        case none
    }

    /// Folders Xcode treats as one file (not opened into groups).
    static let opaqueFolderExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "bundle", "framework", "xcframework", "docc", "playground",
        "scnassets", "xcstickers", "rcproject", "mlpackage", "xctestplan",
    ]

    private static let types: [String: String] = [
        "swift": "sourcecode.swift", "m": "sourcecode.c.objc", "mm": "sourcecode.cpp.objcpp",
        "c": "sourcecode.c.c", "cpp": "sourcecode.cpp.cpp", "cc": "sourcecode.cpp.cpp", "h": "sourcecode.c.h",
        "hpp": "sourcecode.cpp.h", "metal": "sourcecode.metal", "s": "sourcecode.asm",
        "xcassets": "folder.assetcatalog", "storyboard": "file.storyboard", "xib": "file.xib",
        "strings": "text.plist.strings", "stringsdict": "text.plist.stringsdict", "xcstrings": "text.json.xcstrings",
        "json": "text.json", "plist": "text.plist.xml", "xcconfig": "text.xcconfig", "entitlements": "text.plist.entitlements",
        "graphql": "text", "graphqls": "text", "md": "net.daringfireball.markdown", "yml": "text.yaml", "yaml": "text.yaml",
        "txt": "text", "sh": "text.script.sh", "png": "image.png", "jpg": "image.jpeg", "jpeg": "image.jpeg", "pdf": "image.pdf",
        "svg": "text.svg", "ttf": "file", "otf": "file", "xcdatamodeld": "wrapper.xcdatamodeld", "framework": "wrapper.framework",
        "xcframework": "wrapper.xcframework", "bundle": "wrapper.plug-in", "a": "archive.ar", "dylib": "compiled.mach-o.dylib",
        "tbd": "sourcecode.text-based-dylib-definition", "docc": "folder.documentationcatalog", "xctestplan": "text",
        "html": "text.html", "css": "text.css", "js": "sourcecode.javascript", "mp3": "audio.mp3", "wav": "audio.wav",
        "mp4": "video.mp4", "mov": "video.quicktime", "gif": "image.gif", "metallib": "archive.metal-library",
        "intentdefinition": "file.intentdefinition", "mlmodel": "file.mlmodel", "rcproject": "file.rcproject",
    ]

    private static let compiled: Set<String> = ["swift", "m", "mm", "c", "cpp", "cc", "metal", "s", "xcdatamodeld", "intentdefinition", "mlmodel", "docc"]
    private static let headerExtensions: Set<String> = ["h", "hh", "hpp", "ipp", "tpp", "hxx", "def", "inl", "inc"]
    private static let neverInPhase: Set<String> = ["xcconfig", "entitlements", "md", "yml", "yaml", "graphql", "graphqls", "sh", "modulemap", "tbd", "a", "dylib", "framework", "xcframework", "xctestplan"]

    /// The extension of `path`, lowercased (`""` for none).
    static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// `lastKnownFileType` for a path; a plain folder is `folder`, an unknown file `text`.
    static func lastKnownFileType(_ path: String, isFolder: Bool = false) -> String {
        let ext = pathExtension(path)
        if let type = types[ext] { return type }
        return isFolder ? "folder" : "text"
    }

    /// The phase a file of `sources:` belongs to.
    static func sourcePhase(_ path: String) -> Phase {
        if isInfoPlist(path) { return .none }
        let ext = pathExtension(path)
        if compiled.contains(ext) { return .sources }
        if headerExtensions.contains(ext) { return .headers }
        if neverInPhase.contains(ext) || ext.isEmpty { return .none }
        return .resources
    }

    /// Whether a file listed in `resources:` is copied (Info.plist and configs never are).
    static func isResource(_ path: String) -> Bool {
        !isInfoPlist(path) && !["xcconfig", "entitlements", "h", "md"].contains(pathExtension(path))
    }

    /// A target's `Info.plist`: never copied, it becomes the target's `INFOPLIST_FILE`.
    static func isInfoPlist(_ path: String) -> Bool {
        path == "Info.plist" || path.hasSuffix("/Info.plist")
    }
}
