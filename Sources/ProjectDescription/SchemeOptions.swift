/// Options of a run action.
public struct RunActionOptions: Sendable {
    /// The language the app runs in.
    public var language: SchemeLanguage?
    /// The region the app runs in.
    public var region: String?
    /// A StoreKit configuration file.
    public var storeKitConfigurationPath: Path?
    /// The location simulated.
    public var simulatedLocation: SimulatedLocation?
    /// Metal frame capture.
    public var enableGPUFrameCaptureMode: GPUFrameCaptureMode

    /// The options; every default is Xcode's.
    public static func options(
        language: SchemeLanguage? = nil, region: String? = nil, storeKitConfigurationPath: Path? = nil,
        simulatedLocation: SimulatedLocation? = nil, enableGPUFrameCaptureMode: GPUFrameCaptureMode = .default
    ) -> RunActionOptions {
        RunActionOptions(language: language, region: region, storeKitConfigurationPath: storeKitConfigurationPath,
                         simulatedLocation: simulatedLocation, enableGPUFrameCaptureMode: enableGPUFrameCaptureMode)
    }

    /// Tuist's earlier name of ``SimulatedLocation``.
    public typealias SimulatedLocation = ProjectDescription.SimulatedLocation

    /// Metal frame capture modes.
    public enum GPUFrameCaptureMode: String, Sendable, Codable {
        case autoEnabled, metal, openGL, disabled
        /// Xcode's default.
        public static var `default`: GPUFrameCaptureMode { .autoEnabled }
    }

    var fields: [(String, ManifestJSON?)] {
        [
            ("language", language.map { .string($0.identifier) }),
            ("region", region.map(ManifestJSON.string)),
            ("storeKitConfiguration", storeKitConfigurationPath.map { .string($0.manifestRelative) }),
            ("simulateLocation", simulatedLocation.map { .object([("allow", .bool(true)), ("defaultLocation", .string($0.name))]) }),
            ("enableGPUFrameCaptureMode", enableGPUFrameCaptureMode == .default ? nil : .string(enableGPUFrameCaptureMode.rawValue)),
        ]
    }
}

/// Sanitizers and checkers of a run or test action.
public struct SchemeDiagnosticsOptions: Sendable {
    public var addressSanitizerEnabled: Bool
    public var detectStackUseAfterReturnEnabled: Bool
    public var threadSanitizerEnabled: Bool
    public var mainThreadCheckerEnabled: Bool
    public var performanceAntipatternCheckerEnabled: Bool

    /// The options; every default is Xcode's.
    public static func options(
        addressSanitizerEnabled: Bool = false, detectStackUseAfterReturnEnabled: Bool = false, threadSanitizerEnabled: Bool = false,
        mainThreadCheckerEnabled: Bool = true, performanceAntipatternCheckerEnabled: Bool = true
    ) -> SchemeDiagnosticsOptions {
        SchemeDiagnosticsOptions(addressSanitizerEnabled: addressSanitizerEnabled, detectStackUseAfterReturnEnabled: detectStackUseAfterReturnEnabled,
                                 threadSanitizerEnabled: threadSanitizerEnabled, mainThreadCheckerEnabled: mainThreadCheckerEnabled,
                                 performanceAntipatternCheckerEnabled: performanceAntipatternCheckerEnabled)
    }

    var json: [(String, ManifestJSON?)] {
        [
            ("enableAddressSanitizer", addressSanitizerEnabled ? .bool(true) : nil),
            ("enableASanStackUseAfterReturn", detectStackUseAfterReturnEnabled ? .bool(true) : nil),
            ("enableThreadSanitizer", threadSanitizerEnabled ? .bool(true) : nil),
            ("disableMainThreadChecker", mainThreadCheckerEnabled ? nil : .bool(true)),
            ("disableThreadPerformanceChecker", performanceAntipatternCheckerEnabled ? nil : .bool(true)),
        ]
    }
}

/// Metal options of a run action.
public struct MetalOptions: Sendable {
    public var apiValidation: Bool
    public var shaderValidation: Bool
    public var showGraphicsOverview: Bool
    public var logGraphicsOverview: Bool

    /// The options; every default is Xcode's.
    public static func options(apiValidation: Bool = true, shaderValidation: Bool = false, showGraphicsOverview: Bool = false,
                               logGraphicsOverview: Bool = false) -> MetalOptions {
        MetalOptions(apiValidation: apiValidation, shaderValidation: shaderValidation, showGraphicsOverview: showGraphicsOverview,
                     logGraphicsOverview: logGraphicsOverview)
    }

    var fields: [(String, ManifestJSON?)] {
        [("enableGPUValidationMode", apiValidation ? nil : .string("disabled"))]
    }
}

/// The language a scheme runs or tests in: a code, or one of Xcode's pseudo-languages.
public struct SchemeLanguage: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The code Xcode writes.
    public let identifier: String
    /// A language by code.
    public init(identifier: String) { self.identifier = identifier }
    public init(stringLiteral: String) { identifier = stringLiteral }

    public static var doubleLengthPseudoLanguage: SchemeLanguage { SchemeLanguage(identifier: "IDELaunchSchemeLanguageDoubleLocalizedStrings") }
    public static var rightToLeftPseudoLanguage: SchemeLanguage { SchemeLanguage(identifier: "IDELaunchSchemeLanguageRightToLeftLayoutDirection") }
    public static var accentedPseudoLanguage: SchemeLanguage { SchemeLanguage(identifier: "IDELaunchSchemeLanguageAccentedLatin") }
    public static var boundedStringPseudoLanguage: SchemeLanguage { SchemeLanguage(identifier: "IDELaunchSchemeLanguageBoundedString") }
    public static var rightToLeftWithStringsPseudoLanguage: SchemeLanguage { SchemeLanguage(identifier: "IDELaunchSchemeLanguageRLO") }
}

/// A location a scheme simulates: one of Xcode's, or a `.gpx` file.
public struct SimulatedLocation: Sendable, Equatable {
    /// The name of one of Xcode's locations.
    public var identifier: String?
    /// A `.gpx` file.
    public var gpxFile: Path?

    /// The location in a `.gpx` file.
    public static func custom(gpxFile: Path) -> SimulatedLocation { SimulatedLocation(identifier: nil, gpxFile: gpxFile) }
    public static var london: SimulatedLocation { named("London, England") }
    public static var johannesburg: SimulatedLocation { named("Johannesburg, South Africa") }
    public static var moscow: SimulatedLocation { named("Moscow, Russia") }
    public static var mumbai: SimulatedLocation { named("Mumbai, India") }
    public static var tokyo: SimulatedLocation { named("Tokyo, Japan") }
    public static var sydney: SimulatedLocation { named("Sydney, Australia") }
    public static var hongKong: SimulatedLocation { named("Hong Kong, China") }
    public static var honolulu: SimulatedLocation { named("Honolulu, HI, USA") }
    public static var sanFrancisco: SimulatedLocation { named("San Francisco, CA, USA") }
    public static var mexicoCity: SimulatedLocation { named("Mexico City, Mexico") }
    public static var newYork: SimulatedLocation { named("New York, NY, USA") }
    public static var rioDeJaneiro: SimulatedLocation { named("Rio de Janeiro, Brazil") }

    private static func named(_ identifier: String) -> SimulatedLocation { SimulatedLocation(identifier: identifier, gpxFile: nil) }

    /// What the manifest's `location` says: the name, or the `.gpx` path.
    var name: String { identifier ?? gpxFile?.manifestRelative ?? "" }
}
