/// Property-list values, as Tuist's `Plist.Value` spells them (`"text"`, `1`, `true`, `[...]`).
public enum Plist {
    /// One property-list value.
    public indirect enum Value: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case dictionary([String: Value])
        case array([Value])

        public init(stringLiteral value: String) { self = .string(value) }
        public init(integerLiteral value: Int) { self = .integer(value) }
        public init(floatLiteral value: Double) { self = .real(value) }
        public init(booleanLiteral value: Bool) { self = .boolean(value) }
        public init(dictionaryLiteral elements: (String, Value)...) {
            self = .dictionary(Dictionary(elements) { _, last in last })
        }
        public init(arrayLiteral elements: Value...) { self = .array(elements) }

        /// The value in the manifest's JSON; dictionary keys sorted, so equal values print alike.
        var json: ManifestJSON {
            switch self {
            case let .string(text): return .string(text)
            case let .integer(number): return .number(Double(number))
            case let .real(number): return .number(number)
            case let .boolean(flag): return .bool(flag)
            case let .dictionary(values): return Plist.json(values)
            case let .array(values): return .array(values.map(\.json))
            }
        }

        /// The value tagged by type, so that `"true"` and `true` stay apart: `{"boolean": true}`
        /// (what a template attribute's default needs; a plist's types come from its own JSON).
        var taggedJSON: ManifestJSON {
            switch self {
            case let .string(text): return .object([("string", .string(text))])
            case let .integer(number): return .object([("integer", .number(Double(number)))])
            case let .real(number): return .object([("real", .number(number))])
            case let .boolean(flag): return .object([("boolean", .bool(flag))])
            case let .array(items): return .object([("array", .array(items.map(\.taggedJSON)))])
            case let .dictionary(entries):
                return .object([("dictionary", .object(entries.keys.sorted().map { ($0, entries[$0]?.taggedJSON ?? .string("")) }))])
            }
        }
    }

    /// `values` as a JSON object with sorted keys.
    static func json(_ values: [String: Value]) -> ManifestJSON {
        .object(values.keys.sorted().map { ($0, values[$0]?.json ?? .string("")) })
    }
}

/// A target's Info.plist: a file of the project's, or one `generate` writes.
public enum InfoPlist: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The project's own file, used as it is (the `INFOPLIST_FILE` setting).
    case file(path: Path)
    /// A file `generate` writes with exactly these keys… and, in scaffold, the standard bundle
    /// keys as well (see docs/ProjectSwift.md).
    case dictionary([String: Plist.Value])
    /// A file `generate` writes: the standard bundle keys, then these.
    case extendingDefault(with: [String: Plist.Value])
    /// A build setting naming the file (`$(INFOPLIST_PATH)`), written as it is.
    case variable(String)
    /// scaffold's addition: the target's build settings, or its `.xcconfig` files, say where its
    /// Info.plist is (`INFOPLIST_FILE`, `GENERATE_INFOPLIST_FILE`), or that it has none;
    /// scaffold adds nothing (no `GENERATE_INFOPLIST_FILE = YES`, its stand-in for Tuist's default).
    case fromBuildSettings

    /// A file `generate` writes with the standard bundle keys.
    public static var `default`: InfoPlist { .extendingDefault(with: [:]) }

    public init(stringLiteral value: String) { self = .file(path: Path(stringLiteral: value)) }

    /// The project's file, when it is one.
    var file: Path? {
        if case let .file(path) = self { return path }
        return nil
    }

    /// The file's path, when it is one.
    public var path: Path? { file }

    /// Why a value cannot be read.
    public enum CodingError: Error {
        case invalidType(String)
    }

    /// The target fields that say this: a setting for a file, an `info:` for a generated one.
    func fields(target: String) -> (setting: String?, info: ManifestJSON?) {
        switch self {
        case let .variable(setting): return (setting, nil)
        case let .file(path): return (path.manifestRelative, nil)
        case let .dictionary(values), let .extendingDefault(values):
            return (nil, ManifestJSON.fields([("path", .string("Derived/InfoPlists/\(target)-Info.plist")), ("properties", Plist.json(values))]))
        case .fromBuildSettings: return (nil, nil)
        }
    }
}

/// A target's entitlements: a file of the project's, or one `generate` writes.
public enum Entitlements: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The project's own file (the `CODE_SIGN_ENTITLEMENTS` setting).
    case file(path: Path)
    /// A file `generate` writes with these keys.
    case dictionary([String: Plist.Value])
    /// A build setting naming the file (`$(ENTITLEMENTS_FILE)`), written as it is.
    case variable(String)

    public init(stringLiteral value: String) { self = .file(path: Path(stringLiteral: value)) }

    /// The project's file, when it is one.
    var file: Path? {
        if case let .file(path) = self { return path }
        return nil
    }

    /// The file's path, when it is one.
    public var path: Path? { file }

    /// Why a value cannot be read.
    public enum CodingError: Error {
        case invalidType(String)
    }

    /// The target fields that say this, as for ``InfoPlist``.
    func fields(target: String) -> (setting: String?, entitlements: ManifestJSON?) {
        switch self {
        case let .variable(setting): return (setting, nil)
        case let .file(path): return (path.manifestRelative, nil)
        case let .dictionary(values):
            return (nil, ManifestJSON.fields([("path", .string("Derived/Entitlements/\(target).entitlements")), ("properties", Plist.json(values))]))
        }
    }
}

extension InfoPlist {
    /// Tuist's earlier name for a property-list value.
    public typealias Value = Plist.Value
}
