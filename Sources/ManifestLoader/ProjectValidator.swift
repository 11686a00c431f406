import Foundation
import ProjectSpec
import ScaffoldSupport

/// Checks what decoding alone cannot: names, local packages, references between parts of the
/// manifest, and cycles. Each problem is located through the context's record of where values
/// were written. References are checked against every name the manifest declares, so an
/// entry that failed to decode is not reported again as unknown wherever it is used.
struct ProjectValidator {
    let context: DecodingContext

    /// A pipeline step's name: `[A-Za-z0-9][A-Za-z0-9._-]*`.
    private static let stepNameStart = ASCIIName.CharacterClass()
    private static let stepNameRest = ASCIIName.CharacterClass(extra: "._-")

    /// Checks `project`; references between parts and cycles only when `checkReferences`
    /// (with a manifest file unread, they would mostly point at what that file defines).
    func validate(_ project: Project, checkReferences: Bool) {
        validateNames(project)
        validateLocalPackages(project)
        for target in project.targets { validatePackagePath(of: target) }
        guard checkReferences else { return }
        let names = KnownNames(project: project, context: context)
        validateTargets(project, names: names)
        validateSchemes(project, names: names)
        validateFeatures(project, names: names)
        validatePipeline(project, names: names)
        validateSettings(project.settings, path: ["settings"], names: names)
        reportCycles(project)
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
        for step in project.pipeline where !ASCIIName.matches(step.name, first: Self.stepNameStart, rest: Self.stepNameRest) {
            context.error("pipeline step name '\(step.name)' may use only letters, digits, '.', '_' and '-'", at: location(["pipeline", step.name]))
        }
        // Names that become file names (the project's is checked as it is decoded): each
        // target's and scheme's (.xcscheme), refused here, at the key, rather than by generate.
        // (An empty name is reported where it is decoded.)
        for target in project.targets where !target.name.isEmpty {
            if let problem = FileNameRule.problem(with: target.name) {
                context.error("target name '\(FileNameRule.shown(target.name))' \(problem)", at: location(["targets", target.name]) ?? location(["aggregateTargets", target.name]))
            }
        }
        for scheme in project.schemes where !scheme.name.isEmpty {
            if let problem = FileNameRule.problem(with: scheme.name) {
                context.error("scheme name '\(FileNameRule.shown(scheme.name))' \(problem)", at: location(["schemes", scheme.name]))
            }
        }
    }



    // MARK: Packages

    /// Every local package's folder holds a `Package.swift`, whether or not a target uses it.
    private func validateLocalPackages(_ project: Project) {
        for package in project.packages {
            guard case let .local(path) = package.source else { continue }
            let at = location(["packages", package.name, "path"])
            if let at, context.unexpanded.contains(at) { continue }
            if Self.packageManifest(at: path, root: context.rootDirectory, log: context.log) == nil {
                // XcodeGen never reads it: the project can still be generated.
                context.warning("local package '\(package.name)' has no readable Package.swift at '\(path)'", at: at,
                              hint: "'path' is the folder that holds the package's Package.swift, relative to the declaring file")
            }
        }
    }

    /// The text of the `Package.swift` in the folder at model path `path`.
    private static func packageManifest(at path: String, root: URL, log: ConsultationLog?) -> String? {
        let manifest = ProjectPath.url(path, root: root).appendingPathComponent("Package.swift")
        log?.recordFile(manifest.path)
        return UntrustedFile.text(atPath: manifest.path)
    }

    /// For a local package, the product must be declared in its Package.swift; remote packages
    /// cannot be checked without fetching them. A missing Package.swift is reported by
    /// `validateLocalPackages`.
    private func checkProduct(_ product: String, of package: SwiftPackage, at path: [String]) {
        guard case let .local(packagePath) = package.source,
              let text = Self.packageManifest(at: packagePath, root: context.rootDirectory, log: context.log)
        else { return }
        let products = LocalPackageManifest.productNames(in: text)
        if products.isEmpty {
            context.warning("cannot check product '\(product)': the Package.swift of package '\(package.name)' declares no products scaffold can read",
                            at: location(path))
        } else if !products.contains(product), LocalPackageManifest.declaresDependencies(in: text) {
            context.warning("product '\(product)' is not one of package '\(package.name)''s own products; Xcode looks for it among the packages '\(package.name)' depends on",
                            at: location(path), hint: "its own products: \(products.sorted().joined(separator: ", "))")
        } else if !products.contains(product) {
            context.error("package '\(package.name)' has no product '\(product)'", at: location(path),
                          hint: Suggestion.didYouMean(product, in: products) ?? "its products: \(products.sorted().joined(separator: ", "))")
        }
    }

