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
}
