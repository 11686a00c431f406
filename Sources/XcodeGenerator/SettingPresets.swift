import ProjectSpec

/// XcodeGen's build-setting presets (its `SettingPresets/` files, as XcodeGen 2.45 writes
/// them): the project's base and configuration-type settings, and each target's by platform,
/// product type, and the two together. The manifest's settings go on top; see
/// `ProjectBuildSettings` and `TargetBuildSettings` for the order.
package enum SettingPresets {
    typealias Values = [String: PBXValue]

    /// The project-level presets of a configuration of `type`: Xcode's base project settings
    /// (XcodeGen's `base.yml`) and the debug or release ones.
    static func project(_ type: BuildConfiguration.Kind) -> Values {
        var values = strings(base)
        switch type {
        case .debug:
            values.merge(strings(debug)) { $1 }
            values["GCC_PREPROCESSOR_DEFINITIONS"] = .strings(["$(inherited)", "DEBUG=1"])
        case .release:
            values.merge(strings(release)) { $1 }
        }
        return values
    }

    /// The target-level presets of a `type` target on `platform`.
    static func target(platform: Platform, type: ProductType) -> Values {
        var values = self.platform(platform)
        values.merge(product(type, platform: platform)) { $1 }
        return values
    }

    /// The deployment-target setting of a platform.
    static func deploymentTargetKey(_ platform: Platform) -> String {
        switch platform {
        case .iOS, .auto: return "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: return "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: return "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: return "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: return "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The platform's SDK (`SDKROOT`).
    static func sdkRoot(_ platform: Platform) -> String {
        switch platform {
        case .iOS: return "iphoneos"
        case .macOS: return "macosx"
        case .tvOS: return "appletvos"
        case .watchOS: return "watchos"
        case .visionOS: return "xros"
        case .auto: return "auto"
        }
    }

    // MARK: The tables

    private static let base: [String: String] = {
        var values: [String: String] = [:]
        for key in [
            "CLANG_ANALYZER_NONNULL", "CLANG_ENABLE_MODULES", "CLANG_ENABLE_OBJC_ARC", "CLANG_ENABLE_OBJC_WEAK",
            "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING", "CLANG_WARN_BOOL_CONVERSION", "CLANG_WARN_COMMA", "CLANG_WARN_CONSTANT_CONVERSION",
            "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS", "CLANG_WARN_DOCUMENTATION_COMMENTS", "CLANG_WARN_EMPTY_BODY",
            "CLANG_WARN_ENUM_CONVERSION", "CLANG_WARN_INFINITE_RECURSION", "CLANG_WARN_INT_CONVERSION",
            "CLANG_WARN_NON_LITERAL_NULL_CONVERSION", "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF", "CLANG_WARN_OBJC_LITERAL_CONVERSION",
            "CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER", "CLANG_WARN_RANGE_LOOP_ANALYSIS", "CLANG_WARN_STRICT_PROTOTYPES",
            "CLANG_WARN_SUSPICIOUS_MOVE", "CLANG_WARN_UNREACHABLE_CODE", "CLANG_WARN__DUPLICATE_METHOD_MATCH",
            "ENABLE_STRICT_OBJC_MSGSEND", "GCC_NO_COMMON_BLOCKS", "GCC_WARN_64_TO_32_BIT_CONVERSION", "GCC_WARN_UNDECLARED_SELECTOR",
            "GCC_WARN_UNUSED_FUNCTION", "GCC_WARN_UNUSED_VARIABLE", "MTL_FAST_MATH",
        ] { values[key] = "YES" }
        values.merge([
            "ALWAYS_SEARCH_USER_PATHS": "NO",
            "CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION": "YES_AGGRESSIVE",
            "CLANG_CXX_LANGUAGE_STANDARD": "gnu++14",
            "CLANG_CXX_LIBRARY": "libc++",
            "CLANG_WARN_DIRECT_OBJC_ISA_USAGE": "YES_ERROR",
            "CLANG_WARN_OBJC_ROOT_CLASS": "YES_ERROR",
            "CLANG_WARN_UNGUARDED_AVAILABILITY": "YES_AGGRESSIVE",
            "COPY_PHASE_STRIP": "NO",
            "GCC_C_LANGUAGE_STANDARD": "gnu11",
            "GCC_WARN_ABOUT_RETURN_TYPE": "YES_ERROR",
            "GCC_WARN_UNINITIALIZED_AUTOS": "YES_AGGRESSIVE",
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "SWIFT_VERSION": "5.0",
        ]) { $1 }
        return values
    }()

    private static let debug: [String: String] = [
        "DEBUG_INFORMATION_FORMAT": "dwarf",
        "ENABLE_TESTABILITY": "YES",
        "GCC_DYNAMIC_NO_PIC": "NO",
        "GCC_OPTIMIZATION_LEVEL": "0",
        "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE",
        "ONLY_ACTIVE_ARCH": "YES",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
    ]

    private static let release: [String: String] = [
        "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
        "ENABLE_NS_ASSERTIONS": "NO",
        "MTL_ENABLE_DEBUG_INFO": "NO",
        "SWIFT_COMPILATION_MODE": "wholemodule",
        "SWIFT_OPTIMIZATION_LEVEL": "-O",
    ]

    private static func platform(_ platform: Platform) -> Values {
        var values: Values = ["SDKROOT": .string(sdkRoot(platform))]
        switch platform {
        case .iOS, .auto:
            values["TARGETED_DEVICE_FAMILY"] = .string("1,2")
            values["LD_RUNPATH_SEARCH_PATHS"] = .strings(["$(inherited)", "@executable_path/Frameworks"])
        case .tvOS:
            values["TARGETED_DEVICE_FAMILY"] = .string("3")
            values["LD_RUNPATH_SEARCH_PATHS"] = .strings(["$(inherited)", "@executable_path/Frameworks"])
        case .visionOS:
            values["TARGETED_DEVICE_FAMILY"] = .string("7")
            values["LD_RUNPATH_SEARCH_PATHS"] = .strings(["$(inherited)", "@executable_path/Frameworks"])
        case .macOS:
            values["COMBINE_HIDPI_IMAGES"] = .string("YES")
            values["LD_RUNPATH_SEARCH_PATHS"] = .strings(["$(inherited)", "@executable_path/../Frameworks"])
        case .watchOS:
            values["TARGETED_DEVICE_FAMILY"] = .string("4")
            values["SKIP_INSTALL"] = .string("YES")
        }
        return values
    }

    /// The product presets, with the product-and-platform ones on top.
    private static func product(_ type: ProductType, platform: Platform) -> Values {
        let mac = platform == .macOS
        switch type {
        case .application:
            var values: Values = ["ASSETCATALOG_COMPILER_APPICON_NAME": .string("AppIcon")]
            switch platform {
            case .iOS, .auto: values["CODE_SIGN_IDENTITY"] = .string("iPhone Developer")
            case .tvOS:
                values["ASSETCATALOG_COMPILER_APPICON_NAME"] = .string("App Icon & Top Shelf Image")
                values["ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"] = .string("LaunchImage")
            default: break
            }
            return values
        case .framework, .staticFramework:
            var values = strings([
                "CODE_SIGN_IDENTITY": "",
                "CURRENT_PROJECT_VERSION": "1",
                "DEFINES_MODULE": "YES",
                "DYLIB_COMPATIBILITY_VERSION": "1",
                "DYLIB_CURRENT_VERSION": "1",
                "DYLIB_INSTALL_NAME_BASE": "@rpath",
                "INSTALL_PATH": "$(LOCAL_LIBRARY_DIR)/Frameworks",
                "SKIP_INSTALL": "YES",
                "VERSIONING_SYSTEM": "apple-generic",
            ])
            if type == .staticFramework { values["MACH_O_TYPE"] = .string("staticlib") }
            return values
        case .staticLibrary:
            return ["SKIP_INSTALL": .string("YES")]
        case .unitTestBundle, .uiTestBundle:
            // XcodeGen has a macOS preset for unit tests only: a macOS UI test bundle keeps the iOS paths.
            let paths = mac && type == .unitTestBundle ? ["@executable_path/../Frameworks", "@loader_path/../Frameworks"] : ["@executable_path/Frameworks", "@loader_path/Frameworks"]
            return ["BUNDLE_LOADER": .string("$(TEST_HOST)"), "LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)"] + paths)]
        case .appExtension, .intentsServiceExtension, .tvExtension:
            let paths = mac ? ["@executable_path/../Frameworks", "@executable_path/../../../../Frameworks"] : ["@executable_path/Frameworks", "@executable_path/../../Frameworks"]
            return ["LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)"] + paths)]
        case .messagesExtension:
            return [
                "ASSETCATALOG_COMPILER_APPICON_NAME": .string("iMessage App Icon"),
                "LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", "@executable_path/Frameworks", "@executable_path/../../Frameworks"]),
            ]
        case .watch2Extension:
            return [
                "ASSETCATALOG_COMPILER_COMPLICATION_NAME": .string("Complication"),
                "LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", "@executable_path/Frameworks", "@executable_path/../../Frameworks"]),
            ]
        default:
            return [:]
        }
    }

    private static func strings(_ values: [String: String]) -> Values {
        values.mapValues { .string($0) }
    }
}

extension SettingValue {
    /// The value as written in `project.pbxproj`.
    var pbxValue: PBXValue {
        switch self {
        case let .string(text): return .string(text)
        case let .list(items): return .strings(items)
        }
    }
}

extension SettingPresets {
    /// The project-level presets of a configuration of `type`, as manifest values: what
    /// `scaffold import` leaves out of a project's settings.
    package static func projectSettings(_ type: BuildConfiguration.Kind) -> [String: SettingValue] {
        project(type).compactMapValues(\.settingValue)
    }

    /// The presets of a `type` target on `platform`, as manifest values.
    package static func targetSettings(platform: Platform, type: ProductType) -> [String: SettingValue] {
        target(platform: platform, type: type).compactMapValues(\.settingValue)
    }
}

extension PBXValue {
    /// The value as a manifest writes it (nil for a reference or dictionary).
    var settingValue: SettingValue? {
        switch self {
        case let .string(text): return .string(text)
        case let .array(items):
            let texts = items.compactMap { if case let .string(text) = $0 { text } else { nil } }
            return texts.count == items.count ? .list(texts) : nil
        case .reference, .dictionary: return nil
        }
    }
}
