import ProjectSpec

/// XcodeGen's presets for a target's `supportedDestinations` (its
/// `SettingPresets/SupportedDestinations/` files): each destination's settings merged in
/// XcodeGen's priority order (iOS, tvOS, watchOS, visionOS, macOS, Mac Catalyst — a later one
/// wins), then `SUPPORTED_PLATFORMS` and `TARGETED_DEVICE_FAMILY` joined over all of them.
enum SupportedDestinationPresets {
    /// The destinations XcodeGen knows, in its priority order.
    static let order = ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"]

    /// The settings `destinations` add to a target's presets (none when it lists none).
    static func values(for destinations: [String]) -> [String: PBXValue] {
        let known = order.filter(destinations.contains)
        guard !known.isEmpty else { return [:] }
        var values: [String: PBXValue] = [:]
        var platforms: [String] = []
        var families: [String] = []
        for destination in known {
            let preset = presets[destination] ?? [:]
            for (key, value) in preset { values[key] = .string(value) }
            if let text = preset["SUPPORTED_PLATFORMS"] { platforms += text.split(separator: " ").map(String.init) }
            if let text = preset["TARGETED_DEVICE_FAMILY"] { families += text.split(separator: ",").map(String.init) }
        }
        values["SUPPORTED_PLATFORMS"] = .string(platforms.joined(separator: " "))
        values["TARGETED_DEVICE_FAMILY"] = .string(families.joined(separator: ","))
        return values
    }

    private static let presets: [String: [String: String]] = [
        "iOS": ["SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "TARGETED_DEVICE_FAMILY": "1,2", "SUPPORTS_MACCATALYST": "NO",
                "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "YES", "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "YES"],
        "tvOS": ["SUPPORTED_PLATFORMS": "appletvos appletvsimulator", "TARGETED_DEVICE_FAMILY": "3"],
        "watchOS": ["SUPPORTED_PLATFORMS": "watchos watchsimulator", "TARGETED_DEVICE_FAMILY": "4"],
        "visionOS": ["SUPPORTED_PLATFORMS": "xros xrsimulator", "TARGETED_DEVICE_FAMILY": "7", "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "NO"],
        "macOS": ["SUPPORTED_PLATFORMS": "macosx", "SUPPORTS_MACCATALYST": "NO", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"],
        "macCatalyst": ["SUPPORTS_MACCATALYST": "YES", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"],
    ]
}
