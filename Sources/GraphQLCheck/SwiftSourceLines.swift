/// Swift source built line by line, each at the depth of the block it is in (four spaces a level).
struct SwiftSourceLines {
    private(set) var lines: [String] = []
    private var depth: Int

    /// No lines yet; the first is written `depth` levels deep.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Appends `text` at the current depth (an empty line stays empty).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// `header {`, what `body` appends one level deeper, then `}` (`header {}` when it appends nothing).
    mutating func block(_ header: String, _ body: (inout SwiftSourceLines) -> Void) {
        line(header + " {")
        let opened = lines.count
        depth += 1
        body(&self)
        depth -= 1
        if lines.count == opened {
            lines[opened - 1] += "}"
        } else {
            line("}")
        }
    }

    /// `switch subject {`, each of `cases` (a whole `case …:` line) at the switch's depth, `}`.
    mutating func switchStatement(over subject: String, _ cases: [String]) {
        line("switch \(subject) {")
        cases.forEach { line($0) }
        line("}")
    }

    /// `/// text` for each line of `text` (none when it is nil or empty); any line break ends a
    /// line, so no text can end the comment.
    mutating func documentation(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for part in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            line(("/// " + part).trimmingTrailingSpaces)
        }
    }

    /// Appends `other`'s lines as they are.
    mutating func append(_ other: SwiftSourceLines) {
        lines += other.lines
    }

    /// The lines, each ended by a line break.
    var text: String { lines.map { $0 + "\n" }.joined() }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
