import ScaffoldSupport

/// `<name>.xcodeproj/scaffold/generated-files`: each file `generate` wrote that a later run
/// may no longer write (placeholders, `project.pbxproj` and the workspace data aside) with the
/// SHA-256 of its bytes, one `<digest> <path>` line each, sorted.
///
/// It is committed with the project, so it is untrusted input: a bad merge or someone else's
/// repository decides what it says. It only ever proposes removals, and the writer removes a
/// proposed file only when it is a regular file inside the project whose bytes still have the
/// recorded digest. Lines without a digest (records of earlier versions) propose nothing that
/// can be removed.
struct WrittenFilesRecord {
    /// The files, in the record's order.
    let files: [FileSetWriter.Removal]

    /// A record of `files`.
    init(_ files: [FileSetWriter.Removal]) {
        self.files = files
    }

    /// Reads a record's text; malformed lines are skipped.
    init(text: String) {
        files = text.split(separator: "\n").compactMap { line in
            guard let space = line.firstIndex(of: " "), line[..<space].count == 64,
                  line[..<space].allSatisfy(\.isHexDigit) else {
                return line.isEmpty ? nil : FileSetWriter.Removal(path: String(line), digest: nil)
            }
            return FileSetWriter.Removal(path: String(line[line.index(after: space)...]), digest: String(line[..<space]))
        }
    }

    /// The record's text.
    var text: String {
        files.map { "\($0.digest ?? "") \($0.path)\n" }.joined()
    }
}
