/// A Core Data model (`.xcdatamodeld`) the target compiles: a source entry of the model's
/// folder; its current version is the one the model's `.xccurrentversion` names.
public struct CoreDataModel: Sendable {
    /// The model's folder.
    public var path: Path
    /// The version given (read, not applied).
    public var currentVersion: String?

    /// The model at `path`; `currentVersion` is read from the model itself (given, it is not applied: a warning).
    public static func coreDataModel(_ path: Path, currentVersion: String? = nil) -> CoreDataModel {
        CoreDataModel(path, currentVersion: currentVersion)
    }

    /// The same, as an initializer.
    public init(_ path: Path, currentVersion: String? = nil) {
        self.path = path
        self.currentVersion = currentVersion
    }
}

/// A file added to the project but built by no phase (Tuist's `additionalFiles:`): a source
/// entry with `buildPhase: none`.
public struct FileElement: Sendable, ExpressibleByStringInterpolation {
    /// The files, as a resource entry says them.
    var element: ResourceFileElement

    /// Files at `pattern`, leaving out what `excluding` matches.
    public static func glob(pattern: Path, excluding: [Path] = []) -> FileElement { FileElement(element: .glob(pattern: pattern, excluding: excluding)) }
    /// A folder added as it is.
    public static func folderReference(path: Path) -> FileElement { FileElement(element: .folderReference(path: path)) }

    init(element: ResourceFileElement) { self.element = element }

    public init(stringLiteral value: String) { element = ResourceFileElement(stringLiteral: value) }

    /// The resource entry's fields, in no build phase.
    var json: ManifestJSON {
        guard case let .object(fields) = element.json else { return element.json }
        return .object(fields + [("buildPhase", .string("none"))])
    }
}

/// How a target's dependencies are merged into it (Xcode 15's mergeable libraries); only
/// `.disabled` is applied.
public enum MergedBinaryType: Sendable, Equatable {
    case disabled, automatic
    case manual(mergeableDependencies: Set<String>)
}

/// On-demand resources tags; read, not applied (a warning).
public struct OnDemandResourcesTags: Sendable {
    /// Tags installed with the app.
    public var initialInstall: [String]?
    /// Tags fetched in order after it.
    public var prefetchOrder: [String]?

    /// Tags installed with the app, and tags fetched in order after it.
    public static func tags(initialInstall: [String]? = nil, prefetchOrder: [String]? = nil) -> OnDemandResourcesTags {
        OnDemandResourcesTags(initialInstall: initialInstall, prefetchOrder: prefetchOrder)
    }
}

/// Tuist's target metadata (tags for focusing); scaffold has no use for it.
public struct TargetMetadata: Sendable {
    /// The target's tags (for Tuist's focusing and caching; read, not applied).
    public var tags: [String] = []
    /// No metadata.
    public static let `default` = TargetMetadata()
    /// Metadata with `tags`.
    public static func metadata(tags: [String] = []) -> TargetMetadata { TargetMetadata(tags: tags) }
}