    // MARK: Targets

    /// A SwiftPM package holds only files under its folder.
    private func validatePackagePath(of target: Target) {
        guard let folder = target.packagePath, folder != "." else { return }
        for (index, source) in target.sources.enumerated() where !(source.path == folder || source.path.hasPrefix(folder + "/")) {
            context.error("source '\(source.path)' of target '\(target.name)' is outside its package folder '\(folder)'",
                          at: location(["targets", target.name, "sources", String(index)]),
                          hint: "a Package.swift can only take sources below its own folder")
        }
    }

    private func validateTargets(_ project: Project, names: KnownNames) {
        for target in project.targets {
            for (index, dependency) in target.dependencies.enumerated() {
                let path = ["targets", target.name, "dependencies", String(index), dependency.kind.rawValue]
                switch dependency.kind {
                case .target where dependency.externalProject != nil:
                    if let project = dependency.externalProject {
                        checkReference(project, in: names.projectReferences, kind: "project reference", at: path)
                    }
                case .target:
                    if dependency.name == target.name {
                        context.error("target '\(target.name)' depends on itself", at: location(path))
                    } else {
                        checkReference(dependency.name, in: names.targets, kind: "target", at: path)
                    }
                case .package:
                    guard let package = project.package(named: dependency.name) else {
                        checkReference(dependency.name, in: names.packages, kind: "package", at: path)
                        continue
                    }
                    checkProduct(dependency.product ?? dependency.name, of: package, at: ["targets", target.name, "dependencies", String(index), "product"])
                case .sdk, .framework, .carthage, .bundle:
                    continue
                }
            }
            checkCopiedProducts(of: target, names: names)
            let section = target.isAggregate ? "aggregateTargets" : "targets"
            for (index, plugin) in target.buildToolPlugins.enumerated() {
                checkReference(plugin.package, in: names.packages, kind: "package", at: [section, target.name, "buildToolPlugins", String(index), "package"])
            }
            if let scheme = target.scheme {
                checkPackageTestTargets(scheme.packageTestTargets, project: project, names: names, path: [section, target.name, "scheme", "testTargets"])
            }
            validateSettings(target.settings, path: ["targets", target.name, "settings"], names: names)
        }
    }

    /// A `copyFiles:` phase's products are those of targets of the project or of a referenced one.
    private func checkCopiedProducts(of target: Target, names: KnownNames) {
        for (phaseIndex, phase) in target.copyFiles.enumerated() {
            for (index, file) in phase.files.enumerated() {
                guard case let .product(name) = file.reference else { continue }
                let path = ["targets", target.name, "copyFiles", String(phaseIndex), "files", String(index)]
                let other = Dependency(kind: .target, name: name)
                if let project = other.externalProject { checkReference(project, in: names.projectReferences, kind: "project reference", at: path) }
                else { checkReference(name, in: names.targets, kind: "target", at: path) }
            }
        }
    }

    /// A package test target names a declared package, and a local one (its tests are run
    /// from the package's folder).
    private func checkPackageTestTargets(_ targets: [PackageTestTarget], project: Project, names: KnownNames, path: [String]) {
        for target in targets {
            guard let package = project.package(named: target.package) else {
                checkReference(target.package, in: names.packages, kind: "package", at: path)
                continue
            }
            if case .remote = package.source {
                context.error("test target '\(target.name)' of package '\(target.package)' cannot be run: the package is not local", at: location(path),
                              hint: "only a local package's (path:) test targets can be tested from the project")
            }
        }
    }

    private func validateSettings(_ settings: Settings, path: [String], names: KnownNames) {
        // XcodeGen applies a configuration's settings to every configuration whose name
        // contains it (ignoring case), so `debug:` is fine when a `Staging Debug` exists.
        for name in settings.configs.keys.sorted() where !names.configs.sorted.contains(where: { $0.lowercased().contains(name.lowercased()) }) {
            checkReference(name, in: names.configs, kind: "configuration", at: path + ["configs", name])
        }
    }

    // MARK: Schemes

