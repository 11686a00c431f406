/// Tuist's helpers that build a settings dictionary step by step
/// (`["A": "1"].marketingVersion("2.0").swiftVersion("5.9")`): each returns the dictionary with
/// the setting added (or replaced).
extension Dictionary where Key == String, Value == SettingValue {
    private func setting(_ key: String, _ value: SettingValue) -> SettingsDictionary {
        var copy = self
        copy[key] = value
        return copy
    }

    /// This dictionary with `other`'s settings added, replacing those of the same names.
    public func merging(_ other: SettingsDictionary) -> SettingsDictionary {
        merging(other) { _, new in new }
    }

    /// These settings with `other`'s merged in, in place.
    public mutating func merge(_ other: SettingsDictionary) {
        merge(other) { $1 }
    }

    /// `VERSION_INFO_STRING`, and its prefix and suffix.
    public func versionInfo(_ version: String, prefix: String? = nil, suffix: String? = nil) -> SettingsDictionary {
        var settings: SettingsDictionary = ["VERSION_INFO_STRING": .string(version)]
        settings["VERSION_INFO_PREFIX"] = prefix.map(SettingValue.string)
        settings["VERSION_INFO_SUFFIX"] = suffix.map(SettingValue.string)
        return merging(settings)
    }

    /// `SWIFT_OPTIMIZE_OBJECT_LIFETIME`.
    public func swiftOptimizeObjectLifetimes(_ enabled: Bool) -> SettingsDictionary {
        merging(["SWIFT_OPTIMIZE_OBJECT_LIFETIME": SettingValue(enabled)])
    }

    /// Tuist's misspelt name of ``swiftObjcBridgingHeaderPath(_:)``.
    public func swiftObjcBridingHeaderPath(_ path: String) -> SettingsDictionary {
        swiftObjcBridgingHeaderPath(path)
    }

    /// Manual signing with this identity and provisioning profile.
    public func manualCodeSigning(identity: String? = nil, provisioningProfileSpecifier: String? = nil) -> SettingsDictionary {
        var result = setting("CODE_SIGN_STYLE", "Manual")
        if let identity { result["CODE_SIGN_IDENTITY"] = .string(identity) }
        if let provisioningProfileSpecifier { result["PROVISIONING_PROFILE_SPECIFIER"] = .string(provisioningProfileSpecifier) }
        return result
    }

    /// Automatic signing by this development team.
    public func automaticCodeSigning(devTeam: String) -> SettingsDictionary {
        setting("CODE_SIGN_STYLE", "Automatic").setting("DEVELOPMENT_TEAM", .string(devTeam))
    }

    /// Signing as "Apple Development".
    public func codeSignIdentityAppleDevelopment() -> SettingsDictionary { codeSignIdentity("Apple Development") }

    /// Signing with `identity`.
    public func codeSignIdentity(_ identity: String) -> SettingsDictionary { setting("CODE_SIGN_IDENTITY", .string(identity)) }

    /// `CURRENT_PROJECT_VERSION`.
    public func currentProjectVersion(_ version: String) -> SettingsDictionary { setting("CURRENT_PROJECT_VERSION", .string(version)) }

    /// `MARKETING_VERSION`.
    public func marketingVersion(_ version: String) -> SettingsDictionary { setting("MARKETING_VERSION", .string(version)) }

    /// Apple's generic versioning system (`VERSIONING_SYSTEM = apple-generic`).
    public func appleGenericVersioningSystem() -> SettingsDictionary { setting("VERSIONING_SYSTEM", "apple-generic") }

    /// `SWIFT_VERSION`.
    public func swiftVersion(_ version: String) -> SettingsDictionary { setting("SWIFT_VERSION", .string(version)) }

    /// `OTHER_SWIFT_FLAGS`.
    public func otherSwiftFlags(_ flags: String...) -> SettingsDictionary { setting("OTHER_SWIFT_FLAGS", .array(flags)) }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`.
    public func swiftActiveCompilationConditions(_ conditions: String...) -> SettingsDictionary {
        setting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", .array(conditions))
    }

    /// `SWIFT_COMPILATION_MODE`.
    public func swiftCompilationMode(_ mode: SwiftCompilationMode) -> SettingsDictionary { setting("SWIFT_COMPILATION_MODE", .string(mode.rawValue)) }

    /// `SWIFT_OPTIMIZATION_LEVEL`.
    public func swiftOptimizationLevel(_ level: SwiftOptimizationLevel) -> SettingsDictionary { setting("SWIFT_OPTIMIZATION_LEVEL", .string(level.rawValue)) }

    /// `SWIFT_OBJC_BRIDGING_HEADER`.
    public func swiftObjcBridgingHeaderPath(_ path: String) -> SettingsDictionary { setting("SWIFT_OBJC_BRIDGING_HEADER", .string(path)) }

    /// `OTHER_CFLAGS`.
    public func otherCFlags(_ flags: [String]) -> SettingsDictionary { setting("OTHER_CFLAGS", .array(flags)) }

    /// `OTHER_LDFLAGS`.
    public func otherLinkerFlags(_ flags: [String]) -> SettingsDictionary { setting("OTHER_LDFLAGS", .array(flags)) }

    /// `ENABLE_BITCODE`.
    public func bitcodeEnabled(_ enabled: Bool) -> SettingsDictionary { setting("ENABLE_BITCODE", SettingValue(booleanLiteral: enabled)) }

    /// `DEBUG_INFORMATION_FORMAT`.
    public func debugInformationFormat(_ format: DebugInformationFormat) -> SettingsDictionary { setting("DEBUG_INFORMATION_FORMAT", .string(format.rawValue)) }
}

/// `SWIFT_COMPILATION_MODE`'s values.
public enum SwiftCompilationMode: String, Sendable {
    case singlefile, wholemodule
}

/// `SWIFT_OPTIMIZATION_LEVEL`'s values.
public enum SwiftOptimizationLevel: String, Sendable {
    case o = "-O", oNone = "-Onone", oSize = "-Osize"
}

/// `DEBUG_INFORMATION_FORMAT`'s values.
public enum DebugInformationFormat: String, Sendable {
    case dwarf, dwarfWithDsym = "dwarf-with-dsym"

}
