import Foundation
import ProjectSpec
import ScaffoldSupport

/// Checks what decoding alone cannot: names, references between parts of the manifest, and
/// cycles. Each problem is located through the context's record of where values were written.
struct ProjectValidator {
    let context: DecodingContext

    func validate(_ project: Project) {
        validateNames(project)
        validateTargets(project)
        validateSchemes(project)
        validateFeatures(project)
        validatePipeline(project)
        validateSettings(project.settings, path: ["settings"], project: project)
        reportCycles(
            edges: Dictionary(uniqueKeysWithValues: project.targets.map { target in
                (target.name, target.dependencies.filter { $0.kind == .target }.map(\.name))
            }),
            what: "target dependency",
            location: { cycle in
                let index = project.target(named: cycle[0])?.dependencies.firstIndex { $0.kind == .target && $0.name == cycle[1] } ?? 0
                return location(["targets", cycle[0], "dependencies", String(index), "target"])
            }
        )
        reportCycles(
            edges: Dictionary(uniqueKeysWithValues: project.pipeline.map { ($0.name, $0.dependsOn) }),
            what: "pipeline step",
            location: { cycle in
                let index = project.step(named: cycle[0])?.dependsOn.firstIndex(of: cycle[1]) ?? 0
                return location(["pipeline", cycle[0], "dependsOn", String(index)])
            }
        )
        reportCycles(
            edges: Dictionary(uniqueKeysWithValues: project.features.map { ($0.name, $0.parent.map { [$0] } ?? []) }),
            what: "feature parent",
            location: { cycle in location(["features", cycle[0], "parent"]) }
        )
    }

    // MARK: Names

    private func validateNames(_ project: Project) {
        var flags: [String: String] = [:]
        for feature in project.features {
            if !Identifier.isValid(feature.name) || !(feature.name.first?.isUppercase ?? false) {
                context.error("feature name '\(feature.name)' is not an UpperCamelCase Swift identifier", at: location(["features", feature.name]))
            }
            if !Identifier.isValid(feature.flag) {
                context.error("feature flag '\(feature.flag)' is not a valid Swift identifier", at: location(["features", feature.name, "flag"]))
            }
            if feature.plugin, let other = flags[feature.flag] {
                context.error("feature flag '\(feature.flag)' is used by both '\(other)' and '\(feature.name)'", at: location(["features", feature.name, "flag"]))
            }
            if feature.plugin { flags[feature.flag] = feature.name }
        }
        for step in project.pipeline where step.name.range(of: #"^[A-Za-z0-9][A-Za-z0-9._-]*$"#, options: .regularExpression) == nil {
            context.error("pipeline step name '\(step.name)' may use only letters, digits, '.', '_' and '-'", at: location(["pipeline", step.name]))
        }
    }

    // MARK: Targets

    private func validateTargets(_ project: Project) {
        let targets = project.targets.map(\.name)
        for target in project.targets {
            for (index, dependency) in target.dependencies.enumerated() {
                let path = ["targets", target.name, "dependencies", String(index), dependency.kind.rawValue]
                switch dependency.kind {
                case .target:
                    if dependency.name == target.name {
                        context.error("target '\(target.name)' depends on itself", at: location(path))
                    } else {
                        checkReference(dependency.name, in: targets, kind: "target", at: path)
                    }
                case .package:
                    guard let package = project.package(named: dependency.name) else {
                        checkReference(dependency.name, in: project.packages.map(\.name), kind: "package", at: path)
                        continue
                    }
                    checkProduct(dependency.product ?? dependency.name, of: package, at: ["targets", target.name, "dependencies", String(index), "product"])
                case .sdk, .framework:
                    continue
                }
            }
            validateSettings(target.settings, path: ["targets", target.name, "settings"], project: project)
            validatePackagePath(of: target)
        }
    }

    /// A SwiftPM package holds only files under its folder.
    private func validatePackagePath(of target: Target) {
        guard let folder = target.packagePath else { return }
        for (index, source) in target.sources.enumerated() where !(source.path == folder || source.path.hasPrefix(folder + "/")) {
            context.error("source '\(source.path)' of target '\(target.name)' is outside its package folder '\(folder)'",
                          at: location(["targets", target.name, "sources", String(index)]),
                          hint: "a Package.swift can only take sources below its own folder")
        }
    }