    private func validateSchemes(_ project: Project, names: KnownNames) {
        for scheme in project.schemes {
            let path = ["schemes", scheme.name]
            for entry in scheme.build.targets {
                checkSchemeTarget(entry.target, names: names, at: path + ["build", "targets", entry.target])
            }
            // Tuist writes a scheme that builds nothing (its targets may all have been left
            // out as unknown, or it tests a plan's targets): a warning, where XcodeGen errs. A
            // scheme that only tests (as Xcode makes one for a test bundle) builds what it tests.
            let tests = !(scheme.test?.targets.isEmpty ?? true)
            if scheme.build.targets.isEmpty, !tests, !context.tuistLeniency {
                context.error("scheme '\(scheme.name)' builds no targets", at: location(path + ["build"]))
            } else if scheme.build.targets.isEmpty, !tests, scheme.test?.testPlans.isEmpty ?? true {
                context.warning("scheme '\(scheme.name)' builds no targets", at: location(path + ["build"]))
            }
            checkActions(scheme.build.preActions, names: names, path: path + ["build", "preActions"])
            checkActions(scheme.build.postActions, names: names, path: path + ["build", "postActions"])
            let actions: [(String, SchemeAction?)] = [("run", scheme.run), ("profile", scheme.profile), ("analyze", scheme.analyze), ("archive", scheme.archive)]
            for (name, action) in actions {
                guard let action else { continue }
                if let config = action.config { checkReference(config, in: names.configs, kind: "configuration", at: path + [name, "config"]) }
                checkActions(action.preActions, names: names, path: path + [name, "preActions"])
                checkActions(action.postActions, names: names, path: path + [name, "postActions"])
            }
            if let executable = scheme.run?.executable {
                checkReference(executable, in: names.targets, kind: "target", at: path + ["run", "executable"])
            }
            if let test = scheme.test {
                if let config = test.config { checkReference(config, in: names.configs, kind: "configuration", at: path + ["test", "config"]) }
                for (index, name) in test.targets.enumerated() {
                    checkSchemeTarget(name, names: names, at: path + ["test", "targets", String(index)])
                }
                for (index, name) in test.coverageTargets.enumerated() {
                    checkSchemeTarget(name, names: names, at: path + ["test", "coverageTargets", String(index)])
                }
                checkPackageTestTargets(test.packageTargets, project: project, names: names, path: path + ["test", "targets"])
                checkActions(test.preActions, names: names, path: path + ["test", "preActions"])
                checkActions(test.postActions, names: names, path: path + ["test", "postActions"])
            }
            checkDefaultConfigurations(of: scheme, configs: project.configs)
        }
    }

    /// A target a scheme names: one of the project's, or `Project/Target` where `Project` is a
    /// `projectReferences` entry (XcodeGen checks only the reference; the target is looked up in
    /// that project's `.xcodeproj` when the scheme is written).
    private func checkSchemeTarget(_ name: String, names: KnownNames, at path: [String]) {
        if !names.targets.names.contains(name), let slash = name.firstIndex(of: "/") {
            checkReference(String(name[..<slash]), in: names.projectReferences, kind: "project reference", at: path)
        } else {
            checkReference(name, in: names.targets, kind: "target", at: path)
        }
    }

    private func checkActions(_ actions: [ExecutionAction], names: KnownNames, path: [String]) {
        for (index, action) in actions.enumerated() {
            if let target = action.settingsTarget {
                checkReference(target, in: names.targets, kind: "target", at: path + [String(index), "settingsTarget"])
            }
        }
    }

    /// An action that names no configuration gets `Debug` (run, test, analyze) or `Release`
    /// (profile, archive), else the first configuration of that type; with neither, the
    /// scheme would name a configuration the project does not have.
    private func checkDefaultConfigurations(of scheme: Scheme, configs: [BuildConfiguration]) {
        let actions: [(name: String, kind: BuildConfiguration.Kind, present: Bool, config: String?)] = [
            ("run", .debug, scheme.run != nil, scheme.run?.config),
            ("test", .debug, scheme.test != nil, scheme.test?.config),
            ("profile", .release, scheme.profile != nil, scheme.profile?.config),
            ("analyze", .debug, scheme.analyze != nil, scheme.analyze?.config),
            ("archive", .release, scheme.archive != nil, scheme.archive?.config),
        ]
        let standard: [BuildConfiguration.Kind: String] = [.debug: "Debug", .release: "Release"]
        for action in actions where action.config == nil {
            guard let fallback = standard[action.kind], !configs.contains(where: { $0.name == fallback || $0.type == action.kind }) else { continue }
            let valid = configs.map(\.name).joined(separator: ", ")
            context.error(
                "the \(action.name) action of scheme '\(scheme.name)' would use configuration '\(fallback)', which the project does not define",
                at: location(["schemes", scheme.name] + (action.present ? [action.name] : [])),
                hint: "set '\(action.name): {config: …}' to one of: \(valid)"
            )
        }
    }

    // MARK: Features and pipeline

