/// The workspace inside the project (`<Name>.xcodeproj/project.xcworkspace`).
public enum WorkspaceGenerator {
    /// The text of `project.xcworkspace/contents.xcworkspacedata`, byte for byte as Xcode
    /// writes it for a project's embedded workspace.
    ///
    /// The embedded workspace names its project as `self:` (Xcode 9 and later), so the text is
    /// the same for every project; `projectFileName` (`Example.xcodeproj`) is accepted so callers
    /// need not know that.
    public static func contents(projectFileName: String) -> String {
        XcodeXML("Workspace", ["version": "1.0"], children: [XcodeXML("FileRef", ["location": "self:"])]).document()
    }

    /// The text of a workspace's `<Name>.xcworkspace/contents.xcworkspacedata` listing
    /// `projects` (paths of `.xcodeproj` folders relative to the workspace's folder), in the
    /// order given, as `group:` references the way Xcode writes a project added to a workspace.
    public static func contents(listing projects: [String]) -> String {
        XcodeXML("Workspace", ["version": "1.0"], children: projects.map { XcodeXML("FileRef", ["location": "group:" + $0]) }).document()
    }
}
