import ProjectSpec

/// XcodeGen's rules for a target dependency's product (this project's or another's): whether
/// it is linked, whether it is embedded and where an embedded copy goes.
package enum DependencyLinking {
    /// How a product is linked into what uses it.
    package enum Linkage { case dynamic, `static`, none }

    /// Where an embedded product is copied: each a Copy Files phase of its own, but
    /// `resources`, which joins the Resources phase.
    enum Destination: CaseIterable {
        case xpcServices, appExtensions, extensionKitExtensions, systemExtensions, appClips, frameworks, watchContent, resources
    }

    /// The product's linkage: frameworks and dynamic libraries link dynamically (a framework
    /// built with `MACH_O_TYPE = staticlib` statically), static libraries and frameworks
    /// statically; bundles, applications, extensions and tests not at all.
    package static func linkage(of type: ProductType, staticMachO: Bool = false) -> Linkage {
        switch type {
        case .framework, .xcFramework: return staticMachO ? .static : .dynamic
        case .dynamicLibrary: return .dynamic
        case .staticLibrary, .staticFramework: return .static
        default: return .none
        }
    }

    /// Whether `type` makes an executable (which static products are linked into).
    static func isExecutable(_ type: ProductType) -> Bool {
        type.isApp || type.isExtension || type.isTest || type == .commandLineTool || type == .systemExtension || type == .driverExtension
    }

    /// Whether `target` links the product: `link:` when given, else a dynamic product into
    /// anything but a static library, a static one into executables.
    package static func links(_ dependency: Dependency, linkage: Linkage, into target: Target) -> Bool {
        dependency.link ?? ((linkage == .dynamic && target.type != .staticLibrary) || (linkage == .static && isExecutable(target.type)))
    }

    /// Whether `target` embeds the product: `embed:` when given, else applications embed
    /// every product that is not static, test bundles their frameworks and bundles.
    package static func embeds(_ dependency: Dependency, type: ProductType, linkage: Linkage, into target: Target) -> Bool {
        if let embed = dependency.embed { return embed }
        guard linkage != .static else { return false }
        return target.type.isApp || (target.type.isTest && [.framework, .bundle].contains(type))
    }

    /// Where an embedded product of `type` built for `platform` goes.
    static func destination(of type: ProductType, platform: Platform) -> Destination {
        if type == .extensionKitExtension { return .extensionKitExtensions }
        if type.isExtension { return .appExtensions }
        if type == .systemExtension || type == .driverExtension { return .systemExtensions }
        if type == .onDemandInstallCapableApplication { return .appClips }
        if type.isFramework { return .frameworks }
        if type.isApp, platform == .watchOS { return .watchContent }
        if type == .xpcService { return .xpcServices }
        return .resources
    }

    /// The copy phase of `destination`: its name (none for XPC services), `dstSubfolderSpec`,
    /// `dstPath`, and whether `onlyCopyFilesOnInstall` applies to it.
    static func phase(of destination: Destination) -> (name: String?, folder: String, path: String, followsInstallOption: Bool)? {
        switch destination {
        case .xpcServices: return (nil, "16", "$(CONTENTS_FOLDER_PATH)/XPCServices", true)
        case .appExtensions: return ("Embed Foundation Extensions", "13", "", true)
        case .extensionKitExtensions: return ("Embed ExtensionKit Extensions", "16", "$(EXTENSIONS_FOLDER_PATH)", true)
        case .systemExtensions: return ("Embed System Extensions", "16", "$(SYSTEM_EXTENSIONS_FOLDER_PATH)", true)
        case .appClips: return ("Embed App Clips", "16", "$(CONTENTS_FOLDER_PATH)/AppClips", false)
        case .frameworks: return ("Embed Frameworks", "10", "", true)
        case .watchContent: return ("Embed Watch Content", "16", "$(CONTENTS_FOLDER_PATH)/Watch", false)
        case .resources: return nil
        }
    }

    /// Whether a Copy Files phase of this name, `dstSubfolderSpec` and `dstPath` is one that
    /// embedding a dependency makes.
    package static func isEmbeddingPhase(name: String?, folderSpec: String, path: String) -> Bool {
        Destination.allCases.contains { destination in
            phase(of: destination).map { $0.name == name && $0.folder == folderSpec && $0.path == path } ?? false
        }
    }

    /// The `ATTRIBUTES` of an embedded copy: `CodeSignOnCopy` unless `codeSign: false` (by
    /// default executables are not signed on copy), `RemoveHeadersOnCopy` unless
    /// `removeHeaders: false`.
    static func embedAttributes(_ dependency: Dependency, signByDefault: Bool) -> [String] {
        var attributes: [String] = []
        if dependency.codeSign ?? signByDefault { attributes.append("CodeSignOnCopy") }
        if dependency.removeHeaders ?? true { attributes.append("RemoveHeadersOnCopy") }
        return attributes
    }
}
