import Foundation

extension StringProtocol {
    /// Whether the text is empty or only whitespace, as `trimmingCharacters(in: .whitespaces)`
    /// would leave it empty (spaces, tabs and Unicode's other space separators), without that
    /// call's trip through `NSString`: the loader asks this of every path of a manifest.
    public var isBlank: Bool {
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09: continue
            case 0x00...0x7F: return false
            default: if !CharacterSet.whitespaces.contains(scalar) { return false }
            }
        }
        return true
    }
}
