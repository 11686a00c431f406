// The Swift twin of Project.yml, with Checkout's targets from ProjectDescriptionHelpers.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Shop",
    options: .options(
        bundleIdPrefix: "com.shop",
        createIntermediateGroups: true,
        generateTargetSchemes: false,
        scaffoldPath: "tools/scaffold",
        deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0")
    ),
    packages: [
        .remote(name: "Needle", url: "https://github.com/uber/needle", requirement: .upToNextMajor(from: "0.25.1")),
        .remote(url: "https://github.com/jpsim/Yams.git", requirement: .exact("6.0.1")),
        .remote(name: "Kit", url: "https://example.com/tools/kit.git", requirement: .range(from: "1.2.0", to: "2.0.0")),
        .local(path: "Vendor/DesignSystem"),
    ],
    settings: .settings(
        base: ["SWIFT_VERSION": "5.0", "OTHER_SWIFT_FLAGS": ["-warnings-as-errors"]],
        configurations: [
            .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"]),
            .release(name: "Staging", settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "STAGING"]),
            .release(name: .release),
        ]
    ),
    targets: [
        .target(
            name: "ShopApp",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "com.shop.app",
            sources: "App",
            resources: [.folderReference(path: "Packages/Checkout/Sources/Checkout/Resources")],
            scripts: [
                .pre(script: "sh Scripts/lint.sh", name: "Lint", inputPaths: ["Scripts/lint.sh"],
                     outputPaths: ["$(DERIVED_FILE_DIR)/lint.stamp"], basedOnDependencyAnalysis: false),
                .post(path: "Scripts/lint.sh", name: "Report"),
            ],
            dependencies: [.target(name: "Checkout"), .package(product: "DesignSystem"), .sdk(name: "StoreKit", type: .framework)],
            settings: .settings(
                base: ["GENERATE_INFOPLIST_FILE": true],
                configurations: [.release(name: .release, settings: ["CODE_SIGN_IDENTITY": "Apple Distribution"])]
            )
        ),
        CheckoutModule.framework,
        CheckoutModule.tests,
        .target(
            name: "Payments",
            destinations: .macOS,
            product: .dynamicLibrary,
            deploymentTargets: .macOS("14.0"),
            sources: ["Packages/Payments/Sources/Payments"],
            dependencies: [.sdk(name: "z", type: .library), .package(product: "Yams")],
            packagePath: "Packages/Payments"
        ),
    ],
    schemes: [
        .scheme(
            name: "ShopApp",
            buildAction: .buildAction(
                targets: ["ShopApp", "Checkout"],
                preActions: [.executionAction(title: "Generate Needle", scriptText: "cd \"$SRCROOT\" && needle generate", target: "ShopApp")],
                postActions: [.executionAction(title: "Done", scriptText: "echo done")]
            ),
            testAction: .targets(["CheckoutTests"], configuration: .debug, options: .options(coverage: true)),
            runAction: .runAction(configuration: .debug, arguments: .arguments(environmentVariables: ["API_URL": "https://staging.shop.example"])),
            archiveAction: .archiveAction(configuration: "Staging"),
            profileAction: .profileAction(configuration: .release),
            analyzeAction: .analyzeAction(configuration: .debug)
        ),
    ],
    features: [
        .feature(name: "LoggedIn", pattern: .imvvm, plugin: false, target: "ShopApp"),
        .feature(name: "Cart", pattern: .mvsl, parent: "LoggedIn", flag: "cartV2", target: "ShopApp"),
        .feature(name: "Wishlist", pattern: .observable, parent: "LoggedIn"),
    ],
    pipeline: [
        .step(name: "lint", run: "sh Scripts/lint.sh", inputs: ["App/**/*.swift"], onFailure: .warn, timeout: 30, env: ["STRICT": "1"],
              workingDirectory: ".", buildPhase: ["ShopApp"], schemePreAction: []),
        .step(name: "report", run: "echo report", dependsOn: ["lint"]),
        .step(name: "di-check", run: "di-check", inputs: ["App/**/*.swift"], buildPhase: [],
              excludePaths: ["/Previews/"], excludeSuffixes: ["Tests", "Mocks"]),
        .step(name: "graphql", run: "graphql", inputs: ["App/**/*.graphql"], outputs: ["App/Generated/ShopAPI.swift"], schema: "App/schema.graphqls",
              scalars: ["DateTime": "Date", "URI": "Foundation.URL"], namespace: "ShopAPI", accessLevel: .public),
    ]
)
