// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ProjectSpec", targets: ["ProjectSpec"]),
        .library(name: "ManifestLoader", targets: ["ManifestLoader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Shared support: diagnostics, file writing, globbing, hashing.
        .target(name: "ScaffoldSupport"),
        // The manifest model: plain Sendable values, no I/O.
        .target(name: "ProjectSpec"),
        // Project.yml → Project, with located diagnostics.
        .target(
            name: "ManifestLoader",
            dependencies: ["ProjectSpec", "ScaffoldSupport", .product(name: "Yams", package: "Yams")]
        ),
        // The argument-parser commands; thin.
        .target(
            name: "ScaffoldCLI",
            dependencies: [
                "ProjectSpec", "ManifestLoader", "ScaffoldSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldCLI"]),
        .testTarget(name: "ScaffoldSupportTests", dependencies: ["ScaffoldSupport"]),
        .testTarget(
            name: "ManifestLoaderTests",
            dependencies: ["ManifestLoader", "ProjectSpec", "ScaffoldSupport"]
        ),
        .testTarget(name: "ScaffoldCLITests", dependencies: ["ScaffoldCLI", "scaffold"]),
    ]
)
