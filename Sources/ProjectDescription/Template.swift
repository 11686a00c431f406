/// A template for `scaffold new` in Tuist's format: `Tuist/Templates/<name>/<name>.swift`
/// makes one `Template`. Creating it is what prints it when scaffold runs the manifest.
///
/// ```swift
/// let nameAttribute: Template.Attribute = .required("name")
/// let template = Template(
///     description: "A module",
///     attributes: [nameAttribute, .optional("platform", default: "iOS")],
///     items: [.file(path: "Projects/\(nameAttribute)/Project.swift", templatePath: "Project.stencil")]
/// )
/// ```
///
/// Attributes are not values here: `"\(nameAttribute)"` is the Stencil variable
/// `{{ name }}`, which scaffold renders with the value given on the command line.
public struct Template: Sendable {
    /// One line shown by `scaffold template list`.
    public let description: String
    /// What the command line gives: `--<name> <value>`.
    public let attributes: [Attribute]
    /// The files and folders written, in order (a later one wins a shared path).
    public let items: [Item]
    let site: CallSite

    /// Creates the template, and prints it when scaffold runs the manifest.
    public init(
        description: String,
        attributes: [Attribute] = [],
        items: [Item] = [],
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.description = description
        self.attributes = attributes
        self.items = items
        site = CallSite(file, line, column)
        ManifestJSON.dumpIfRequested(json)
    }

    /// The template as scaffold reads it.
    var json: ManifestJSON {
        let problems = ManifestProblem.duplicates(attributes.map { ($0.name, $0.site) }, kind: "attribute")
        return ManifestJSON.fields([
            ("kind", .string("template")),
            ("description", .string(description)),
            ("attributes", .array(attributes.map(\.json))),
            ("items", .array(items.map(\.json))),
            ("@problems", problems.isEmpty ? nil : .array(problems.map(\.json))),
        ], at: site, keepingEmpty: ["attributes", "items"])
    }
}

extension String.StringInterpolation {
    /// `"\(nameAttribute)"` is `{{ name }}`: the attribute's Stencil variable.
    public mutating func appendInterpolation(_ value: Template.Attribute) {
        appendLiteral("{{ \(value.name) }}")
    }
}
