import ProjectSpec

/// What Xcode calls a target's product: file name, type identifiers and file type.
public enum ProductNaming {
    /// The product's file name: `App.app`, `Kit.framework`, `libKit.a`, `AppTests.xctest`;
    /// from the target's `productName` when it has one.
    public static func fileName(of target: Target) -> String {
        let name = target.productName ?? target.name
        switch target.type {
        case .staticLibrary: return "lib\(name).a"
        case .dynamicLibrary: return "lib\(name).dylib"
        default: return target.type.fileExtension.map { "\(name).\($0)" } ?? name
        }
    }

    /// Xcode's product type identifier (`com.apple.product-type.application`).
    public static func productType(of type: ProductType) -> String {
        type.identifier
    }

    /// The `explicitFileType` of the product reference (`wrapper.application`).
    public static func fileType(of type: ProductType) -> String {
        switch type {
        case .staticLibrary: return "archive.ar"
        case .dynamicLibrary: return "compiled.mach-o.dylib"
        case .commandLineTool: return "compiled.mach-o.executable"
        case .none: return ""
        default:
            let types = ["app": "wrapper.application", "appex": "wrapper.app-extension", "bundle": "wrapper.cfbundle", "xctest": "wrapper.cfbundle",
                         "octest": "wrapper.cfbundle", "framework": "wrapper.framework", "xcframework": "wrapper.xcframework",
                         "xpc": "wrapper.xpc-service", "dext": "wrapper.driver-extension", "systemextension": "wrapper.system-extension",
                         "metallib": "archive.metal-library", "instrpkg": "com.apple.instruments.instrdst"]
            return type.fileExtension.flatMap { types[$0] } ?? "wrapper"
        }
    }
}
