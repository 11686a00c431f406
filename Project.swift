// The Swift twin of Project.yml: the same demo app, written with ProjectDescription.
// `scaffold generate --spec Project.swift` writes exactly the project Project.yml gives.
import ProjectDescription

let project = Project(
    name: "Example",
    options: .options(
        bundleIdPrefix: "com.example",
        createIntermediateGroups: true,
        generateTargetSchemes: false,
        featureFlagsPath: "Example/App/Plugins/FeatureFlags.swift",
        deploymentTargets: .iOS("17.0")
    ),
    packages: [
        .remote(name: "IMVVM", url: "https://github.com/neakor/swiftui-imvvm", requirement: .upToNextMajor(from: "1.0.0")),
        .remote(name: "Needle", url: "https://github.com/uber/needle", requirement: .upToNextMajor(from: "0.25.1")),
    ],
    settings: .settings(
        base: ["SWIFT_VERSION": "5.0", "MARKETING_VERSION": "1.0.0", "CURRENT_PROJECT_VERSION": "1"],
        configurations: [
            .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"]),
            .release(name: .release),
        ]
    ),
    targets: [
        .target(
            name: "ExampleApp",
            destinations: .iOS,
            product: .app,
            sources: ["Example/App", .glob("Example/Features", excluding: ["*/module.yml", "*/GraphQL", "*/Package.swift", "*/Sources", "*/Tests"])],
            dependencies: [
                .package(product: "IMVVM"),
                .package(product: "NeedleFoundation", package: "Needle"),
            ],
            settings: .settings(base: ["GENERATE_INFOPLIST_FILE": true, "INFOPLIST_KEY_UILaunchScreen_Generation": true])
        ),
        .target(
            name: "ExampleAppTests",
            destinations: .iOS,
            product: .unitTests,
            sources: ["Example/Tests"],
            dependencies: [.target(name: "ExampleApp")],
            settings: .settings(base: ["GENERATE_INFOPLIST_FILE": true])
        ),
    ],
    schemes: [
        .scheme(
            name: "ExampleApp",
            buildAction: .buildAction(targets: ["ExampleApp"]),
            testAction: .targets(["ExampleAppTests"], configuration: .debug, options: .options(coverage: true)),
            runAction: .runAction(configuration: .debug),
            archiveAction: .archiveAction(configuration: .release)
        ),
    ],
    features: [
        .feature(name: "LoggedOut", pattern: .imvvm, plugin: false, target: "ExampleApp"),
        .feature(name: "LoggedIn", pattern: .imvvm, plugin: false, target: "ExampleApp"),
        .feature(name: "Profile", pattern: .imvvm, parent: "LoggedIn", target: "ExampleApp", title: "Profile", icon: "person.crop.circle"),
        .feature(name: "Settings", pattern: .imvvm, parent: "LoggedIn", target: "ExampleApp", title: "Settings", icon: "gearshape"),
    ],
    pipeline: [
        .step(name: "di-check", run: "di-check", inputs: ["Example/App/**/*.swift", "Example/Features/**/*.swift"], buildPhase: ["ExampleApp"]),
        .step(
            name: "needle", run: "needle", inputs: ["Example/App/**/*.swift", "Example/Features/**/*.swift"],
            outputs: ["Example/App/Generated/NeedleGenerated.swift"], dependsOn: ["di-check"],
            buildPhase: ["ExampleApp"], schemePreAction: ["ExampleApp"]
        ),
        .step(
            name: "graphql", run: "graphql", inputs: ["Example/GraphQL/**/*.graphql", "Example/Features/*/GraphQL/**/*.graphql"],
            outputs: ["Example/App/Generated/GraphQLAPI.swift"], schema: "Example/GraphQL/schema.graphqls"
        ),
    ]
)
