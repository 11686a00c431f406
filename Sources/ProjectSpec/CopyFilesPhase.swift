/// scaffold's own `copyFiles:` entry of a target (like Tuist's `copyFiles`): a Copy Files
/// phase as a hand-kept project has it — its name, destination and files, targets' products
/// among them. XcodeGen makes its copy phases from dependencies (`embed:`, `copy:`) and
/// sources (`buildPhase: copyFiles`) and names them itself; `scaffold import` writes this
/// where a project's phase is not one of those.
public struct CopyFilesPhase: Sendable, Hashable, Encodable {
    /// The phase's name (Xcode shows "Copy Files" when it has none).
    public var name: String?
    /// Where the files go: one of ``destinations``' names.
    public var destination: String
    /// A folder inside the destination (`dstPath`).
    public var subpath: String
    /// The files it copies.
    public var files: [File]
    /// Whether it runs only when installing (`runOnlyForDeploymentPostprocessing`).
    public var onlyWhenInstalling: Bool

    /// Creates a phase.
    public init(name: String? = nil, destination: String, subpath: String = "", files: [File] = [], onlyWhenInstalling: Bool = false) {
        self.name = name
        self.destination = destination
        self.subpath = subpath
        self.files = files
        self.onlyWhenInstalling = onlyWhenInstalling
    }

    /// One file of the phase.
    public struct File: Sendable, Hashable, Encodable {
        /// What the file is.
        public enum Reference: Sendable, Hashable, Encodable {
            /// A file of the project, by its path.
            case path(String)
            /// The product of a target (`Other/Target` for a referenced project's).
            case product(String)
        }

        /// What the file is.
        public var reference: Reference
        /// Whether it is signed when copied (`CodeSignOnCopy`).
        public var codeSign: Bool
        /// Whether its headers are removed when copied (`RemoveHeadersOnCopy`).
        public var removeHeaders: Bool

        /// Creates a file entry.
        public init(_ reference: Reference, codeSign: Bool = false, removeHeaders: Bool = false) {
            self.reference = reference
            self.codeSign = codeSign
            self.removeHeaders = removeHeaders
        }
    }

    /// XcodeGen's destination names and the `dstSubfolderSpec` each stands for.
    public static let destinations: [String: String] = [
        "absolutePath": "0", "wrapper": "1", "executables": "6", "resources": "7", "frameworks": "10",
        "sharedFrameworks": "11", "sharedSupport": "12", "plugins": "13", "javaResources": "15", "productsDirectory": "16",
    ]

    /// The destination name of a `dstSubfolderSpec` (nil for one no name stands for).
    public static func destination(ofFolderSpec spec: String) -> String? {
        destinations.first { $0.value == spec }?.key
    }
}
