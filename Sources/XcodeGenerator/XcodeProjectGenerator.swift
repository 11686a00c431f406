import Foundation
import ProjectSpec
import ScaffoldSupport

/// Writes `<name>.xcodeproj` for a project: `project.pbxproj`, a shared `.xcscheme` per scheme
/// and the workspace data. Deterministic: the same project and files give the same bytes.
public struct XcodeProjectGenerator: Sendable {
    /// The project to write.
    public let project: Project
    /// The folder the project's paths are relative to; the `.xcodeproj` is written there.
    public let rootDirectory: URL

    /// The user whose `xcuserdata` receives the schemes that are not shared; `$USER` by
    /// default. Without one, those schemes are not written.
    public var userName: String?

    /// Creates a generator.
    public init(project: Project, rootDirectory: URL, userName: String? = ProcessInfo.processInfo.environment["USER"]) {
        self.project = project
        self.rootDirectory = rootDirectory
        self.userName = userName.flatMap { $0.isEmpty || $0.contains("/") ? nil : $0 }
    }

    /// The `.xcodeproj` folder's name.
    public var projectFileName: String { "\(project.name).xcodeproj" }

    /// What the project's files are built from besides the model: the files found in the
    /// source folders and the expansions of the pipeline's input globs.
    public struct Inputs: Sendable {
        let scanned: ScannedFiles
        let fileLists: [String: String]
        /// The folders whose listings these inputs came from.
        public let folders: [String]
        /// Errors in what was read: folders in the source paths that are there but could not
        /// be read (the project would silently lack what they hold), files an Xcode file list
        /// cannot name.
        public let problems: [Diagnostic]
        /// The files (absolute paths) whose contents these inputs came from: `.xcconfig` files
        /// and the `project.pbxproj` of referenced projects.
        public var files: [String] { scanned.configFilesRead + scanned.referencedProjectsRead + scanned.otherFilesRead }

        /// A digest of everything read from disk; equal digests give equal projects.
        public var fingerprint: String {
            var text = ""
            for (name, files) in scanned.sources.sorted(by: { $0.key < $1.key }) { text += "S\(name)\n" + files.joined(separator: "\n") + "\n" }
            for (name, files) in scanned.resources.sorted(by: { $0.key < $1.key }) { text += "R\(name)\n" + files.joined(separator: "\n") + "\n" }
            text += "F\n" + scanned.folders.sorted().joined(separator: "\n") + "\n"
            for (path, keys) in scanned.configFileKeys.sorted(by: { $0.key < $1.key }) { text += "C\(path)\n" + keys.sorted().joined(separator: "\n") + "\n" }
            for (name, list) in fileLists.sorted(by: { $0.key < $1.key }) { text += "L\(name)\n\(list)" }
            for (name, targets) in scanned.remoteTargets.sorted(by: { $0.key < $1.key }) {
                text += "P\(name)\n" + targets.values.map { "\($0.name) \($0.targetID) \($0.productID) \($0.type.rawValue) \($0.productFile) \($0.isStaticFramework)" }.sorted().joined(separator: "\n") + "\n"
            }
            text += scanned.sourcesFingerprint
            return SHA256.hex(of: text)
        }
    }

    /// Reads the source folders. `upcomingFiles` are files that do not exist yet but are
    /// written in the same run (placeholder outputs); they count as present, and so do the
    /// `info:` and `entitlements:` plists this run writes (XcodeGen writes them before it
    /// reads the sources, so a source folder that holds them lists them).
    public func readInputs(upcomingFiles: [String] = []) -> Inputs {
        let log = DirectoryLog()
        let written = PlistWriter.files(for: project).keys.sorted()
        let scanned = SourceScanner(rootDirectory: rootDirectory, log: log).scan(project, extraFiles: upcomingFiles + written)
        var problems: [Diagnostic] = []
        let fileLists = PipelineFileLists.files(for: project, root: rootDirectory, upcomingFiles: upcomingFiles, log: log, problems: &problems)
        return Inputs(scanned: scanned, fileLists: fileLists, folders: log.folders, problems: log.unreadableDiagnostics(relativeTo: rootDirectory) + scanned.problems + problems)
    }

    /// The files of the `.xcodeproj`, relative to the root.
    public func generate(upcomingFiles: [String] = []) -> FileSet {
        generate(from: readInputs(upcomingFiles: upcomingFiles))
    }

    /// The files of the `.xcodeproj` for inputs read before.
    public func generate(from inputs: Inputs) -> FileSet {
        // Schemes, plists and file lists do not depend on the object graph: they are made on
        // the other core while the graph is built and written.
        let companions = BackgroundValue { [self] in companionFiles(inputs) }
        let objects = PBXProjectBuilder(project: project, files: inputs.scanned).build()
        let pbxproj = PBXWriter(objects: objects, rootObject: XcodeID.project, objectVersion: SyncedFolders.objectVersion(XcodeFormat.objectVersion, inputs.scanned)).contents()
        // Tens of thousands of objects: freed on another core while the files are written.
        DeferredRelease.release(objects)
        var files = companions.value
        files.add(permanentFiles[0], contents: pbxproj)
        files.add(permanentFiles[1], text: WorkspaceGenerator.contents(projectFileName: projectFileName))
        return files
    }

    /// The files besides the pbxproj and the workspace data: pipeline file lists, the plists
    /// the targets' settings point at, and the schemes.
    private func companionFiles(_ inputs: Inputs) -> FileSet {
        var files = FileSet()
        for (name, list) in inputs.fileLists {
            files.add("\(projectFileName)/\(name)", text: list)
        }
        // XcodeGen's `info` and `entitlements`: the plists the target's settings point at.
        for (path, text) in PlistWriter.files(for: project) {
            files.add(path, text: text)
        }
        var schemes = SchemeGenerator(project: project)
        schemes.projectReferences = ProjectReferences(project: project, remoteTargets: inputs.scanned.remoteTargets)
        for (name, xml) in schemes.schemes() {
            files.add("\(schemesFolder)/\(name).xcscheme", text: xml)
        }
        if let userName {
            for (name, xml) in schemes.userSchemes() {
                files.add("\(projectFileName)/xcuserdata/\(userName).xcuserdatad/xcschemes/\(name).xcscheme", text: xml)
            }
        }
        return files
    }

    /// The files every generation writes, whatever the manifest says: `project.pbxproj` and
    /// the workspace data.
    public var permanentFiles: [String] {
        ["\(projectFileName)/project.pbxproj", "\(projectFileName)/project.xcworkspace/contents.xcworkspacedata"]
    }

    /// Where shared schemes live, relative to the root.
    public var schemesFolder: String { "\(projectFileName)/xcshareddata/xcschemes" }
}
