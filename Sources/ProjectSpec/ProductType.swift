/// What a target builds, spelled as in XcodeGen's `type:`.
public enum ProductType: String, Sendable, Hashable, CaseIterable {
    case application
    case appExtension = "app-extension"
    case bundle
    case unitTestBundle = "bundle.unit-test"
    case uiTestBundle = "bundle.ui-testing"
    case framework
    case staticFramework = "framework.static"
    case staticLibrary = "library.static"
    case dynamicLibrary = "library.dynamic"

    /// Whether the product is a test bundle.
    public var isTest: Bool { self == .unitTestBundle || self == .uiTestBundle }
}
