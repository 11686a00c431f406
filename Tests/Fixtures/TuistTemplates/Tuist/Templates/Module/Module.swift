import ProjectDescription

let nameAttribute: Template.Attribute = .required("name")
let layerAttribute: Template.Attribute = .required("layer")
let platformAttribute: Template.Attribute = .optional("platform", default: "iOS")

let modulePath = "Projects/\(layerAttribute)/\(nameAttribute)"

let template = Template(
    description: "A module: its Project.swift, sources and tests",
    attributes: [nameAttribute, layerAttribute, platformAttribute],
    items: [
        .file(path: "\(modulePath)/Project.swift", templatePath: "Project.stencil"),
        .file(path: "\(modulePath)/Sources/\(nameAttribute).swift", templatePath: "Sources.stencil"),
        .file(path: "\(modulePath)/Tests/\(nameAttribute)Tests.swift", templatePath: "Tests.stencil"),
    ]
)
