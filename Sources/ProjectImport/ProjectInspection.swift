import Foundation
import ScaffoldSupport

/// What an `.xcodeproj` decides, as `../shared/compat/inspect.py` describes it — the targets,
/// their phases, files, dependencies and settings, the packages, the object counts and the
/// shared schemes — without what a generator may choose freely (object identifiers, the order
/// of objects in the file, comments, quoting). Two inspections are compared by
/// ``ProjectComparison``, the way `compare.py` compares two `inspect.py` outputs.
///
/// The reading mirrors inspect.py field by field (see `InspectionReader` and
/// `SchemeInspection`), so that `scaffold import --check` scores a project as the corpus round
/// trip does; `json()` writes the same JSON as inspect.py.
public struct ProjectInspection: Sendable, Equatable {
    /// The `.xcodeproj` folder's name without its extension.
    public var name: String
    /// The project's configuration names, sorted.
    public var configurations: [String]
    /// The project's settings: per configuration, each setting's value (a string, or a list).
    public var projectSettings: [String: [String: InspectedValue]]
    /// The project's `.xcconfig` per configuration (resolved path), where one is set.
    public var projectBaseConfigurations: [String: String]
    /// Every target, sorted by name.
    public var targets: [Target]
    /// The remote Swift packages, sorted.
    public var remotePackages: [RemotePackage]
    /// The local Swift packages' paths, sorted.
    public var localPackages: [String]
    /// How many objects of some kinds the file holds.
    public var counts: Counts
    /// The shared schemes, sorted by name.
    public var schemes: [Scheme]
    /// References that name no object (reported, not scored).
    public var danglingReferences: [DanglingReference]

    /// A target: `PBXNativeTarget`, `PBXAggregateTarget` or `PBXLegacyTarget`.
    public struct Target: Sendable, Equatable {
        public var name: String?
        public var isa: String?
        /// The product type; nil unless native.
        public var productType: String?
        /// The targets (or package products) it depends on, by name, sorted.
        public var dependencies: [String]
        /// Its Swift package products, sorted.
        public var packageProducts: [String]
        /// Its build phases, in the project's order.
        public var buildPhases: [Phase]
        public var settings: [String: [String: InspectedValue]]
        public var baseConfigurations: [String: String]
    }

    /// A build phase.
    public struct Phase: Sendable, Equatable {
        /// The phase's `isa` (`PBXSourcesBuildPhase`).
        public var type: String?
        public var name: String?
        /// Its files' names (the basenames of their paths; package products by product
        /// name), sorted.
        public var files: [String]
        public var inputPaths: [String]
        public var outputPaths: [String]
        public var inputFileListPaths: [String]
        public var outputFileListPaths: [String]
        public var alwaysOutOfDate: Bool
        public var dstSubfolderSpec: Int?
        public var dstPath: String?
        public var shellPath: String?
        public var shellScript: String?
        public var runOnlyForDeploymentPostprocessing: Bool

        public var fileCount: Int { files.count }
    }

    /// A remote Swift package: its URL and its version requirement (`kind` and the fields of
    /// that kind).
    public struct RemotePackage: Sendable, Equatable {
        public var url: String?
        public var requirement: InspectedValue
    }

    /// Object counts.
    public struct Counts: Sendable, Equatable {
        public var fileReferenceCount = 0
        /// `PBXGroup`s only.
        public var groupCount = 0
        public var variantGroupCount = 0
        public var versionGroupCount = 0
        public var synchronizedRootGroupCount = 0

        /// The counts in compare.py's order, with their names.
        var fields: [(name: String, value: Int)] {
            [("fileReferenceCount", fileReferenceCount), ("groupCount", groupCount), ("variantGroupCount", variantGroupCount),
             ("versionGroupCount", versionGroupCount), ("synchronizedRootGroupCount", synchronizedRootGroupCount)]
        }
    }

    /// A shared scheme: what compare.py's seven scheme items look at. A file that is not
    /// well-formed XML has only its name and `error`, and every other field nil or empty.
    public struct Scheme: Sendable, Equatable {
        public var name: String
        public var error: String?
        /// The build entries in file order.
        public var buildEntries: [BuildEntry]?
        /// `build`, `test`, `launch`, `profile`, `analyze`, `archive`: whether the action is there, and
        /// its pre- and post-actions.
        public var actions: [String: Action]
        /// The test targets' names, sorted.
        public var testTargets: [String]?
        /// The test plans' references, sorted.
        public var testPlans: [String]?
        public var launchTarget: String?
        /// The configuration of each action but build (nil where the action has none).
        public var configurations: [String: String?]?
    }

