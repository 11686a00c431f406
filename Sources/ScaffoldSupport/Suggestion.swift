/// "Did you mean …?" suggestions by edit distance.
public enum Suggestion {
    /// Above this many candidates only a case-insensitive exact match is suggested: an edit
    /// distance to each of thousands of names, for each of thousands of misspellings, is too slow.
    public static let editDistanceLimit = 500

    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let candidates = Array(candidates)
        if candidates.count > editDistanceLimit {
            let length = lowered.utf8.count
            return candidates.first { $0.utf8.count == length && $0.lowercased() == lowered }
        }
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let limit = max(2, min(word.count, candidate.count) / 3)
        return distance <= limit ? candidate : nil
    }

    /// A hint "did you mean `x`?" for `word`, or `nil`.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// `names` comma-separated in the order given, at most `limit` of them, then "and N more".
    public static func list(_ names: [String], limit: Int = 10) -> String {
        let shown = names.prefix(limit).joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }

    /// Levenshtein distance between two strings, by Unicode characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
