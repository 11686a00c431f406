import Foundation
import ScaffoldSupport

/// A shared scheme's facts as inspect.py reads them (`scheme_json`), from the scheme's XML read
/// with `XMLReader`: the build entries, each action's presence and pre-/post-actions, the test
/// targets and plans, the launched target and each action's configuration. A file that is not
/// well-formed XML is a scheme with only its name and the error.
enum SchemeInspection {
    typealias Element = XMLReader.Element

    /// The actions by inspect.py's key, in its order.
    static let actions = [("build", "BuildAction"), ("test", "TestAction"), ("launch", "LaunchAction"),
                          ("profile", "ProfileAction"), ("analyze", "AnalyzeAction"), ("archive", "ArchiveAction")]
    /// A build entry's attributes and what each says it is built for.
    static let buildFor = [("buildForAnalyzing", "analyzing"), ("buildForArchiving", "archiving"), ("buildForProfiling", "profiling"),
                           ("buildForRunning", "running"), ("buildForTesting", "testing")]

    static func scheme(name: String, text: String, resolver: BlueprintResolver) -> ProjectInspection.Scheme {
        let root: Element
        do {
            root = try XMLReader.document(text)
        } catch {
            return ProjectInspection.Scheme(name: name, error: "not well-formed XML: \(error.message)", actions: [:])
        }
        var actions: [String: ProjectInspection.Action] = [:]
        var configurations: [String: String?] = [:]
        for (key, tag) in Self.actions {
            let element = root.child(tag)
            actions[key] = ProjectInspection.Action(present: element != nil, preActions: executionActions(element, "PreActions", resolver),
                                                    postActions: executionActions(element, "PostActions", resolver))
            if key != "build" { configurations[key] = .some(element?.attribute("buildConfiguration")) }
        }
        let entries = root.child("BuildAction")?.child("BuildActionEntries")?.children(named: "BuildActionEntry") ?? []
        let buildEntries = entries.map { entry in
            ProjectInspection.BuildEntry(target: blueprint(entry, resolver),
                                         buildFor: buildFor.filter { isTruthy(entry.attribute($0.0) ?? "NO") }.map(\.1))
        }
        var testTargets: [String?] = []
        var testPlans: [String?] = []
        if let test = root.child("TestAction") {
            testTargets = (test.child("Testables")?.children(named: "TestableReference") ?? []).map { blueprint($0, resolver) }
            testPlans = (test.child("TestPlans")?.children(named: "TestPlanReference") ?? []).map { $0.attribute("reference") }
        }
        var launchTarget: String?
        if let launch = root.child("LaunchAction"),
           let runnable = launch.child("BuildableProductRunnable") ?? launch.child("RemoteRunnable") {
            launchTarget = blueprint(runnable, resolver)
        }
        return ProjectInspection.Scheme(
            name: name, buildEntries: buildEntries, actions: actions,
            testTargets: testTargets.map { nonEmpty($0) ?? "<unresolved>" }.sortedByCodePoint(),
            testPlans: testPlans.map { nonEmpty($0) ?? "" }.sortedByCodePoint(),
            launchTarget: launchTarget, configurations: configurations
        )
    }

    /// Python's `x or y` on a string.
    private static func nonEmpty(_ text: String?) -> String? {
        text?.isEmpty == false ? text : nil
    }

    /// inspect.py's `truthy` on an attribute.
    private static func isTruthy(_ text: String) -> Bool {
        ["1", "YES", "TRUE"].contains(text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased())
    }

    /// The target the `BuildableReference` inside `element` names: its `BlueprintName`, else
    /// the target its `BlueprintIdentifier` is in the project its container names.
    private static func blueprint(_ element: Element?, _ resolver: BlueprintResolver) -> String? {
        guard let reference = element?.child("BuildableReference") else { return nil }
        if let name = reference.attribute("BlueprintName") { return name }
        return resolver.name(container: reference.attribute("ReferencedContainer"), identifier: reference.attribute("BlueprintIdentifier"))
    }

    private static func executionActions(_ action: Element?, _ tag: String, _ resolver: BlueprintResolver) -> [ProjectInspection.ExecutionAction] {
        (action?.child(tag)?.children(named: "ExecutionAction") ?? []).compactMap { action in
            guard let content = action.child("ActionContent") else { return nil }
            return ProjectInspection.ExecutionAction(title: content.attribute("title"), scriptText: content.attribute("scriptText"),
                                                     settingsTarget: blueprint(content.child("EnvironmentBuildable"), resolver))
        }
    }
}

/// Names the target of a `BuildableReference` without `BlueprintName` (recent Xcode leaves it
/// out) from its `BlueprintIdentifier`: the target's object identifier in the project its
/// `ReferencedContainer` (`container:X.xcodeproj`, relative to the folder holding the scheme's
/// project) names — this project, or another one read from disk once.
final class BlueprintResolver {
    private let graph: PBXGraph
    private let folder: String
    private let here: String
    private var others: [String: PBXGraph?] = [:]

    /// A resolver for the schemes of the project `graph` holds, inspected as the `.xcodeproj`
    /// at `bundle`.
    init(graph: PBXGraph, bundle: URL) {
        self.graph = graph
        here = InspectionReader.normalized(bundle.standardizedFileURL.path)
        folder = InspectionReader.normalized(bundle.standardizedFileURL.deletingLastPathComponent().path)
    }

    func name(container: String?, identifier: String?) -> String? {
        guard let container, container.hasPrefix("container:") else { return nil }
        let path = String(container.dropFirst("container:".count))
        guard path.hasSuffix(".xcodeproj") else { return nil }
        let full = InspectionReader.normalized(InspectionReader.joined(folder, path))
        let project: PBXGraph?
        if full == here {
            project = graph
        } else if let known = others[full] {
            project = known
        } else {
            let text = UntrustedFile.text(atPath: full + "/project.pbxproj")
            project = text.flatMap { try? PBXGraph(text: $0) }
            others[full] = .some(project)
        }
        guard let project, let identifier, let target = project.objects[identifier],
              ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"].contains(target["isa"]?.string ?? "") else { return nil }
        return target["name"]?.string
    }
}
