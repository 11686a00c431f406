/// An Apple platform a target builds for.
public enum Platform: String, Sendable, Hashable, CaseIterable, CodingKeyRepresentable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
