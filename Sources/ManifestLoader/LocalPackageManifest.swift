import Foundation

/// Reads the product names that a local package's `Package.swift` declares, by text: each
/// `.library(name: "X"` or `.executable(name: "X"`. Good enough to catch a misspelt product.
/// Also whether it depends on other packages.
enum LocalPackageManifest {
    static func productNames(in text: String) -> [String] {
        let pattern = #"\.(?:library|executable|plugin)\s*\(\s*name\s*:\s*"([^"]+)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Whether the manifest declares package dependencies (`.package(url:` or `.package(path:`,
    /// or a registry `.package(id:`), whose products a project may also link through it.
    static func declaresDependencies(in text: String) -> Bool {
        text.range(of: #"\.package\s*\(\s*(?:name\s*:[^,]*,\s*)?(?:url|path|id)\s*:"#, options: .regularExpression) != nil
    }
}
