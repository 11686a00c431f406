import ProjectSpec
import ScaffoldSupport

/// XcodeGen's localized folders (`SourceGenerator.getGroupSources`): in a folder with `.lproj`
/// folders, each file of the base one (`Base.lproj`, else the development language's) becomes a
/// `PBXVariantGroup` named after it, holding that file of every `.lproj` with the same name (or
/// the same name but for the extension: `Main.storyboard` takes `de.lproj/Main.strings`), each
/// named after its language. A localized file with no base file stays a file of the folder.
/// The `.lproj` folders themselves are never groups.
enum VariantGroups {
    /// The paths of a folder's scan with each variant group's members replaced by its key (the
    /// base file's path), and the groups' members by key, in XcodeGen's order.
    static func resolve(_ paths: [String], developmentLanguage: String?) -> (kept: [String], groups: [String: [String]]) {
        // Localized files by the folder holding their `.lproj`, then by language.
        var byFolder: [String: [String: [String]]] = [:]
        var kept: [String] = []
        for path in paths {
            guard let (folder, language, _) = split(path) else {
                kept.append(path)
                continue
            }
            byFolder[folder, default: [:]][language, default: []].append(path)
        }
        var groups: [String: [String]] = [:]
        for (_, languages) in byFolder {
            let base = languages["Base"] != nil ? "Base" : (developmentLanguage ?? "en")
            let baseFiles = (languages[base] ?? []).sorted()
            for key in baseFiles { groups[key] = [] }
            for language in languages.keys.sorted() {
                for path in (languages[language] ?? []).sorted(by: { name(of: $0) < name(of: $1) }) {
                    let name = name(of: path)
                    let key = baseFiles.first { Self.name(of: $0) == name }
                        ?? baseFiles.first { stem(Self.name(of: $0)) == stem(name) }
                    if let key {
                        if !(groups[key]?.contains(path) ?? true) { groups[key]?.append(path) }
                    } else {
                        kept.append(path)
                    }
                }
            }
            kept += baseFiles
        }
        return (kept, groups)
    }

    /// `(folder, language, file)` of `folder/language.lproj/file`; `nil` for other paths.
    static func split(_ path: String) -> (folder: String, language: String, file: String)? {
        // Bytes from the end: this runs for every file of every target, and almost none is in
        // an `.lproj` folder (a `String.split` of each path was 3 % of a cold `generate`).
        let slash = UInt8(ascii: "/")
        guard let fileSlash = path.utf8.lastIndex(of: slash) else { return nil }
        let folder = path.utf8[..<fileSlash]
        guard folder.count >= 6, folder.suffix(6).elementsEqual(".lproj".utf8) else { return nil }
        let lprojSlash = folder.lastIndex(of: slash)
        let lproj = lprojSlash.map { folder[folder.index(after: $0)...] } ?? folder[...]
        return (lprojSlash.map { String(path[..<$0]) } ?? "", String(Substring(lproj.dropLast(6))), String(path[path.utf8.index(after: fileSlash)...]))
    }

    private static func name(of path: String) -> String {
        ProjectPath.lastComponent(path)
    }

    private static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The project's `knownRegions`: the development language, `Base`, then every language of
    /// the `.lproj` folders found (XcodeGen adds them too).
    static func knownRegions(project: Project, files: ScannedFiles) -> [String] {
        var regions = [project.options.developmentLanguage ?? "en"] + (project.options.useBaseInternationalization ? ["Base"] : [])
        var found = Set<String>()
        for path in files.variantGroups.values.joined() { if let language = split(path)?.language { found.insert(language) } }
        for paths in files.sources.values { for path in paths { if let language = split(path)?.language { found.insert(language) } } }
        for paths in files.resources.values { for path in paths { if let language = split(path)?.language { found.insert(language) } } }
        regions += found.subtracting(regions).sorted()
        return regions
    }
}