    /// A scheme's build entry: the target and what it is built for (`analyzing`, `archiving`,
    /// `profiling`, `running`, `testing`, in that order).
    public struct BuildEntry: Sendable, Equatable {
        public var target: String?
        public var buildFor: [String]
    }

    /// A scheme action.
    public struct Action: Sendable, Equatable {
        public var present: Bool
        public var preActions: [ExecutionAction]
        public var postActions: [ExecutionAction]
    }

    /// A pre- or post-action.
    public struct ExecutionAction: Sendable, Equatable {
        public var title: String?
        public var scriptText: String?
        public var settingsTarget: String?
    }

    /// A reference to no object.
    public struct DanglingReference: Sendable, Equatable {
        public var owner: String
        public var isa: String
        public var key: String
        public var reference: String
    }

    /// Why a project cannot be inspected.
    public struct Unreadable: Error, Sendable, CustomStringConvertible {
        public var description: String
    }
}

// MARK: - Reading

extension ProjectInspection {
    /// Inspects the `.xcodeproj` folder at `url`: its `project.pbxproj` and shared schemes.
    public static func read(_ url: URL) throws(Unreadable) -> ProjectInspection {
        let bundle = url.standardizedFileURL
        let file = bundle.appendingPathComponent("project.pbxproj")
        guard let text = UntrustedFile.text(atPath: file.path) else {
            throw Unreadable(description: "cannot read \(file.path)")
        }
        let folder = bundle.appendingPathComponent("xcshareddata/xcschemes")
        let names = DirectoryListing.entries(atPath: folder.path).filter { !$0.isDirectory && $0.name.hasSuffix(".xcscheme") }.map(\.name)
        let schemes = names.map { (name: $0, text: UntrustedFile.text(atPath: folder.appendingPathComponent($0).path, limit: SchemeImporter.sizeLimit)) }
        return try inspect(pbxproj: text, schemes: schemes, at: bundle)
    }

    /// Inspects the `.xcodeproj` at `folder` (relative to `root`) in `files`: what `generate`
    /// would write there, never written.
    public static func inspect(_ files: FileSet, projectFolder folder: String, root: URL) throws(Unreadable) -> ProjectInspection {
        guard let bytes = files["\(folder)/project.pbxproj"] else { throw Unreadable(description: "no \(folder)/project.pbxproj") }
        let prefix = "\(folder)/xcshareddata/xcschemes/"
        let schemes = files.paths.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".xcscheme") && !$0.dropFirst(prefix.count).contains("/") }
            .map { (name: String($0.dropFirst(prefix.count)), text: files[$0].flatMap { String(validating: $0, as: UTF8.self) }) }
        return try inspect(pbxproj: String(decoding: bytes, as: UTF8.self), schemes: schemes, at: root.appendingPathComponent(folder))
    }

    /// Inspects a project from its `project.pbxproj` text and its shared schemes (file name,
    /// text; nil text: unreadable), as if it were the `.xcodeproj` at `bundle` (whose name it
    /// takes; a scheme naming a target of another project by identifier reads that project from
    /// beside it).
    public static func inspect(pbxproj: String, schemes: [(name: String, text: String?)], at bundle: URL) throws(Unreadable) -> ProjectInspection {
        let graph: PBXGraph
        do {
            graph = try PBXGraph(text: pbxproj.hasPrefix("\u{FEFF}") ? String(pbxproj.dropFirst()) : pbxproj)
        } catch {
            throw Unreadable(description: "\(bundle.lastPathComponent)/project.pbxproj:\(error.line):\(error.column): \(error.message)")
        }
        var inspection = InspectionReader(graph: graph).inspection(name: bundle.deletingPathExtension().lastPathComponent)
        let resolver = BlueprintResolver(graph: graph, bundle: bundle)
        inspection.schemes = schemes.filter { $0.name.hasSuffix(".xcscheme") }.map { file in
            let name = String(file.name.dropLast(".xcscheme".count))
            guard let text = file.text else { return Scheme(name: name, error: "cannot be read", actions: [:]) }
            return SchemeInspection.scheme(name: name, text: text, resolver: resolver)
        }
        inspection.schemes.sort { lhs, rhs in
            lhs.name != rhs.name ? codePointOrder(lhs.name, rhs.name) : codePointOrder(lhs.json.described, rhs.json.described)
        }
        return inspection
    }
}

