import Foundation
import ProjectSpec

/// The XML property lists `generate` writes for a target's `info` and `entitlements`, with
/// keys sorted so the bytes depend only on the manifest.
enum PlistWriter {
    /// XcodeGen's defaults under an `info:` file's own properties.
    static let infoDefaults: [String: PlistValue] = [
        "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
        "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
        "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
        "CFBundleInfoDictionaryVersion": .string("6.0"),
        "CFBundleName": .string("$(PRODUCT_NAME)"),
        "CFBundlePackageType": .string("$(PRODUCT_BUNDLE_PACKAGE_TYPE)"),
        "CFBundleShortVersionString": .string("1.0"),
        "CFBundleVersion": .string("1"),
    ]

    /// The files to write for `project`'s targets: path → text.
    static func files(for project: Project) -> [String: String] {
        var files: [String: String] = [:]
        for target in project.targets {
            if let info = target.info { files[info.path] = document(infoDefaults.merging(info.properties) { $1 }) }
            if let entitlements = target.entitlements { files[entitlements.path] = document(entitlements.properties) }
        }
        return files
    }

    /// A complete plist document holding `dictionary`.
    static func document(_ dictionary: [String: PlistValue]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(render(.dictionary(dictionary), indent: ""))
        </plist>

        """
    }

    private static func render(_ value: PlistValue, indent: String) -> String {
        switch value {
        case let .string(text): return "\(indent)<string>\(escape(text))</string>"
        case let .bool(flag): return "\(indent)<\(flag ? "true" : "false")/>"
        case let .integer(number): return "\(indent)<integer>\(number)</integer>"
        case let .real(number): return "\(indent)<real>\(number)</real>"
        case let .array(items):
            guard !items.isEmpty else { return "\(indent)<array/>" }
            return (["\(indent)<array>"] + items.map { render($0, indent: indent + "\t") } + ["\(indent)</array>"]).joined(separator: "\n")
        case let .dictionary(entries):
            guard !entries.isEmpty else { return "\(indent)<dict/>" }
            let body = entries.keys.sorted().flatMap { key in
                ["\(indent)\t<key>\(escape(key))</key>", render(entries[key] ?? .string(""), indent: indent + "\t")]
            }
            return (["\(indent)<dict>"] + body + ["\(indent)</dict>"]).joined(separator: "\n")
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