    private func validateFeatures(_ project: Project, names: KnownNames) {
        for feature in project.features {
            let path = ["features", feature.name]
            if feature.parent == feature.name {
                context.error("feature '\(feature.name)' is its own parent", at: location(path + ["parent"]), hint: "leave 'parent' out to attach it to the root scope")
            } else if let parent = feature.parent {
                checkReference(parent, in: names.features, kind: "feature", at: path + ["parent"])
            }
            if let target = feature.target { checkReference(target, in: names.targets, kind: "target", at: path + ["target"]) }
            if let module = feature.module { validateModule(module, of: feature, names: names) }
        }
    }

    /// A feature's `module` names a target or a package of the manifest, other than the
    /// feature's `target`, which must be given: it is the target that depends on the module.
    private func validateModule(_ module: String, of feature: Feature, names: KnownNames) {
        let path = ["features", feature.name, "module"]
        if !names.targets.names.contains(module) && !names.packages.names.contains(module) {
            let known = (names.targets.sorted + names.packages.sorted).sorted()
            context.error("unknown module '\(module)': no target or package of the manifest has that name", at: location(path),
                          hint: Suggestion.didYouMean(module, in: known) ?? "declare the package (packages: \(module): path: …) or the framework target in the feature's module.yml")
        } else if feature.target == nil {
            context.error("feature '\(feature.name)' has a 'module' but no 'target'", at: location(path),
                          hint: "name the target that builds the plugin (the app); it then depends on '\(module)'")
        } else if feature.target == module {
            context.error("feature '\(feature.name)' names its target '\(module)' as its module", at: location(path),
                          hint: "leave 'module' out when the feature's code is in its target")
        }
    }

    private func validatePipeline(_ project: Project, names: KnownNames) {
        for step in project.pipeline {
            let path = ["pipeline", step.name]
            for (index, name) in step.dependsOn.enumerated() {
                let itemPath = path + ["dependsOn", String(index)]
                if name == step.name {
                    context.error("pipeline step '\(step.name)' depends on itself", at: location(itemPath))
                } else {
                    checkReference(name, in: names.steps, kind: "pipeline step", at: itemPath)
                }
            }
            for (index, name) in step.buildPhase.enumerated() {
                checkReference(name, in: names.targets, kind: "target", at: path + ["buildPhase", String(index)])
            }
            for (index, name) in step.schemePreAction.enumerated() {
                checkReference(name, in: names.schemes, kind: "scheme", at: path + ["schemePreAction", String(index)])
            }
        }
    }

    // MARK: Cycles

    /// The edges of a graph by node name. A name given twice (reported on its own, as a
    /// duplicate) keeps its first node's edges: never a crash on a manifest someone else wrote.
    private static func edges(_ nodes: [(String, [String])]) -> [String: [String]] {
        Dictionary(nodes, uniquingKeysWith: { first, _ in first })
    }

    private func reportCycles(_ project: Project) {
        reportCycles(
            edges: Self.edges(project.targets.map { target in
                (target.name, target.dependencies.filter { $0.kind == .target }.map(\.name))
            }),
            what: "target dependency",
            location: { cycle in
                let index = project.target(named: cycle[0])?.dependencies.firstIndex { $0.kind == .target && $0.name == cycle[1] } ?? 0
                return location(["targets", cycle[0], "dependencies", String(index), "target"])
            }
        )
        reportCycles(
            edges: Self.edges(project.pipeline.map { ($0.name, $0.dependsOn) }),
            what: "pipeline step",
            location: { cycle in
                let index = project.step(named: cycle[0])?.dependsOn.firstIndex(of: cycle[1]) ?? 0
                return location(["pipeline", cycle[0], "dependsOn", String(index)])
            }
        )
        reportCycles(
            edges: Self.edges(project.features.map { ($0.name, $0.parent.map { [$0] } ?? []) }),
            what: "feature parent",
            location: { cycle in location(["features", cycle[0], "parent"]) }
        )
    }

    private func reportCycles(edges: [String: [String]], what: String, location: ([String]) -> SourceLocation?) {
        let known = Set(edges.keys)
        let filtered = edges.mapValues { $0.filter { known.contains($0) && $0 != "" } }
        for cycle in CycleFinder.cycles(in: filtered) where cycle.count > 2 {
            context.error("\(what) cycle: \(cycle.joined(separator: " → "))", at: location(cycle))
        }
    }

    // MARK: Helpers

    private func checkReference(_ name: String, in known: KnownNames.Section, kind: String, at path: [String]) {
        guard !known.names.contains(name) else { return }
        let hint = Suggestion.didYouMean(name, in: known.sorted)
            ?? (known.sorted.isEmpty ? "the manifest defines no \(kind)s" : "known \(kind)s: \(Suggestion.list(known.sorted))")
        context.error("unknown \(kind) '\(name)'", at: location(path), hint: hint)
    }

    private func location(_ path: [String]) -> SourceLocation? {
        context.location(of: path)
    }
}
