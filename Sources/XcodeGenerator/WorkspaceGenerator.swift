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
}
