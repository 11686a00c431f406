import ProjectDescription

/// The Checkout package's targets, shared by the manifest (a helper, as Tuist projects keep them).
public enum CheckoutModule {
    public static let root = "Packages/Checkout"

    public static var framework: Target {
        .target(
            name: "Checkout",
            destinations: .iOS,
            product: .framework,
            sources: [.glob("\(root)/Sources/Checkout", excluding: ["Resources"]), .glob("\(root)/Generated", optional: true)],
            dependencies: [
                .target(name: "Payments"),
                .package(product: "NeedleFoundation", package: "Needle"),
                .package(product: "KitCore", package: "Kit"),
            ],
            packagePath: root
        )
    }

    public static var tests: Target {
        .target(
            name: "CheckoutTests",
            destinations: .iOS,
            product: .unitTests,
            sources: "\(root)/Tests/CheckoutTests",
            dependencies: [.target(name: "Checkout")],
            packagePath: root
        )
    }
}
