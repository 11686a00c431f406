import DependencyCheck
import Foundation
import ScaffoldSupport
import TestSupport
import Testing

/// Helpers for the tests that render each feature template in each `--module` mode and build
/// what an app builds from it: the feature's code (its own module for `package` and
/// `framework`), a stand-in of the app module with the parent scope and the plugin factory
/// `scaffold generate` writes (`SearchComponent(parent: self).make().typeErased()`), the
/// `NeedleGenerated.swift` the `needle` step writes for the whole graph, and the feature's
/// tests; all type-checked against the API stubs of `Tests/Fixtures/Stubs`.
enum FeatureModuleTestSupport {
    /// The feature templates.
    static let templates = ["feature-imvvm", "feature-mvsl", "feature-observable"]

    /// The values of their `module` parameter.
    static let modes = ["folder", "package", "framework"]

    /// One template in one mode.
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        var mode: String

        var testDescription: String { "\(template) --module \(mode)" }

        /// Whether the feature is a module of its own.
        var isModule: Bool { mode != "folder" }

        /// The arguments the tests render with: the feature Search, a plugin of LoggedIn in the
        /// app target ExampleApp, its tests (in the app) in ExampleAppTests.
        var arguments: [String: String] {
            ["name": "Search", "parent": "LoggedIn", "target": "ExampleApp", "testTarget": "ExampleAppTests", "module": mode]
        }

        /// Where the feature's sources go, and its tests (beside module.yml in every mode).
        var sourcesFolder: String { isModule ? "Features/Search/Sources/Search" : "Features/Search" }
        var testsFolder: String { "Features/Search/Tests/SearchTests" }
    }

    /// Every template in every mode.
    static let cases = templates.flatMap { template in modes.map { Case(template: template, mode: $0) } }

    /// The property each pattern's component provides to its descendants, as Needle names it.
    static func providedProperty(of template: String) -> (name: String, type: String)? {
        switch template {
        case "feature-mvsl": return ("searchService", "SearchService")
        case "feature-observable": return ("searchRepository", "any SearchRepository")
        default: return nil
        }
    }

    // MARK: The app module

    /// A stand-in of the app module: the root and LoggedIn scopes, and the plugin factory that
    /// `scaffold generate` writes for LoggedIn, importing the feature's module when it has one.
    static func appFiles(for testCase: Case) -> FileSet {
        var files = FileSet()
        files.add("App/RootComponent.swift", text: """
            import NeedleFoundation

            /// The root of the DI graph.
            final class RootComponent: BootstrapComponent {
                var loggedInComponent: LoggedInComponent {
                    LoggedInComponent(parent: self)
                }
            }

            """)
        files.add("App/LoggedInComponent.swift", text: """
            import NeedleFoundation

            /// What the LoggedIn scope needs.
            public protocol LoggedInDependency: Dependency {}

            /// The scope the feature plugs into.
            final class LoggedInComponent: Component<LoggedInDependency> {}

            """)
        let provided = providedProperty(of: testCase.template).map { property in
            """

                /// What the feature's component provides, read as Needle's generated code reads it.
                func searchProvided(by component: SearchComponent) -> \(property.type) {
                    component.\(property.name)
                }

            """
        } ?? ""
        files.add("App/Plugins/LoggedInPlugins.swift", text: """
            import IMVVM
            \(testCase.isModule ? "import Search\n" : "")import SwiftUI

            /// What `scaffold generate` writes for the LoggedIn scope: each plugin built the same way.
            extension LoggedInComponent {
                @MainActor
                func makePlugin() -> TypeErasedView {
                    SearchComponent(parent: self).make().typeErased()
                }
            \(provided)}

            """)
        return files
    }

    // MARK: Building

    /// What building a rendering gave: the DI check's diagnostics, the Needle file it led to,
    /// and every compiler run (the failures have a non-zero status).
    struct Build {
        var diagnostics: [Diagnostic]
        var needle: String
        var runs: [ToolRun]
    }

    /// Writes the rendered `feature` files and the app stand-in into a temporary folder, checks
    /// the DI graph and generates Needle's file over all their sources (as the pipeline does over
    /// `Features/**` and `App/**`), then type-checks:
    /// - a module's sources as the module Search, Debug (`-enable-testing`, Swift 5) and
    ///   Release (Swift 6), the app (stand-in, plugin factory, Needle file) against it in both,
    ///   and the feature's tests against it;
    /// - a folder's sources with the app as one module, ExampleApp, in the same configurations,
    ///   and the feature's tests against that.
    static func build(_ feature: FileSet, _ testCase: Case) throws -> Build {
        let root = try TemplateTestSupport.makeTemporaryFolder("feature-module")
        defer { try? FileManager.default.removeItem(at: root) }
        var files = feature
        for (path, bytes) in appFiles(for: testCase).files { files.add(path, bytes: bytes) }
        try TemplateTestSupport.write(files, to: root)

        let swift = files.paths.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
        let tests = swift.filter { $0.hasPrefix(testCase.testsFolder + "/") }
        let featureSources = swift.filter { $0.hasPrefix(testCase.sourcesFolder + "/") }
        let app = swift.filter { $0.hasPrefix("App/") }
        let check = DependencyCheck.run(files: (featureSources + app).map { root.appendingPathComponent($0) }, relativeTo: root)
        let needle = NeedleCodeGenerator.source(for: check.graph)
        try Data(needle.utf8).write(to: root.appendingPathComponent("App/NeedleGenerated.swift"))
        let appSources = (app + ["App/NeedleGenerated.swift"]).map { root.appendingPathComponent($0).path }

        let stubs = try TemplateTestSupport.stubModules().path
        let modules = root.appendingPathComponent(".modules")
        let debug = modules.appendingPathComponent("Debug").path, release = modules.appendingPathComponent("Release").path
        for folder in [debug, release] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let (module, sources) = testCase.isModule
            ? ("Search", featureSources.map { root.appendingPathComponent($0).path })
            : ("ExampleApp", featureSources.map { root.appendingPathComponent($0).path } + appSources)
        var runs: [ToolRun] = []
        for (folder, flags) in [(debug, ["-swift-version", "5", "-D", "DEBUG", "-enable-testing"]), (release, ["-swift-version", "6"])] {
            runs.append(try StubCompiler.swiftc(["-emit-module", "-parse-as-library"] + flags + [
                "-I", stubs, "-module-name", module, "-emit-module-path", "\(folder)/\(module).swiftmodule",
            ] + sources))
            if testCase.isModule {
                runs.append(try StubCompiler.swiftc(["-typecheck", "-parse-as-library"] + flags.filter { $0 != "-enable-testing" }
                    + ["-I", stubs, "-I", folder, "-module-name", "ExampleApp"] + appSources))
            }
        }
        if !tests.isEmpty {
            runs.append(try StubCompiler.swiftc(["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", stubs, "-I", debug,
                                                 "-module-name", "SearchTests"] + tests.map { root.appendingPathComponent($0).path }))
        }
        return Build(diagnostics: check.diagnostics, needle: needle, runs: runs)
    }
}
