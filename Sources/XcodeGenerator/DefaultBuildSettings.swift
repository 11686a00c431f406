import ProjectSpec

/// The build settings Xcode's own templates start from, by configuration type, platform and
/// product type; the manifest's settings go on top.
enum DefaultBuildSettings {
    typealias Values = [String: PBXValue]

    /// Project-level settings for a configuration of `type`.
    static func project(_ type: BuildConfiguration.Kind) -> Values {
        var values: Values = [:]
        let yes: [String] = [
            "CLANG_ANALYZER_NONNULL", "CLANG_ENABLE_MODULES", "CLANG_ENABLE_OBJC_ARC", "CLANG_ENABLE_OBJC_WEAK",
            "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING", "CLANG_WARN_BOOL_CONVERSION", "CLANG_WARN_COMMA",
            "CLANG_WARN_CONSTANT_CONVERSION", "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS", "CLANG_WARN_DOCUMENTATION_COMMENTS",
            "CLANG_WARN_EMPTY_BODY", "CLANG_WARN_ENUM_CONVERSION", "CLANG_WARN_INFINITE_RECURSION", "CLANG_WARN_INT_CONVERSION",
            "CLANG_WARN_NON_LITERAL_NULL_CONVERSION", "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF", "CLANG_WARN_OBJC_LITERAL_CONVERSION",
            "CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER", "CLANG_WARN_RANGE_LOOP_ANALYSIS", "CLANG_WARN_STRICT_PROTOTYPES",
            "CLANG_WARN_SUSPICIOUS_MOVE", "CLANG_WARN_UNREACHABLE_CODE", "CLANG_WARN__DUPLICATE_METHOD_MATCH",
            "ENABLE_STRICT_OBJC_MSGSEND", "ENABLE_USER_SCRIPT_SANDBOXING", "GCC_NO_COMMON_BLOCKS",
            "GCC_WARN_64_TO_32_BIT_CONVERSION", "GCC_WARN_UNDECLARED_SELECTOR", "GCC_WARN_UNUSED_FUNCTION",
            "GCC_WARN_UNUSED_VARIABLE", "LOCALIZATION_PREFERS_STRING_CATALOGS",
        ]
        for key in yes { values[key] = .string("YES") }
        values["ENABLE_USER_SCRIPT_SANDBOXING"] = .string("NO")  // pipeline steps write into the source tree
        values["ALWAYS_SEARCH_USER_PATHS"] = .string("NO")
        values["CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION"] = .string("YES_AGGRESSIVE")
        values["CLANG_CXX_LANGUAGE_STANDARD"] = .string("gnu++20")
        values["CLANG_WARN_DIRECT_OBJC_ISA_USAGE"] = .string("YES_ERROR")
        values["CLANG_WARN_OBJC_ROOT_CLASS"] = .string("YES_ERROR")
        values["CLANG_WARN_UNGUARDED_AVAILABILITY"] = .string("YES_AGGRESSIVE")
        values["COPY_PHASE_STRIP"] = .string("NO")
        values["GCC_C_LANGUAGE_STANDARD"] = .string("gnu17")
        values["GCC_WARN_ABOUT_RETURN_TYPE"] = .string("YES_ERROR")
        values["GCC_WARN_UNINITIALIZED_AUTOS"] = .string("YES_AGGRESSIVE")
        values["PRODUCT_NAME"] = .string("$(TARGET_NAME)")
        values["SWIFT_VERSION"] = .string("5.0")
        switch type {
        case .debug:
            values["DEBUG_INFORMATION_FORMAT"] = .string("dwarf")
            values["ENABLE_TESTABILITY"] = .string("YES")
            values["GCC_DYNAMIC_NO_PIC"] = .string("NO")
            values["GCC_OPTIMIZATION_LEVEL"] = .string("0")
            values["GCC_PREPROCESSOR_DEFINITIONS"] = .strings(["DEBUG=1", "$(inherited)"])
            values["MTL_ENABLE_DEBUG_INFO"] = .string("INCLUDE_SOURCE")
            values["ONLY_ACTIVE_ARCH"] = .string("YES")
            values["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = .string("DEBUG $(inherited)")
            values["SWIFT_OPTIMIZATION_LEVEL"] = .string("-Onone")
        case .release:
            values["DEBUG_INFORMATION_FORMAT"] = .string("dwarf-with-dsym")
            values["ENABLE_NS_ASSERTIONS"] = .string("NO")
            values["MTL_ENABLE_DEBUG_INFO"] = .string("NO")
            values["SWIFT_COMPILATION_MODE"] = .string("wholemodule")
            values["VALIDATE_PRODUCT"] = .string("YES")
        }
        return values
    }

    /// Target-level settings for `target` (before the manifest's), with `host` the application a
    /// test bundle runs in, if any, and `infoPlist` the target's own Info.plist, if it has one.
    static func target(_ target: Target, bundleIdPrefix: String?, host: Target?, infoPlist: String? = nil) -> Values {
        var values = platform(target.platform)
        values.merge(product(target.type, platform: target.platform)) { $1 }
        if let version = target.deploymentTarget { values[deploymentTargetKey(target.platform)] = .string(version) }
        let identifier = bundleIdPrefix.map { "\($0).\(target.name)" } ?? target.name
        values["PRODUCT_BUNDLE_IDENTIFIER"] = .string(identifier.replacingOccurrences(of: "_", with: "-"))
        if let infoPlist {
            values["INFOPLIST_FILE"] = .string(infoPlist)
        } else if target.type != .staticLibrary && target.type != .dynamicLibrary {
            values["GENERATE_INFOPLIST_FILE"] = .string("YES")
            if target.type == .application { values.merge(generatedAppInfo(target.platform)) { $1 } }
        }
        if let host, target.type == .unitTestBundle {
            let executable = host.platform == .macOS ? "\(host.name).app/Contents/MacOS/\(host.name)" : "\(host.name).app/\(host.name)"
            values["TEST_HOST"] = .string("$(BUILT_PRODUCTS_DIR)/\(executable)")
            values["BUNDLE_LOADER"] = .string("$(TEST_HOST)")
        }
        if let host, target.type == .uiTestBundle {
            values["TEST_TARGET_NAME"] = .string(host.name)
        }
        return values
    }

    /// What Xcode's app template puts in a generated Info.plist: a launch screen, scenes,
    /// orientations (iOS) and the bundle versions.
    private static func generatedAppInfo(_ platform: Platform) -> Values {
        var values: Values = ["CURRENT_PROJECT_VERSION": .string("1"), "MARKETING_VERSION": .string("1.0")]
        guard platform == .iOS else { return values }
        values["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] = .string("YES")
        values["INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents"] = .string("YES")
        values["INFOPLIST_KEY_UILaunchScreen_Generation"] = .string("YES")
        values["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"] = .string(
            "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight")
        values["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"] = .string(
            "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight")
        return values
    }

    /// The deployment-target setting of a platform.
    static func deploymentTargetKey(_ platform: Platform) -> String {
        switch platform {
        case .iOS: return "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: return "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: return "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: return "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: return "XROS_DEPLOYMENT_TARGET"
        case .auto: return "IPHONEOS_DEPLOYMENT_TARGET"
        }
    }

    private static func platform(_ platform: Platform) -> Values {
        switch platform {
        case .iOS: return ["SDKROOT": .string("iphoneos"), "TARGETED_DEVICE_FAMILY": .string("1,2")]
        case .macOS: return ["SDKROOT": .string("macosx")]
        case .tvOS: return ["SDKROOT": .string("appletvos"), "TARGETED_DEVICE_FAMILY": .string("3")]
        case .watchOS: return ["SDKROOT": .string("watchos"), "TARGETED_DEVICE_FAMILY": .string("4")]
        case .visionOS: return ["SDKROOT": .string("xros"), "TARGETED_DEVICE_FAMILY": .string("1,2,7")]
        case .auto: return ["SDKROOT": .string("auto")]
        }
    }

    private static func product(_ type: ProductType, platform: Platform) -> Values {
        let mac = platform == .macOS
        let frameworks = mac ? "@executable_path/../Frameworks" : "@executable_path/Frameworks"
        let loaderFrameworks = mac ? "@loader_path/../Frameworks" : "@loader_path/Frameworks"
        switch type {
        case .application:
            return [
                "ASSETCATALOG_COMPILER_APPICON_NAME": .string("AppIcon"),
                "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME": .string("AccentColor"),
                "ENABLE_PREVIEWS": .string("YES"),
                "LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", frameworks]),
            ]
        case .appExtension:
            return ["LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", frameworks, "@executable_path/../../Frameworks"])]
        case .framework:
            return [
                "CURRENT_PROJECT_VERSION": .string("1"),
                "DEFINES_MODULE": .string("YES"),
                "DYLIB_COMPATIBILITY_VERSION": .string("1"),
                "DYLIB_CURRENT_VERSION": .string("1"),
                "DYLIB_INSTALL_NAME_BASE": .string("@rpath"),
                "INSTALL_PATH": .string("$(LOCAL_LIBRARY_DIR)/Frameworks"),
                "LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", frameworks, loaderFrameworks]),
                "PRODUCT_NAME": .string("$(TARGET_NAME:c99extidentifier)"),
                "SKIP_INSTALL": .string("YES"),
                "VERSIONING_SYSTEM": .string("apple-generic"),
                "VERSION_INFO_PREFIX": .string(""),
            ]
        case .staticFramework:
            return ["DEFINES_MODULE": .string("YES"), "MACH_O_TYPE": .string("staticlib"), "SKIP_INSTALL": .string("YES")]
        case .staticLibrary:
            return ["OTHER_LDFLAGS": .string("-ObjC"), "SKIP_INSTALL": .string("YES")]
        case .dynamicLibrary:
            return ["DYLIB_COMPATIBILITY_VERSION": .string("1"), "DYLIB_CURRENT_VERSION": .string("1"), "EXECUTABLE_PREFIX": .string("lib"), "SKIP_INSTALL": .string("YES")]
        case .bundle:
            return ["SKIP_INSTALL": .string("YES"), "WRAPPER_EXTENSION": .string("bundle")]
        case .unitTestBundle, .uiTestBundle:
            return ["LD_RUNPATH_SEARCH_PATHS": .strings(["$(inherited)", frameworks, loaderFrameworks])]
        default:
            return [:]
        }
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
