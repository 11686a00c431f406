/// A small, tolerant reader of OpenStep property lists (`project.pbxproj`), for the projects
/// this one references: strings, arrays and dictionaries; comments skipped. Anything it cannot
/// read gives `nil`, never a crash: a referenced project is someone else's file.
enum OpenStepReader {
    /// A value of the list.
    indirect enum Value {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let value) = self { return value } else { return nil } }
        var dictionary: [String: Value]? { if case .dictionary(let value) = self { return value } else { return nil } }
        var strings: [String] {
            guard case .array(let values) = self else { return [] }
            return values.compactMap(\.string)
        }
        subscript(key: String) -> Value? { dictionary?[key] }
    }

    /// The root value of `text`, or `nil` when it is not an OpenStep list.
    static func parse(_ text: String) -> Value? {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        return scanner.value()
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func value() -> Value? {
            skipBlanks()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "{": return dictionary()
            case "(": return array()
            case "\"": return quoted().map(Value.string)
            default: return unquoted().map(Value.string)
            }
        }

        private mutating func dictionary() -> Value? {
            index += 1
            var entries: [String: Value] = [:]
            while true {
                skipBlanks()
                guard index < scalars.count else { return nil }
                if scalars[index] == "}" { index += 1; return .dictionary(entries) }
                guard case .string(let key)? = value(), expect("="), let item = value(), expect(";") else { return nil }
                entries[key] = item
            }
        }

        private mutating func array() -> Value? {
            index += 1
            var items: [Value] = []
            while true {
                skipBlanks()
                guard index < scalars.count else { return nil }
                if scalars[index] == ")" { index += 1; return .array(items) }
                guard let item = value() else { return nil }
                items.append(item)
                skipBlanks()
                if index < scalars.count, scalars[index] == "," { index += 1 }
            }
        }

        private mutating func quoted() -> String? {
            index += 1
            var text = ""
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return text }
                guard scalar == "\\", index < scalars.count else { text.unicodeScalars.append(scalar); continue }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                default: text.unicodeScalars.append(escaped)
                }
            }
            return nil
        }

        private mutating func unquoted() -> String? {
            let start = index
            while index < scalars.count, Self.isUnquoted(scalars[index]) { index += 1 }
            return index > start ? String(String.UnicodeScalarView(scalars[start..<index])) : nil
        }

        private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
            default: return false
            }
        }

        private mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
            skipBlanks()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        /// Skips white space and `/* … */` and `// …` comments.
        private mutating func skipBlanks() {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace { index += 1; continue }
                guard scalar == "/", index + 1 < scalars.count else { return }
                if scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    index += 2
                } else if scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
