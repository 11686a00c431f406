// A fixture in the shape of a module's public API (written for the inventory's own test).
public struct Target: Equatable {
    public var name: String
    public var product: Product

    public static func target(name: String, product: Product = .app, sources: [String] = []) -> Target {
        Target(name: name, product: product)
    }

    public static func absent(label: String) -> Target { Target(name: label, product: .app) }

    @available(*, unavailable, message: "use target(name:)")
    public static func gone(_: String) -> Target { fatalError() }
}

public enum Product: String {
    case app, framework
    case bundle
}

public enum Dependency {
    case target(name: String, condition: String? = nil)
    case typed(path: Int)
}
