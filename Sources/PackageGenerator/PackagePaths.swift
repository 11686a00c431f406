/// Path arithmetic on model paths (relative to the project root, `/`-separated), as strings.
enum PackagePaths {
    /// `path` without `.` and empty components (`Packages/Core/` → `Packages/Core`, `.` → `""`).
    static func normalized(_ path: String) -> String {
        components(path).joined(separator: "/")
    }

    /// The `Package.swift` path of a package folder.
    static func manifestPath(in folder: String) -> String {
        folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
    }

    /// `path` relative to `folder`, `""` when they are the same; `nil` when `path` is not inside
    /// `folder` (or either climbs out with `..`).
    static func relative(_ path: String, inside folder: String) -> String? {
        let base = components(folder), parts = components(path)
        guard !base.contains(".."), !parts.contains(".."), parts.starts(with: base) else { return nil }
        return parts.dropFirst(base.count).joined(separator: "/")
    }

    /// `path` as seen from `folder`, climbing with `..` where needed (`Packages/A` → `Packages/B`
    /// is `../B`); `nil` when `folder` climbs out of the project with `..`.
    static func relative(_ path: String, from folder: String) -> String? {
        let base = components(folder), parts = components(path)
        guard !base.contains("..") else { return nil }
        var common = 0
        while common < min(base.count, parts.count), base[common] == parts[common], parts[common] != ".." { common += 1 }
        let result = Array(repeating: "..", count: base.count - common) + parts[common...]
        return result.isEmpty ? "." : result.joined(separator: "/")
    }

    /// The last component of a path (`Packages/Core` → `Core`); `nil` for the project root.
    static func lastComponent(_ path: String) -> String? {
        components(path).last
    }

    /// The closest folder holding every path (component-wise common prefix).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map(components) else { return "" }
        for path in paths.dropFirst() {
            let parts = components(path)
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return common.joined(separator: "/")
    }

    /// `relative` joined under `base`, either side possibly empty.
    static func join(_ base: String, _ relative: String) -> String {
        [base, relative].filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
    }

    /// Whether `pattern` uses glob syntax, which `Package.swift` cannot express.
    static func isGlob(_ pattern: String) -> Bool {
        pattern.contains { "*?[{".contains($0) }
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
