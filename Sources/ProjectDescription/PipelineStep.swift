/// A pre-build step `scaffold prebuild` runs (scaffold's addition, `pipeline:` in `Project.yml`).
public struct PipelineStep: Sendable {
    /// What a failure of the step does.
    public enum FailurePolicy: String, Sendable {
        /// Stops the run (the default).
        case fail
        /// Warns and goes on.
        case warn
    }

    /// The access level of the Swift the `graphql` step writes.
    public enum AccessLevel: String, Sendable {
        /// Visible inside the module (the default).
        case `internal`
        /// Visible to the modules that import it.
        case `public`
    }

    /// The step's name, which `dependsOn` and `--step` use.
    public var name: String
    let fields: [(String, ManifestJSON?)]
    let site: CallSite

    /// A step.
    /// - Parameters:
    ///   - run: A shell command, or a built-in step: `di-check`, `needle` or `graphql`.
    ///   - inputs: Globs of the files it reads; unchanged inputs skip it.
    ///   - outputs: The files it writes.
    ///   - dependsOn: Steps that run first.
    ///   - timeout: Seconds before it is stopped.
    ///   - workingDirectory: Where it runs; left out, the manifest's folder.
    ///   - buildPhase: Targets that run it in a build phase; left out, scaffold's default.
    ///   - schemePreAction: Schemes that run it as a pre-action; left out, scaffold's default.
    ///   - excludePaths: For `needle` and `di-check` only, Needle's `--exclude-paths`: an input
    ///     whose absolute file URL (`file:///…`, percent-encoded) contains any of these is not read.
    ///   - excludeSuffixes: For `needle` and `di-check` only, Needle's `--exclude-suffixes`: an
    ///     input whose file name without its extension ends with any of these is not read.
    ///   - schema: For `graphql` only (which needs it): the schema its operations are checked
    ///     against, SDL or an introspection `schema.json`.
    ///   - scalars: For `graphql` only: each custom scalar's Swift type (`["DateTime": "Date"]`);
    ///     one left out is a `String`.
    ///   - namespace: For `graphql` only: the enum its Swift is declared in (`GraphQLAPI`).
    ///   - accessLevel: For `graphql` only: its Swift's access level (`internal`).
    public static func step(
        name: String, run: String, inputs: [String] = [], outputs: [String] = [], dependsOn: [String] = [],
        onFailure: FailurePolicy? = nil, timeout: Double? = nil, env: [String: String] = [:], workingDirectory: String? = nil,
        buildPhase: [String]? = nil, schemePreAction: [String]? = nil, excludePaths: [String] = [], excludeSuffixes: [String] = [],
        schema: String? = nil, scalars: [String: String] = [:], namespace: String? = nil, accessLevel: AccessLevel? = nil,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PipelineStep {
        PipelineStep(name: name, fields: [
            ("run", .string(run)),
            ("inputs", ManifestJSON.strings(inputs)),
            ("outputs", ManifestJSON.strings(outputs)),
            ("dependsOn", ManifestJSON.strings(dependsOn)),
            ("onFailure", onFailure.map { .string($0.rawValue) }),
            ("timeout", timeout.map(ManifestJSON.number)),
            ("env", ManifestJSON.stringMap(env)),
            ("workingDirectory", workingDirectory.map(ManifestJSON.string)),
            ("buildPhase", buildPhase.map { .array($0.map(ManifestJSON.string)) }),
            ("schemePreAction", schemePreAction.map { .array($0.map(ManifestJSON.string)) }),
            ("excludePaths", ManifestJSON.strings(excludePaths)),
            ("excludeSuffixes", ManifestJSON.strings(excludeSuffixes)),
            ("schema", schema.map(ManifestJSON.string)),
            ("scalars", ManifestJSON.stringMap(scalars)),
            ("namespace", namespace.map(ManifestJSON.string)),
            ("accessLevel", accessLevel.map { .string($0.rawValue) }),
        ], site: CallSite(file, line, column))
    }

    var json: ManifestJSON { ManifestJSON.fields(fields, at: site, keepingEmpty: ["buildPhase", "schemePreAction"]) }
}
