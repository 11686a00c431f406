import Foundation
import ManifestLoader
import ScaffoldSupport
import Templating

/// What `scaffold new` knows of the project it writes into, read from its manifest: the
/// features and targets a new feature may name, and the default `--target`. Only templates
/// with a `parent` or `target` parameter read it; for them a manifest that does not load is an
/// error (its diagnostics, nothing written), since the feature could not be checked against it.
struct ProjectFacts {
    /// The manifest, as shown in messages (`Project.yml`).
    var manifestName: String
    /// The features the manifest declares (scopes and plugins).
    var features: [String]
    /// The targets the manifest declares.
    var targets: [String]
    /// The Swift packages the manifest declares.
    var packages: [String]
    /// The first application target.
    var appTarget: String?
    /// The first unit-test target that depends on `appTarget`: where a feature's tests go.
    var appTestTarget: String?

    /// The facts of `manifest`, or `nil` when there is none (said on stderr: nothing can be
    /// checked). Throws the manifest's diagnostics when it does not load.
    static func read(manifest: URL?) throws(DiagnosticsError) -> ProjectFacts? {
        guard let manifest else {
            StandardStreams.error("note: no \(ManifestSearch.names.joined(separator: " or ")) here or above it in the repository; "
                + "--parent and --target were not checked against a project (pass --spec to check them)\n")
            return nil
        }
        return ProjectFacts(manifest: manifest, loaded: try ManifestSearch.load(manifest).get())
    }

    private init(manifest: URL, loaded: LoadedManifest) {
        manifestName = manifest.lastPathComponent
        features = loaded.project.features.map(\.name)
        targets = loaded.project.targets.map(\.name)
        packages = loaded.project.packages.map(\.name)
        let app = loaded.project.targets.first { $0.type == .application }?.name
        appTarget = app
        appTestTarget = loaded.project.targets.first { target in
            target.type == .unitTestBundle && target.dependencies.contains { $0.kind == .target && $0.name == app }
        }?.name
    }

    /// Parameter defaults the project gives: `target`, its first application target, and
    /// `testTarget`, the first unit-test target depending on it.
    var defaults: [String: String] {
        var values: [String: String] = [:]
        values["target"] = appTarget
        values["testTarget"] = appTestTarget
        return values
    }

    /// What is wrong with a feature the template would make. A template with a `parent`
    /// parameter makes a feature: its name must be new, its parent a feature of the project
    /// and its `target` and `testTarget` (when given) targets of it, or `generate` would fail after the files
    /// were written (or, for a name already taken, silently merge into the existing feature).
    /// A feature in its own module (`--module package|framework`) declares a package or target
    /// of its name, so that name must be free too.
    /// `replacing` (`--force`) allows a name that is taken: the feature is written again.
    func problems(with values: [String: TemplateValue], of template: TemplateManifest, replacing: Bool) -> [Diagnostic] {
        guard template.parameter(named: "parent") != nil else { return [] }
        var problems: [Diagnostic] = []
        if !replacing, case let .string(name)? = values["name"], features.contains(name) {
            problems.append(.error("\(manifestName) already has a feature named '\(name)'", hint: "choose another name, or use --force to write its files again"))
        }
        if !replacing, case let .string(name)? = values["name"], case let .string(module)? = values["module"], module != "folder",
           let kind = targets.contains(name) ? "target" : packages.contains(name) ? "package" : nil {
            problems.append(.error("\(manifestName) already has a \(kind) named '\(name)'",
                                   hint: "--module \(module) makes a \(module == "package" ? "package" : "target") named after the feature; choose another name"))
        }
        if case let .string(parent)? = values["parent"], !features.contains(parent) {
            problems.append(.error("--parent '\(parent)' is not a feature of \(manifestName)", hint: hint(parent, in: features, kind: "features")))
        }
        if case let .string(target)? = values["target"], !target.isEmpty, !targets.contains(target) {
            problems.append(.error("--target '\(target)' is not a target of \(manifestName)", hint: hint(target, in: targets, kind: "targets")))
        }
        if case let .string(target)? = values["testTarget"], !target.isEmpty, !targets.contains(target) {
            problems.append(.error("--test-target '\(target)' is not a target of \(manifestName)", hint: hint(target, in: targets, kind: "targets")))
        }
        return problems
    }

    private func hint(_ word: String, in names: [String], kind: String) -> String {
        Suggestion.didYouMean(word, in: names) ?? (names.isEmpty ? "it declares no \(kind)" : "its \(kind): \(Suggestion.list(names))")
    }
}
