extension Template {
    /// An attribute the command line gives as `--<name> <value>`: required, or optional with a
    /// default. In a string, `"\(attribute)"` is its Stencil variable `{{ <name> }}`.
    public struct Attribute: Sendable, Equatable {
        /// The attribute's name: the option `--<name>` and the variable `{{ <name> }}`.
        public let name: String
        /// The value used when the command line gives none; `nil` for a required attribute.
        public let defaultValue: Value?
        let site: CallSite

        /// An attribute that `scaffold new` cannot run without.
        public static func required(_ name: String, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Attribute {
            Attribute(name: name, defaultValue: nil, site: CallSite(file, line, column))
        }

        /// An attribute with a default, used when the command line gives none.
        public static func optional(_ name: String, default value: Value,
                                    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Attribute {
            Attribute(name: name, defaultValue: value, site: CallSite(file, line, column))
        }

        /// Whether the command line must give it.
        public var isRequired: Bool { defaultValue == nil }

        public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
            lhs.name == rhs.name && lhs.defaultValue == rhs.defaultValue
        }

        var json: ManifestJSON {
            ManifestJSON.fields([("name", .string(name)), ("default", defaultValue?.json)], at: site)
        }
    }
}

extension Template.Attribute {
    /// An optional attribute's default: what Stencil sees when the command line gives no value
    /// (a value given on the command line is always a string).
    public indirect enum Value: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
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
        public init(arrayLiteral elements: Value...) { self = .array(elements) }
        public init(dictionaryLiteral elements: (String, Value)...) {
            self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
        }

        /// Tagged by type, so that `"true"` and `true` stay apart: `{"boolean": true}`.
        var json: ManifestJSON {
            switch self {
            case let .string(text): return .object([("string", .string(text))])
            case let .integer(number): return .object([("integer", .number(Double(number)))])
            case let .real(number): return .object([("real", .number(number))])
            case let .boolean(flag): return .object([("boolean", .bool(flag))])
            case let .array(items): return .object([("array", .array(items.map(\.json)))])
            case let .dictionary(entries):
                return .object([("dictionary", .object(entries.keys.sorted().map { ($0, entries[$0]?.json ?? .string("")) }))])
            }
        }
    }
}
