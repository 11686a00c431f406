import Foundation
import ProjectSpec
import Testing

/// The architecture guide's `Project.swift` snippets, in Tuist's earlier spelling, load as
/// written: Needle as the app scheme's pre-action and the target's pre-build phase, GraphQL
/// as a scheme pre-action.
@Suite struct ArchitectureSnippetTests {
    static let manifest = #"""
    import ProjectDescription

    let project = Project(
      name: "Otter",
      targets: [
        Target(
          name: "Otter",
          platform: .iOS,
          scripts: [
            .pre(script: "cd \"$SRCROOT\" && /usr/local/bin/needle-generator \"$SRCROOT\"/needle.json", name: "Generate Needle"),
          ],
          dependencies: []
        ),
      ],
      schemes: [
        Scheme(
          name: "Otter",
          shared: true,
          buildAction: .buildAction(
            targets: ["Otter"],
            preActions: [
              ExecutionAction(
                title: "Generate Needle",
                scriptText: "cd \"$SRCROOT\" && /usr/local/bin/needle-generator \"$SRCROOT\"/needle.json",
                target: "Otter"
              ),
              ExecutionAction(
                title: "Generate GQL",
                scriptText: "cd \"$SRCROOT\" && /usr/local/bin/gql-generator \"$SRCROOT\"",
                target: "Otter"
              ),
            ]
          )
        ),
      ]
    )
    """#

    @Test func theGuidesSnippetsLoadAsWritten() throws {
        let root = try makeFolder(files: ["Project.swift": Self.manifest])
        let project = try load(root).project
        let target = try #require(project.targets.first)
        #expect(target.type == .application)
        #expect(target.platform == .iOS)
        #expect(target.preBuildScripts.map(\.name) == ["Generate Needle"])
        #expect(target.preBuildScripts.first?.script == #"cd "$SRCROOT" && /usr/local/bin/needle-generator "$SRCROOT"/needle.json"#)
        let scheme = try #require(project.schemes.first)
        #expect(scheme.name == "Otter")
        #expect(scheme.build.targets.map(\.target) == ["Otter"])
        #expect(scheme.build.preActions.map(\.name) == ["Generate Needle", "Generate GQL"])
        #expect(scheme.build.preActions.map(\.settingsTarget) == ["Otter", "Otter"])
        #expect(scheme.build.preActions.last?.script == #"cd "$SRCROOT" && /usr/local/bin/gql-generator "$SRCROOT""#)
    }

    @Test func tuistsOtherSpellingsLoad() throws {
        let manifest = """
        import ProjectDescription

        let project = Project(
            name: "A",
            packages: [.package(url: "https://example.com/kit/Kit.git", from: "1.0.0"), .package(path: "Vendor/Z")],
            targets: [
                .target(name: "A", destinations: .iOS, product: .app,
                        deploymentTargets: .multiplatform(iOS: "16.0", watchOS: "9.0", tvOS: "16.0"),
                        sources: [.glob("Sources", excluding: "Sources/Legacy/**")],
                        scripts: [.pre(path: "Scripts/lint.sh", arguments: "--strict", "two words", name: "Lint")],
                        dependencies: [.package(product: "Kit"), .package(product: "Z"), .sdk(name: "StoreKit", type: .framework, status: .none)]),
            ]
        )
        """
        let root = try makeFolder(files: [
            "Project.swift": manifest, "Sources/App.swift": "struct App {}\n", "Vendor/Z/Package.swift": #"let package = Package(name: "Z", products: [.library(name: "Z", targets: ["Z"])])"#,
        ])
        let project = try load(root).project
        #expect(project.packages.map(\.name) == ["Kit", "Z"])
        let target = try #require(project.targets.first)
        #expect(target.deploymentTarget == "16.0")
        #expect(target.sources.first?.excludes == ["Legacy/**"], "Tuist writes excludes relative to the manifest; the model, relative to the folder")
        #expect(target.preBuildScripts.first?.script == "Scripts/lint.sh --strict 'two words'")
        #expect(target.dependencies.last?.name == "StoreKit.framework")
        #expect(target.dependencies.last?.link == false)
    }
}
