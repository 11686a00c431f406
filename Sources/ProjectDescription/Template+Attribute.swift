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
            ManifestJSON.fields([("name", .string(name)), ("default", defaultValue?.taggedJSON)], at: site)
        }
    }
}

extension Template.Attribute {
    /// An optional attribute's default: what Stencil sees when the command line gives no value
    /// (a value given on the command line is always a string). The same cases as a property
    /// list's values, so it is that type; in the manifest's JSON it is written tagged (see
    /// ``Plist/Value/taggedJSON``).
    public typealias Value = Plist.Value
}