// MARK: - JSON

extension ProjectInspection {
    /// The JSON inspect.py writes for the same project, keys sorted: compact, or as `--pretty`
    /// writes it (an item per line, indented by one space); without the final line break.
    public func json(pretty: Bool = false) -> String {
        jsonValue.json(compact: true, asciiOnly: false, indent: pretty ? 1 : nil)
    }

    var jsonValue: InspectedValue {
        .object([
            "format": .string("scaffold-compat-inspect/1"),
            "name": .string(name),
            "configurations": .strings(configurations),
            "projectSettings": Self.settingsJSON(projectSettings),
            "projectBaseConfigurations": .object(projectBaseConfigurations.mapValues(InspectedValue.string)),
            "targets": .array(targets.map(\.json)),
            "remotePackages": .array(remotePackages.map(\.json)),
            "localPackages": .strings(localPackages),
            "counts": .object(Dictionary(uniqueKeysWithValues: counts.fields.map { ($0.name, InspectedValue.int($0.value)) })),
            "schemes": .array(schemes.map(\.json)),
            "danglingReferences": .array(danglingReferences.map(\.json)),
        ])
    }

    static func settingsJSON(_ settings: [String: [String: InspectedValue]]) -> InspectedValue {
        .object(settings.mapValues { InspectedValue.object($0) })
    }
}

extension ProjectInspection.Target {
    var json: InspectedValue {
        .object([
            "name": .optional(name), "isa": .optional(isa), "productType": .optional(productType),
            "dependencies": .strings(dependencies), "packageProducts": .strings(packageProducts),
            "buildPhases": .array(buildPhases.map(\.json)),
            "settings": ProjectInspection.settingsJSON(settings),
            "baseConfigurations": .object(baseConfigurations.mapValues(InspectedValue.string)),
        ])
    }
}

extension ProjectInspection.Phase {
    /// The phase's fields by compare.py's names.
    var fields: [String: InspectedValue] {
        [
            "type": .optional(type), "name": .optional(name), "fileCount": .int(fileCount), "files": .strings(files),
            "inputPaths": .strings(inputPaths), "outputPaths": .strings(outputPaths),
            "inputFileListPaths": .strings(inputFileListPaths), "outputFileListPaths": .strings(outputFileListPaths),
            "alwaysOutOfDate": .bool(alwaysOutOfDate), "dstSubfolderSpec": dstSubfolderSpec.map(InspectedValue.int) ?? .null,
            "dstPath": .optional(dstPath), "shellPath": .optional(shellPath), "shellScript": .optional(shellScript),
            "runOnlyForDeploymentPostprocessing": .bool(runOnlyForDeploymentPostprocessing),
        ]
    }

    var json: InspectedValue { .object(fields) }
}

extension ProjectInspection.RemotePackage {
    var json: InspectedValue { .object(["url": .optional(url), "requirement": requirement]) }
}

extension ProjectInspection.Scheme {
    var json: InspectedValue {
        if let error { return .object(["name": .string(name), "error": .string(error)]) }
        return .object([
            "name": .string(name),
            "buildEntries": buildEntries.map { .array($0.map(\.json)) } ?? .null,
            "actions": .object(actions.mapValues(\.json)),
            "testTargets": testTargets.map(InspectedValue.strings) ?? .null,
            "testPlans": testPlans.map(InspectedValue.strings) ?? .null,
            "launchTarget": .optional(launchTarget),
            "configurations": configurationsJSON,
        ])
    }

    var configurationsJSON: InspectedValue {
        configurations.map { .object($0.mapValues { InspectedValue.optional($0) }) } ?? .null
    }
}

extension ProjectInspection.BuildEntry {
    var json: InspectedValue { .object(["target": .optional(target), "buildFor": .strings(buildFor)]) }
}

extension ProjectInspection.Action {
    var json: InspectedValue {
        .object(["present": .bool(present), "preActions": .array(preActions.map(\.json)), "postActions": .array(postActions.map(\.json))])
    }
}

extension ProjectInspection.ExecutionAction {
    var json: InspectedValue {
        .object(["title": .optional(title), "scriptText": .optional(scriptText), "settingsTarget": .optional(settingsTarget)])
    }
}

extension ProjectInspection.DanglingReference {
    var json: InspectedValue {
        .object(["owner": .string(owner), "isa": .string(isa), "key": .string(key), "reference": .string(reference)])
    }
}
