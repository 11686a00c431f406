/// A semantic version (`"1.2.3"`, `"2.0.0-beta.1"`), as a package requirement takes it.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int
    /// The pre-release identifiers (`beta`, `1`).
    public var prereleaseIdentifiers: [String]
    /// The build metadata identifiers.
    public var buildMetadataIdentifiers: [String]
    /// The text of a literal that is not a version: written as it is, for scaffold to report.
    var unparsed: String?

    /// A version of its parts.
    public init(_ major: Int, _ minor: Int, _ patch: Int, prereleaseIdentifiers: [String] = [], buildMetadataIdentifiers: [String] = []) {
        self.major = max(major, 0)
        self.minor = max(minor, 0)
        self.patch = max(patch, 0)
        self.prereleaseIdentifiers = prereleaseIdentifiers
        self.buildMetadataIdentifiers = buildMetadataIdentifiers
    }

    /// The version `string` spells (`1`, `1.2` and `1.2.3`, with `-pre` and `+build`), or `nil`.
    public init?(string: String) {
        let prerelease = string.firstIndex(of: "-")
        let metadata = string.firstIndex(of: "+")
        let required = string[..<(prerelease ?? metadata ?? string.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        let numbers = required.compactMap { Int($0) }
        guard !required.isEmpty, required.count <= 3, numbers.count == required.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        func identifiers(after start: String.Index?, upTo end: String.Index) -> [String] {
            guard let start, start < end else { return [] }
            return string[string.index(after: start)..<end].split(separator: ".").map(String.init)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0,
                  prereleaseIdentifiers: identifiers(after: prerelease, upTo: metadata ?? string.endIndex),
                  buildMetadataIdentifiers: identifiers(after: metadata, upTo: string.endIndex))
    }

    /// A literal; one that is no version is kept as written, and scaffold reports it.
    public init(stringLiteral value: String) {
        if let version = Version(string: value) {
            self = version
        } else {
            self.init(0, 0, 0)
            unparsed = value
        }
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        let left = [lhs.major, lhs.minor, lhs.patch], right = [rhs.major, rhs.minor, rhs.patch]
        if left != right { return left.lexicographicallyPrecedes(right) }
        if lhs.prereleaseIdentifiers.isEmpty { return false }
        if rhs.prereleaseIdentifiers.isEmpty { return true }
        for (a, b) in zip(lhs.prereleaseIdentifiers, rhs.prereleaseIdentifiers) where a != b {
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
        return lhs.prereleaseIdentifiers.count < rhs.prereleaseIdentifiers.count
    }

    public var description: String {
        if let unparsed { return unparsed }
        var text = "\(major).\(minor).\(patch)"
        if !prereleaseIdentifiers.isEmpty { text += "-" + prereleaseIdentifiers.joined(separator: ".") }
        if !buildMetadataIdentifiers.isEmpty { text += "+" + buildMetadataIdentifiers.joined(separator: ".") }
        return text
    }

    /// This version with the patch one higher: the open end of a closed range.
    var nextPatch: Version {
        Version(major, minor, patch + 1, prereleaseIdentifiers: prereleaseIdentifiers, buildMetadataIdentifiers: buildMetadataIdentifiers)
    }
}

extension Range where Bound == Version {
    /// Whether `version` is in the range, with SwiftPM's rule for pre-releases.
    public func contains(version: Version) -> Bool {
        if !version.prereleaseIdentifiers.isEmpty {
            if lowerBound.prereleaseIdentifiers.isEmpty, upperBound.prereleaseIdentifiers.isEmpty { return false }
            if upperBound.prereleaseIdentifiers.isEmpty, [upperBound.major, upperBound.minor, upperBound.patch] == [version.major, version.minor, version.patch] { return false }
        }
        return version >= lowerBound && version < upperBound
    }
}