    /// For a local package, the product must be declared in its Package.swift; remote packages
    /// cannot be checked without fetching them.
    private func checkProduct(_ product: String, of package: SwiftPackage, at path: [String]) {
        guard case let .local(packagePath) = package.source else { return }
        let manifest = ProjectPath.url(packagePath, root: context.rootDirectory).appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            context.error("local package '\(package.name)' has no Package.swift at '\(packagePath)'", at: location(["packages", package.name, "path"]))
            return
        }
        let products = LocalPackageManifest.productNames(in: text)
        if !products.contains(product) {
            context.error("package '\(package.name)' has no product '\(product)'", at: location(path),
                          hint: Suggestion.didYouMean(product, in: products) ?? "its products: \(products.sorted().joined(separator: ", "))")
        }
    }

    private func validateSettings(_ settings: Settings, path: [String], project: Project) {
        let configs = project.configs.map(\.name)
        for name in settings.configs.keys.sorted() {
            checkReference(name, in: configs, kind: "configuration", at: path + ["configs", name])
        }
    }

    // MARK: Schemes

    private func validateSchemes(_ project: Project) {
        let targets = project.targets.map(\.name)
        let configs = project.configs.map(\.name)
        for scheme in project.schemes {
            let path = ["schemes", scheme.name]
            for entry in scheme.build.targets {
                checkReference(entry.target, in: targets, kind: "target", at: path + ["build", "targets", entry.target])
            }
            if scheme.build.targets.isEmpty {
                context.error("scheme '\(scheme.name)' builds no targets", at: location(path + ["build"]))
            }
            let actions: [(String, SchemeAction?)] = [("run", scheme.run), ("profile", scheme.profile), ("analyze", scheme.analyze), ("archive", scheme.archive)]
            for (name, action) in actions {
                guard let action else { continue }
                if let config = action.config { checkReference(config, in: configs, kind: "configuration", at: path + [name, "config"]) }
                checkActions(action.preActions + action.postActions, targets: targets, path: path + [name])
            }
            checkActions(scheme.build.preActions, targets: targets, path: path + ["build", "preActions"])
            checkActions(scheme.build.postActions, targets: targets, path: path + ["build", "postActions"])
            if let test = scheme.test {
                if let config = test.config { checkReference(config, in: configs, kind: "configuration", at: path + ["test", "config"]) }
                for (index, name) in test.targets.enumerated() {
                    checkReference(name, in: targets, kind: "target", at: path + ["test", "targets", String(index)])
                }
                checkActions(test.preActions + test.postActions, targets: targets, path: path + ["test"])
            }
        }
    }

    private func checkActions(_ actions: [ExecutionAction], targets: [String], path: [String]) {
        for action in actions {
            if let target = action.settingsTarget { checkReference(target, in: targets, kind: "target", at: path) }
        }
    }

    // MARK: Features and pipeline

    private func validateFeatures(_ project: Project) {
        let features = project.features.map(\.name)
        let targets = project.targets.map(\.name)
        for feature in project.features {
            let path = ["features", feature.name]
            if feature.parent == feature.name {
                context.error("feature '\(feature.name)' is its own parent", at: location(path + ["parent"]), hint: "leave 'parent' out to attach it to the root scope")
            } else if let parent = feature.parent {
                checkReference(parent, in: features, kind: "feature", at: path + ["parent"])
            }
            if let target = feature.target { checkReference(target, in: targets, kind: "target", at: path + ["target"]) }
        }
    }

    private func validatePipeline(_ project: Project) {
        let steps = project.pipeline.map(\.name)
        let targets = project.targets.map(\.name)
        let schemes = project.schemes.map(\.name)
        for step in project.pipeline {
            let path = ["pipeline", step.name]
            for (index, name) in step.dependsOn.enumerated() {
                let itemPath = path + ["dependsOn", String(index)]
                if name == step.name {
                    context.error("pipeline step '\(step.name)' depends on itself", at: location(itemPath))
                } else {
                    checkReference(name, in: steps, kind: "pipeline step", at: itemPath)
                }
            }
            for (index, name) in step.buildPhase.enumerated() {
                checkReference(name, in: targets, kind: "target", at: path + ["buildPhase", String(index)])
            }
            for (index, name) in step.schemePreAction.enumerated() {
                checkReference(name, in: schemes, kind: "scheme", at: path + ["schemePreAction", String(index)])
            }
        }
    }

    // MARK: Helpers

    private func checkReference(_ name: String, in known: [String], kind: String, at path: [String]) {
        guard !known.contains(name) else { return }
        let hint = Suggestion.didYouMean(name, in: known)
            ?? (known.isEmpty ? "the manifest defines no \(kind)s" : "known \(kind)s: \(known.sorted().joined(separator: ", "))")
        context.error("unknown \(kind) '\(name)'", at: location(path), hint: hint)
    }

    private func reportCycles(edges: [String: [String]], what: String, location: ([String]) -> SourceLocation?) {
        let known = Set(edges.keys)
        let filtered = edges.mapValues { $0.filter { known.contains($0) && $0 != "" } }
        for cycle in CycleFinder.cycles(in: filtered) where cycle.count > 2 {
            context.error("\(what) cycle: \(cycle.joined(separator: " → "))", at: location(cycle))
        }
    }

    private func location(_ path: [String]) -> SourceLocation? {
        context.location(of: path)
    }
}
