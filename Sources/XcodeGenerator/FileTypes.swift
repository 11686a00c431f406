/// What Xcode knows about a file by its extension: its `lastKnownFileType` and the build phase
/// it belongs to when listed in a target's sources.
package enum FileTypes {
    /// Folders Xcode treats as one file (not opened into groups).
    /// XcodeGen takes a folder with an extension Xcode knows (`XcodeProj`'s file types) as
    /// one file; `.lproj` folders become variant groups instead.
    package static let opaqueFolderExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "docc", "playground",
        "scnassets", "xcstickers", "rcproject", "mlpackage", "mlmodelc", "xctestplan", "swiftcrossimport", "icon", "app", "appex",
        "xpc", "xctest", "kext", "plugin", "xcodeproj", "xcworkspace", "iconset", "dext", "systemextension", "wdgt", "dsym",
        "storekit", "xcstrings", "intentdefinition", "mlmodel", "rtfd", "pkg", "mpkg", "scn", "usdz", "reality", "xcappdata",
        "xcarchive", "car", "strings", "plist", "json", "xib", "storyboard", "nib", "metallib",
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
        "intentdefinition": "file.intentdefinition", "xcmappingmodel": "wrapper.xcmappingmodel", "iig": "sourcecode.iig",
        "swiftcrossimport": "wrapper.swiftcrossimport", "icon": "folder.iconcomposer.icon", "xpc": "wrapper.xpc-service",
        "modulemap": "sourcecode.module-map", "storekit": "text.json", "gpx": "text.xml", "pch": "sourcecode.c.h",
        "xcfilelist": "text.xcfilelist", "gyb": "text", "app": "wrapper.application", "appex": "wrapper.app-extension", "mlmodel": "file.mlmodel", "rcproject": "file.rcproject",
    ]

    /// The extension of `path`, lowercased (`""` for none).
    static func pathExtension(_ path: String) -> String {
        rawExtension(path).lowercased()
    }

    /// `lastKnownFileType` for a path; a plain folder is `folder`, an unknown file `text`.
    static func lastKnownFileType(_ path: String, isFolder: Bool = false) -> String {
        let ext = pathExtension(path)
        if let type = types[ext] { return type }
        return isFolder ? "folder" : "text"
    }

    /// XcodeGen's default build phase by (case-sensitive) extension (`FileType.defaultFileTypes`);
    /// an extension not listed goes to Resources, a file without one to no phase.
    package static let defaultPhases: [String: DefaultPhase] = {
        var table: [String: DefaultPhase] = [:]
        for ext in ["bundle", "xcassets", "storekit", "xcstrings"] { table[ext] = .resources }
        for ext in ["swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "S", "xcdatamodeld", "xcmappingmodel", "intentdefinition",
                    "metal", "mlmodel", "mlpackage", "rcproject", "iig", "docc"] { table[ext] = .sources }
        for ext in ["h", "hh", "hpp", "ipp", "tpp", "hxx", "def"] { table[ext] = .headers }
        table["framework"] = .frameworks
        table["xpc"] = .xpcServices
        for ext in ["xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns", "pch", "xctestplan"] { table[ext] = DefaultPhase.none }
        return table
    }()

    /// A phase of `defaultPhases`.
    package enum DefaultPhase: Equatable {
        case sources, resources, headers, frameworks, none
        /// The Copy Files phase to the product's `XPCServices`.
        case xpcServices
    }

    /// The extension of the last path component as written (`""` for none).
    package static func rawExtension(_ path: String) -> String {
        // One backward pass over the bytes (this runs for every file of every target): the
        // text after the last `.` of the last component, unless that `.` starts the name.
        let bytes = path.utf8
        var index = bytes.endIndex
        // A folder written with a trailing slash is its last component, as `split` made it.
        while index > bytes.startIndex, bytes[bytes.index(before: index)] == UInt8(ascii: "/") { index = bytes.index(before: index) }
        let end = index
        while index > bytes.startIndex {
            let previous = bytes.index(before: index)
            switch bytes[previous] {
            case UInt8(ascii: "/"): return ""
            case UInt8(ascii: "."):
                guard previous > bytes.startIndex, bytes[bytes.index(before: previous)] != UInt8(ascii: "/") else { return "" }
                return String(path[index..<end])
            default: index = previous
            }
        }
        return ""
    }

    /// Whether a file listed in `resources:` is copied (Info.plist and configs never are).
    static func isResource(_ path: String) -> Bool {
        !isInfoPlist(path) && !["xcconfig", "entitlements", "h", "md"].contains(pathExtension(path))
    }

    /// A target's `Info.plist`: never copied, it becomes the target's `INFOPLIST_FILE`.
    package static func isInfoPlist(_ path: String) -> Bool {
        path == "Info.plist" || path.hasSuffix("/Info.plist")
    }
}
