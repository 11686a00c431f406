/// What a target builds, spelled as in XcodeGen's `type:` (Xcode's product type identifier
/// without `com.apple.product-type.`).
public enum ProductType: String, Sendable, Hashable, Encodable, CaseIterable {
    case application
    case appExtension = "app-extension"
    case bundle
    case unitTestBundle = "bundle.unit-test"
    case uiTestBundle = "bundle.ui-testing"
    case framework
    case staticFramework = "framework.static"
    case staticLibrary = "library.static"
    case dynamicLibrary = "library.dynamic"
    case commandLineTool = "tool"
    case onDemandInstallCapableApplication = "application.on-demand-install-capable"
    case messagesApplication = "application.messages"
    case watchApp = "application.watchapp"
    case watch2App = "application.watchapp2"
    case watch2AppContainer = "application.watchapp2-container"
    case messagesExtension = "app-extension.messages"
    case stickerPack = "app-extension.messages-sticker-pack"
    case intentsServiceExtension = "app-extension.intents-service"
    case extensionKitExtension = "extensionkit-extension"
    case ocUnitTestBundle = "bundle.ocunit-test"
    case xcFramework = "xcframework"
    case watchExtension = "watchkit-extension"
    case watch2Extension = "watchkit2-extension"
    case tvExtension = "tv-app-extension"
    case xpcService = "xpc-service"
    case xcodeExtension = "xcode-extension"
    case instrumentsPackage = "instruments-package"
    case metalLibrary = "metal-library"
    case driverExtension = "driver-extension"
    case systemExtension = "system-extension"
    /// No product: a legacy target (`type: ""`), which runs an external build tool.
    case none = ""

    /// Whether the product is a test bundle.
    public var isTest: Bool { self == .unitTestBundle || self == .uiTestBundle || self == .ocUnitTestBundle }

    /// Whether the product is an application of some kind (`.app`).
    public var isApp: Bool {
        [.application, .onDemandInstallCapableApplication, .messagesApplication, .watchApp, .watch2App, .watch2AppContainer].contains(self)
    }

    /// Whether a target of this type gets no Sources phase when it has nothing to compile
    /// (XcodeGen's rule: bundles, watch apps, iMessage apps and sticker packs).
    public var mayOmitSourcesPhase: Bool {
        [.bundle, .watchApp, .watch2App, .messagesApplication, .stickerPack].contains(self)
    }

    /// Whether the product is an extension (`.appex`).
    public var isExtension: Bool {
        [.appExtension, .messagesExtension, .stickerPack, .intentsServiceExtension, .extensionKitExtension, .watchExtension,
         .watch2Extension, .tvExtension, .xcodeExtension].contains(self)
    }

    /// Whether the product is a framework (`.framework`).
    public var isFramework: Bool { self == .framework || self == .staticFramework }

    /// Whether the product is a bundle Xcode cannot sign without an Info.plist.
    public var needsInfoPlist: Bool {
        isApp || isExtension || isTest || isFramework || [.bundle, .xpcService, .systemExtension, .driverExtension].contains(self)
    }

    /// Whether the product is a library or framework other targets link.
    public var isLibrary: Bool { [.framework, .staticFramework, .staticLibrary, .dynamicLibrary, .xcFramework].contains(self) }

    /// Xcode's product type identifier (`com.apple.product-type.application`); empty for none.
    public var identifier: String { self == .none ? "" : "com.apple.product-type.\(rawValue)" }

    /// The product's file extension (`app`, `framework`), `nil` for tools and none.
    public var fileExtension: String? {
        switch self {
        case .application, .onDemandInstallCapableApplication, .messagesApplication, .watchApp, .watch2App, .watch2AppContainer: return "app"
        case .appExtension, .messagesExtension, .stickerPack, .intentsServiceExtension, .extensionKitExtension, .watchExtension,
             .watch2Extension, .tvExtension, .xcodeExtension: return "appex"
        case .bundle: return "bundle"
        case .unitTestBundle, .uiTestBundle: return "xctest"
        case .ocUnitTestBundle: return "octest"
        case .framework, .staticFramework: return "framework"
        case .xcFramework: return "xcframework"
        case .staticLibrary: return "a"
        case .dynamicLibrary: return "dylib"
        case .xpcService: return "xpc"
        case .instrumentsPackage: return "instrpkg"
        case .metalLibrary: return "metallib"
        case .driverExtension: return "dext"
        case .systemExtension: return "systemextension"
        case .commandLineTool, .none: return nil
        }
    }
}
