import Foundation
import ScaffoldSupport

/// Which build settings an `.xcconfig` sets, counting the files it `#include`s. XcodeGen leaves
/// a preset out of a configuration whose `.xcconfig` sets the same key, so the file's value is
/// not hidden by a preset Xcode would put above it.
package enum ConfigFileKeys {
    /// The keys `path` (relative to `root`) and its includes set, as written (`KEY[sdk=*]` is a
    /// key of its own, as in XcodeGen); the files read are added to `read`. A file that cannot
    /// be read sets nothing.
    static func keys(of path: String, root: URL, read: inout [String]) -> Set<String> {
        var visited = Set<String>()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        return keys(ofFile: url.standardizedFileURL, visited: &visited, read: &read)
    }

    /// The value `path` (relative to `root`) or a file it includes gives `key` last, as Xcode
    /// reads it (a trailing `;` or `//` comment left out); nil when none sets it.
    package static func value(of key: String, in path: String, root: URL) -> String? {
        var visited = Set<String>()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        return value(of: key, inFile: url.standardizedFileURL, visited: &visited)
    }

    private static func value(of key: String, inFile url: URL, visited: inout Set<String>) -> String? {
        guard visited.insert(url.path).inserted, let text = UntrustedFile.text(atPath: url.path) else { return nil }
        var found: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let included = includedPath(line) {
                let next = (included.hasPrefix("/") ? URL(fileURLWithPath: included) : url.deletingLastPathComponent().appendingPathComponent(included)).standardizedFileURL
                found = value(of: key, inFile: next, visited: &visited) ?? found
            } else if settingKey(line) == key, let equals = line.firstIndex(of: "=") {
                var value = line[line.index(after: equals)...]
                if let comment = value.range(of: "//") { value = value[..<comment.lowerBound] }
                found = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ";")).trimmingCharacters(in: .whitespaces)
            }
        }
        return found
    }

    private static func keys(ofFile url: URL, visited: inout Set<String>, read: inout [String]) -> Set<String> {
        guard visited.insert(url.path).inserted else { return [] }
        read.append(url.path)
        guard let text = UntrustedFile.text(atPath: url.path) else { return [] }
        var keys = Set<String>()
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let included = includedPath(line) {
                let next = (included.hasPrefix("/") ? URL(fileURLWithPath: included) : url.deletingLastPathComponent().appendingPathComponent(included)).standardizedFileURL
                keys.formUnion(self.keys(ofFile: next, visited: &visited, read: &read))
            } else if let key = settingKey(line) {
                keys.insert(key)
            }
        }
        return keys
    }

    /// The path of `#include "path"` or `#include? "path"`.
    static func includedPath(_ line: String) -> String? {
        guard line.hasPrefix("#include") else { return nil }
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// The key of `KEY = value` (conditions such as `[sdk=iphoneos*]` kept); nil for comments,
    /// blank lines and anything else.
    static func settingKey(_ line: String) -> String? {
        guard !line.hasPrefix("//"), let equals = line.firstIndex(of: "=") else { return nil }
        var key = line[..<equals].trimmingCharacters(in: .whitespaces)
        // A condition holds `=` of its own: `KEY[sdk=iphoneos*] = value`.
        if key.contains("["), !key.contains("]") {
            guard let close = line.firstIndex(of: "]"), let next = line[close...].firstIndex(of: "=") else { return nil }
            key = line[..<next].trimmingCharacters(in: .whitespaces)
        }
        let name = key.prefix { $0 != "[" }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return key
    }
}
