/// Facts about this build of scaffold, generated when it is built (Plugins/BuildInfoPlugin).
public enum BuildInfo {
    /// The git commit scaffold was built from: `$SCAFFOLD_COMMIT` at build time if set, else
    /// read from the checkout's `.git`, else (a source tarball) `unknown`.
    public static let commit: String = generatedCommit

    /// The `ProjectDescription` library's sources, file name and text, in name order: what a
    /// scaffold installed without the library compiles it from.
    public static var projectDescriptionSources: [(name: String, text: String)] {
        generatedProjectDescriptionSources.map { (name: $0.0, text: $0.1) }
    }
}

#if SCAFFOLD_FUZZ
// A fuzzing build (scripts/fuzz.sh) runs no build plugin (see Package.swift).
let generatedCommit = "fuzz"
let generatedProjectDescriptionSources: [(String, String)] = []
#endif
