import Foundation
import ProjectSpec
import ScaffoldSupport

/// A target of a referenced project, as the generator links it: the IDs its proxies point
/// at and what its product is.
struct RemoteTarget: Sendable, Hashable {
    /// The target's name in the other project.
    var name: String
    /// Its `PBXNativeTarget` ID there (a proxy's `remoteGlobalIDString`).
    var targetID: String
    /// Its product reference's ID there.
    var productID: String
    /// What it builds.
    var type: ProductType
    /// The product's file name (`Sentry.framework`, `libKit.a`).
    var productFile: String
    /// Whether a framework is built as a static library (`MACH_O_TYPE = staticlib`), which is
    /// linked but never embedded.
    var isStaticFramework = false

    /// The description the generator assumes when the other project cannot be read: what the
    /// manifest says of the target (a framework when it says nothing), with the IDs scaffold
    /// itself gives a target and its product, so a project scaffold generates matches.
    static func assumed(_ name: String, known: ExternalTarget?) -> RemoteTarget {
        var target = Target(name: name, type: known?.type ?? .framework, platform: .iOS)
        target.productName = known?.productName
        return RemoteTarget(name: name, targetID: XcodeID.target(name), productID: XcodeID.make("product/\(name)"),
                            type: target.type, productFile: ProductNaming.fileName(of: target))
    }
}

/// Reads the native targets of a referenced `.xcodeproj` (as XcodeGen does: the other project
/// must exist to be linked exactly; scaffold falls back to what the manifest says).
enum ReferencedProjectReader {
    /// The targets of `<root>/<reference.path>/project.pbxproj` by name, and the file read;
    /// empty when it is absent or unreadable (read as untrusted: a regular file only, never
    /// waited on); with an error when it nests deeper than any project (`problem`).
    static func targets(of reference: ProjectReference, root: URL) -> (targets: [String: RemoteTarget], file: String?, problem: Diagnostic?) {
        let file = root.appendingPathComponent(reference.path).appendingPathComponent("project.pbxproj").standardizedFileURL.path
        guard let bytes = try? UntrustedFile.read(file).get() else { return ([:], nil, nil) }
        // Projects of a workspace name the same few others: each is parsed once per command.
        let digest = SHA256.hex(of: bytes)
        if let known = memo.targets(file: file, digest: digest) { return (known, file, nil) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return ([:], nil, nil) }
        let parsed: OpenStepReader.Value?
        switch OpenStepReader.checkedParse(text) {
        case let .success(value): parsed = value
        case let .failure(tooDeep):
            let shown = (reference.path as NSString).appendingPathComponent("project.pbxproj")
            return ([:], file, .error("the project nests more than \(OpenStepReader.maximumDepth) levels deep; scaffold does not read it",
                                      at: SourceLocation(file: shown, line: tooDeep.line, column: tooDeep.column)))
        }
        guard let objects = parsed?["objects"]?.dictionary else { return ([:], nil, nil) }
        var targets: [String: RemoteTarget] = [:]
        for (id, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            let productID = object["productReference"]?.string ?? ""
            let identifier = object["productType"]?.string ?? ""
            let type = ProductType.allCases.first { $0.identifier == identifier } ?? .none
            let productFile = objects[productID]?["path"]?.string ?? "\(name)"
            let isStatic = type == .framework && machOType(of: object, in: objects) == "staticlib"
            targets[name] = RemoteTarget(name: name, targetID: id, productID: productID, type: type, productFile: productFile, isStaticFramework: isStatic)
        }
        memo.store(targets, file: file, digest: digest)
        return (targets, file, nil)
    }

    private static let memo = TargetsMemo()

    /// The targets read from each project file this process parsed, by path and content digest.
    private final class TargetsMemo: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: (digest: String, targets: [String: RemoteTarget])] = [:]

        func targets(file: String, digest: String) -> [String: RemoteTarget]? {
            lock.withLock { entries[file].flatMap { $0.digest == digest ? $0.targets : nil } }
        }

        func store(_ targets: [String: RemoteTarget], file: String, digest: String) {
            lock.withLock { entries[file] = (digest, targets) }
        }
    }

    /// `MACH_O_TYPE` of the target's default configuration (XcodeGen reads that one).
    private static func machOType(of target: OpenStepReader.Value, in objects: [String: OpenStepReader.Value]) -> String? {
        guard let list = target["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return nil }
        let configurations = list["buildConfigurations"]?.strings.compactMap { objects[$0] } ?? []
        let defaultName = list["defaultConfigurationName"]?.string
        let chosen = configurations.first { $0["name"]?.string == defaultName } ?? configurations.first
        return chosen?["buildSettings"]?["MACH_O_TYPE"]?.string
    }
}
