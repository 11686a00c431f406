/// graphql-js's "did you mean": which names are close enough to suggest (`suggestionList`: a
/// case-insensitive Damerau–Levenshtein distance within 40 % of the input's length, nearest
/// first, ties in natural order) and how they are listed (`didYouMean`: at most five, quoted,
/// `"A", "B", or "C"`). GraphQLSwift's own list takes more, so the names it suggests differ.
enum GraphQLSuggestions {
    /// The options close to `input`, nearest first.
    static func list(_ input: String, options: [String]) -> [String] {
        let threshold = input.utf16.count * 2 / 5 + 1
        let lowered = Array(input.lowercased().unicodeScalars)
        var distances: [String: Int] = [:]
        for option in options {
            if let distance = distance(input, lowered, option, threshold: threshold) { distances[option] = distance }
        }
        return distances.keys.sorted { a, b in
            distances[a] != distances[b] ? distances[a]! < distances[b]! : naturalOrder(a, b)
        }
    }

    /// ` Did you mean "A" or "B"?` (with `submessage` after "mean"), or nothing for no suggestions.
    static func didYouMean(_ suggestions: [String], submessage: String? = nil) -> String {
        guard !suggestions.isEmpty else { return "" }
        let quoted = suggestions.prefix(5).map { "\"\($0)\"" }
        let listed: String
        switch quoted.count {
        case 1: listed = quoted[0]
        case 2: listed = quoted[0] + " or " + quoted[1]
        default: listed = quoted.dropLast().joined(separator: ", ") + ", or " + quoted.last!
        }
        return " Did you mean " + (submessage.map { $0 + " " } ?? "") + listed + "?"
    }

    /// graphql-js's `LexicalDistance.measure`: 0 for the same text, 1 for the same text in
    /// another case, else the optimal-string-alignment distance of the lower-cased texts, or
    /// `nil` beyond `threshold`.
    private static func distance(_ input: String, _ loweredInput: [Unicode.Scalar], _ option: String, threshold: Int) -> Int? {
        if input == option { return 0 }
        let b = Array(option.lowercased().unicodeScalars)
        if loweredInput == b { return 1 }
        var a = loweredInput, other = b
        if a.count > other.count { swap(&a, &other) }
        guard other.count - a.count <= threshold else { return nil }
        var rows = [Array(0...a.count), Array(repeating: 0, count: a.count + 1), Array(repeating: 0, count: a.count + 1)]
        for i in 1...max(other.count, 1) where i <= other.count {
            let current = i % 3, previous = (i - 1) % 3
            rows[current][0] = i
            var smallest = i
            for j in 1...max(a.count, 1) where j <= a.count {
                let cost = other[i - 1] == a[j - 1] ? 0 : 1
                var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + cost)
                if i > 1, j > 1, other[i - 1] == a[j - 2], other[i - 2] == a[j - 1] {
                    value = min(value, rows[(i - 2) % 3][j - 2] + 1)
                }
                rows[current][j] = value
                smallest = min(smallest, value)
            }
            if smallest > threshold { return nil }
        }
        let distance = rows[other.count % 3][a.count]
        return distance <= threshold ? distance : nil
    }

    /// graphql-js's `naturalCompare`: runs of digits compare by value, the rest by code unit.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf16), y = Array(b.utf16)
        var i = 0, j = 0
        let isDigit = { (unit: UInt16) in unit >= 48 && unit <= 57 }
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var numberA = 0, numberB = 0
                while i < x.count, isDigit(x[i]) { numberA = numberA &* 10 &+ Int(x[i] - 48); i += 1 }
                while j < y.count, isDigit(y[j]) { numberB = numberB &* 10 &+ Int(y[j] - 48); j += 1 }
                if numberA != numberB { return numberA < numberB }
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        return x.count < y.count
    }
}
