import ProjectSpec

/// What Xcode calls a target's product: file name, type identifiers and file type.
public enum ProductNaming {
    /// The product's file name: `App.app`, `Kit.framework`, `libKit.a`, `AppTests.xctest`.
    public static func fileName(of target: Target) -> String {
        switch target.type {
        case .application: return "\(target.name).app"
        case .appExtension: return "\(target.name).appex"
        case .bundle: return "\(target.name).bundle"
        case .unitTestBundle, .uiTestBundle: return "\(target.name).xctest"
        case .framework, .staticFramework: return "\(target.name).framework"
        case .staticLibrary: return "lib\(target.name).a"
        case .dynamicLibrary: return "lib\(target.name).dylib"
        }
    }

    /// Xcode's product type identifier (`com.apple.product-type.application`).
    public static func productType(of type: ProductType) -> String {
        switch type {
        case .application: return "com.apple.product-type.application"
        case .appExtension: return "com.apple.product-type.app-extension"
        case .bundle: return "com.apple.product-type.bundle"
        case .unitTestBundle: return "com.apple.product-type.bundle.unit-test"
        case .uiTestBundle: return "com.apple.product-type.bundle.ui-testing"
        case .framework: return "com.apple.product-type.framework"
        case .staticFramework: return "com.apple.product-type.framework.static"
        case .staticLibrary: return "com.apple.product-type.library.static"
        case .dynamicLibrary: return "com.apple.product-type.library.dynamic"
        }
    }

    /// The `explicitFileType` of the product reference (`wrapper.application`).
    public static func fileType(of type: ProductType) -> String {
        switch type {
        case .application: return "wrapper.application"
        case .appExtension: return "wrapper.app-extension"
        case .bundle: return "wrapper.cfbundle"
        case .unitTestBundle, .uiTestBundle: return "wrapper.cfbundle"
        case .framework, .staticFramework: return "wrapper.framework"
        case .staticLibrary: return "archive.ar"
        case .dynamicLibrary: return "compiled.mach-o.dylib"
        }
    }

    /// Whether the product can be launched (a Run action's BuildableProductRunnable).
    public static func isRunnable(_ type: ProductType) -> Bool {
        type == .application
    }
}
