import ProjectDescription

let name: Template.Attribute = .required("name")

let template = Template(
    description: "A feature: view, README and resources",
    attributes: [name, .optional("author", default: "the team")],
    items: [
        .string(path: "Features/\(name)/README.md", contents: "# \(name)\n\nOwned by {{ author }}.\n"),
        .string(path: "Features/\(name)/Sources/\(name)View.swift", contents: """
        import SwiftUI

        struct \(name)View: View {
            var body: some View { Text("{{ name|lowerFirstWord }}") }
        }

        """),
        .directory(path: "Features/\(name)/Resources", sourcePath: "Resources/Assets.xcassets"),
    ]
)
