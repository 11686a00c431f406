// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ProjectSpec", targets: ["ProjectSpec"]),
        .library(name: "ManifestLoader", targets: ["ManifestLoader"]),
        // What a Project.swift manifest imports; `scaffold` compiles manifests against it.
        .library(name: "ProjectDescription", type: .dynamic, targets: ["ProjectDescription"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", from: "4.3.0"),
    ],
    targets: [
        // Shared support: diagnostics, file writing, globbing, hashing (SHA-256 from swift-crypto).
        .target(name: "ScaffoldSupport", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // The Swift DSL of Project.swift (Tuist's names); prints the manifest as JSON when run.
        // Foundation only: it is compiled into every manifest.
        .target(name: "ProjectDescription"),
        // Facts generated at build time by BuildInfoPlugin (in the build folder, never the source
        // tree): the git commit `scaffold --version` prints, and ProjectDescription's sources, which
        // a scaffold installed without the library (`mint install`) compiles it from.
        .target(name: "BuildInfo", plugins: ["BuildInfoPlugin"]),
        .executableTarget(name: "BuildInfoTool"),
        .plugin(name: "BuildInfoPlugin", capability: .buildTool(), dependencies: ["BuildInfoTool"]),
        // The manifest model: plain Sendable values, no I/O.
        .target(name: "ProjectSpec", dependencies: ["ScaffoldSupport"]),
        // Project.yml → Project, with located diagnostics; Project.swift compiled (a workspace's at once) and run.
        .target(
            name: "ManifestLoader",
            dependencies: [
                "BuildInfo", "ProjectSpec", "ScaffoldSupport", .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Project → .xcodeproj (project.pbxproj, shared schemes, workspace data).
        .target(name: "XcodeGenerator", dependencies: ["ProjectSpec", "ScaffoldSupport"]),
        // Project → Package.swift files for targets with a packagePath.
        .target(name: "PackageGenerator", dependencies: ["ProjectSpec", "ScaffoldSupport"]),
        // Project → Swift sources derived from the manifest (the feature-flag file).
        .target(name: "FeatureGenerator", dependencies: ["ProjectSpec", "ScaffoldSupport"]),
        // Manifest → everything `generate` writes, with the no-op cache.
        .target(
            name: "ProjectGeneration",
            dependencies: ["ProjectSpec", "ManifestLoader", "ScaffoldSupport", "XcodeGenerator", "PackageGenerator", "FeatureGenerator"]
        ),
        // An existing .xcodeproj → a Project (the manifest `scaffold import` writes).
        .target(name: "ProjectImport", dependencies: ["ProjectSpec", "ScaffoldSupport", "XcodeGenerator"]),
        // `scaffold import --check`: import, load the manifest, generate in memory, compare with
        // the original as compare.py does; apart so that the importer needs no loader or generation.
        .target(name: "ImportCheck", dependencies: ["ProjectImport", "ProjectGeneration", "ManifestLoader", "ProjectSpec", "ScaffoldSupport"]),
        // The pipeline: steps as a task graph — order, parallelism, fail fast, cache, lock.
        .target(name: "Pipeline", dependencies: ["ProjectSpec", "ScaffoldSupport"]),
        // Templates → files: template.yml, typed parameters, Stencil rendering into a FileSet.
        .target(
            name: "Templating",
            dependencies: [
                "ManifestLoader", "ScaffoldSupport", .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // The built-in templates (Templates/<name>/), shipped as resources beside the executable.
        .target(
            name: "BuiltinTemplates",
            path: "Templates",
            sources: ["BuiltinTemplates.swift"],
            resources: [.copy("app"), .copy("feature-imvvm"), .copy("feature-mvsl"), .copy("feature-observable"), .copy("package")]
        ),
        // Swift sources → the Needle component graph, its validation, and Needle's generated providers;
        // the pipeline's built-in di-check and needle steps.
        .target(
            name: "DependencyCheck",
            dependencies: [
                "Pipeline", "ProjectSpec", "ScaffoldSupport", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // GraphQL operations → validation against the schema with every error at its file's line,
        // then typed Swift with no runtime library (the pipeline's built-in graphql step, `check graphql`).
        .target(name: "GraphQLCheck", dependencies: ["Pipeline", "ProjectSpec", "ScaffoldSupport", .product(name: "GraphQL", package: "GraphQL")]),
        // Model and DI graph → a small typed graph (targets, features, di, pipeline) → dot, Mermaid,
        // JSON, and SVG/PNG through Graphviz's dot.
        .target(name: "ProjectGraph", dependencies: ["ProjectSpec", "DependencyCheck", "ScaffoldSupport"]),
        // The argument-parser commands; thin.
        .target(
            name: "ScaffoldCLI",
            dependencies: [
                "BuildInfo", "ProjectSpec", "ManifestLoader", "ScaffoldSupport", "ProjectGeneration", "Pipeline", "DependencyCheck", "Templating", "BuiltinTemplates", "ProjectGraph", "GraphQLCheck", "ProjectImport", "ImportCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldCLI"]),
        // Helpers shared by test targets: running tools, swiftc against the API stubs.
        .target(name: "TestSupport", dependencies: ["ScaffoldSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "ScaffoldSupportTests", dependencies: ["ScaffoldSupport"]),
        .testTarget(
            name: "ManifestLoaderTests",
            dependencies: ["ManifestLoader", "ProjectSpec", "ScaffoldSupport"]
        ),
        .testTarget(name: "XcodeGeneratorTests", dependencies: ["XcodeGenerator", "ManifestLoader", "ProjectSpec", "ScaffoldSupport"]),
        .testTarget(name: "PackageGeneratorTests", dependencies: ["PackageGenerator", "ManifestLoader", "ProjectSpec", "TestSupport"]),
        .testTarget(name: "FeatureGeneratorTests", dependencies: ["FeatureGenerator", "ManifestLoader", "ProjectSpec", "TestSupport"]),
        .testTarget(name: "ProjectImportTests", dependencies: ["ProjectImport", "ImportCheck", "ProjectSpec", "ScaffoldSupport", "TestSupport", "XcodeGenerator"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "ProjectSpec", "ScaffoldSupport"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating", "DependencyCheck", "GraphQLCheck", "FeatureGenerator", "ScaffoldSupport", "TestSupport"]),
        .testTarget(name: "DependencyCheckTests", dependencies: ["DependencyCheck", "GraphQLCheck", "Pipeline", "ProjectSpec", "ScaffoldSupport", "TestSupport"]),
        .testTarget(name: "GraphQLCheckTests", dependencies: ["GraphQLCheck", "ScaffoldSupport", "TestSupport", .product(name: "GraphQL", package: "GraphQL")]),
        .testTarget(name: "ProjectGraphTests", dependencies: ["ProjectGraph", "ManifestLoader", "DependencyCheck", "ProjectSpec", "ScaffoldSupport"]),
        .testTarget(name: "ScaffoldCLITests", dependencies: ["ScaffoldCLI", "ScaffoldSupport", "scaffold", "TestSupport"]),
        .testTarget(
            name: "SwiftManifestTests",
            dependencies: ["BuildInfo", "ManifestLoader", "ProjectGeneration", "ProjectSpec", "ScaffoldSupport", "ProjectDescription"]
        ),
    ]
)

// The libFuzzer target (scripts/fuzz.sh builds it with --sanitize=fuzzer --sanitize=address into
// .build-fuzz), one harness per reader of untrusted text, chosen by SCAFFOLD_FUZZ_KIND: the
// manifest loader, the OpenStep reader of referenced projects, the Swift source scan of check di,
// template rendering. Declared only when SCAFFOLD_FUZZ is set, so `swift build` and `swift test`
// never build it; libFuzzer supplies `main`.
if Context.environment["SCAFFOLD_FUZZ"] != nil {
    // No build plugin in a fuzzing build: its tool would be linked with libFuzzer, whose `main`
    // clashes with the tool's; BuildInfo then says `fuzz` for its facts (Sources/BuildInfo).
    if let index = package.targets.firstIndex(where: { $0.name == "BuildInfo" }) {
        package.targets[index].plugins = []
        package.targets[index].swiftSettings = [.define("SCAFFOLD_FUZZ")]
    }
    package.targets.append(.executableTarget(
        name: "ScaffoldFuzz", dependencies: ["ManifestLoader", "ScaffoldSupport", "XcodeGenerator", "DependencyCheck", "Templating", "GraphQLCheck", "ProjectImport", "ProjectSpec"],
        path: "Fuzz/ScaffoldFuzz", swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ))
    package.products.append(.executable(name: "ScaffoldFuzz", targets: ["ScaffoldFuzz"]))
}
