/// An Apple platform a target builds for.
public enum Platform: String, Sendable, Hashable, Encodable, CaseIterable, CodingKeyRepresentable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
    /// XcodeGen's `platform: auto`: the SDK is chosen by the destination (`SDKROOT = auto`),
    /// for targets that list `supportedDestinations`.
    case auto

    /// The real platforms (every case but `auto`), which have SDKs and deployment targets.
    public static let concrete: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]
}
