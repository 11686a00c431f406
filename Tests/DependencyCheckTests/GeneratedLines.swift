/// A generated Swift file as the golden tests compare it: its lines with trailing whitespace
/// trimmed, counted, order aside. Blank lines and the header-doc comment block at the top (each
/// tool's own) are left out.
struct GeneratedLines {
    /// Each line and how many times it occurs.
    let counts: [String: Int]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmingTrailingWhitespace)
        let body = lines.drop { $0.isEmpty || $0.hasPrefix("//") }
        counts = body.filter { !$0.isEmpty }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// The lines of `self` that `other` lacks, each as often as it is in excess, sorted.
    func subtracting(_ other: GeneratedLines) -> [String] {
        counts.keys.sorted().flatMap { line in
            Array(repeating: line, count: max(0, counts[line, default: 0] - other.counts[line, default: 0]))
        }
    }

    private static func trimmingTrailingWhitespace(_ line: Substring) -> String {
        var line = line
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        return String(line)
    }
}
