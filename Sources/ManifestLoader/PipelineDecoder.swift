import ProjectSpec
import ScaffoldSupport

extension ManifestDecoder {
    static let stepKeys = [
        "run", "inputs", "outputs", "dependsOn", "onFailure", "timeout", "env", "workingDirectory", "buildPhase", "schemePreAction",
        "excludePaths", "excludeSuffixes", "schema", "scalars", "namespace", "accessLevel",
    ]

    /// One entry of `pipeline:`. Where Xcode runs a step defaults, when the manifest does not
    /// say, to what the architecture prescribes (see `defaultPlacement`).
    func decodeStep(_ entry: ManifestNode.Entry, targets: [Target], schemes: [Scheme]) -> PipelineStep? {
        let path = ["pipeline", entry.key]
        guard let fields = Fields(entry.value, path: path, context: context, what: "pipeline step '\(entry.key)'", allowed: Self.stepKeys),
              let run = fields.string("run", required: true)
        else { return nil }
        if run.isBlank {
            context.error("pipeline step '\(entry.key)' has an empty 'run'", at: context.location(of: path + ["run"]))
        }
        var step = PipelineStep(name: entry.key, run: run)
        step.inputs = fields.paths("inputs") ?? []
        step.outputs = fields.paths("outputs") ?? []
        step.dependsOn = fields.strings("dependsOn") ?? []
        step.onFailure = fields.choice("onFailure", PipelineStep.FailurePolicy.self, what: "failure policy") ?? .fail
        if let timeout = fields.number("timeout") {
            if timeout > 0 {
                step.timeout = timeout
            } else {
                context.error("timeout must be more than 0 seconds", at: context.location(of: path + ["timeout"]))
            }
        }
        step.env = fields.stringMap("env") ?? [:]
        // Like an explicit ".", the default is the folder of the file that declares the step.
        step.workingDirectory = fields.path("workingDirectory") ?? context.projectPath(".", writtenIn: entry.value)
        let defaults = Self.defaultPlacement(of: step, targets: targets, schemes: schemes)
        step.buildPhase = fields.strings("buildPhase") ?? defaults.buildPhase
        step.schemePreAction = fields.strings("schemePreAction") ?? defaults.schemePreAction
        step.excludePaths = needleExcludes("excludePaths", of: step, in: fields)
        step.excludeSuffixes = needleExcludes("excludeSuffixes", of: step, in: fields)
        step.schema = graphQLSchema(of: step, in: fields)
        decodeGraphQLSwiftOptions(into: &step, from: fields)
        return step
    }

    /// `scalars`, `namespace` and `accessLevel`, how the `graphql` step's Swift is written: read
    /// by that step only; a namespace is an UpperCamelCase identifier, a scalar's Swift type is
    /// a type's spelling (names, `.`, `?`, `[…]`, `<…>`, `:` and `,`; nothing that could end
    /// the declaration it is written in).
    private func decodeGraphQLSwiftOptions(into step: inout PipelineStep, from fields: Fields) {
        let keys = ["scalars", "namespace", "accessLevel"].filter { fields.value($0) != nil }
        guard step.builtin == .graphql else {
            for key in keys {
                context.error("'\(key)' is read only by the built-in step graphql; step '\(step.name)' does not run it",
                              at: context.location(of: fields.path + [key]), hint: "leave it out")
            }
            return
        }
        step.accessLevel = fields.choice("accessLevel", PipelineStep.AccessLevel.self, what: "access level")
        if let namespace = fields.string("namespace") {
            if SwiftNaming.isUpperCamelIdentifier(namespace) {
                step.namespace = namespace
            } else {
                context.error("namespace '\(namespace)' is not an UpperCamelCase Swift identifier", at: context.location(of: fields.path + ["namespace"]),
                              hint: "the generated types are declared in `enum <namespace>`; write e.g. `namespace: ShopAPI`")
            }
        }
        guard let scalars = fields.value("scalars"), context.stringMap(scalars) != nil else { return }
        for entry in scalars.entries ?? [] {
            let (scalar, location) = (entry.key, entry.keyLocation)
            guard let type = context.string(entry.value) else { continue }
            if !Self.isGraphQLName(scalar) {
                context.error("'\(scalar)' in 'scalars' is not a GraphQL scalar name", at: location)
            } else if !Self.isSwiftTypeSpelling(type) {
                context.error("'\(type)' is not a Swift type for the scalar \(scalar)", at: location,
                              hint: "write a type's name, e.g. `\(scalar): Date` or `\(scalar): Foundation.URL`")
            } else {
                step.scalars[scalar] = type
            }
        }
    }

    /// `[_A-Za-z][_0-9A-Za-z]*`, the GraphQL specification's names.
    static func isGraphQLName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) }
    }

    /// Whether `text` reads as a Swift type's spelling: names joined by `.`, with `?`, `[…]`,
    /// `<…>`, `:` and `,` between, brackets balanced.
    static func isSwiftTypeSpelling(_ text: String) -> Bool {
        let allowed = Set("._?[]<>:, ")
        guard let first = text.first, first == "[" || first == "_" || (first.isASCII && first.isLetter) else { return false }
        var depth = 0
        for character in text {
            guard allowed.contains(character) || (character.isASCII && (character.isLetter || character.isNumber)) else { return false }
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// `schema`, the GraphQL schema of the built-in `graphql` step (which needs one), a path.
    private func graphQLSchema(of step: PipelineStep, in fields: Fields) -> String? {
        let schema = fields.path("schema")
        if step.builtin == .graphql, schema == nil {
            context.error("the graphql step '\(step.name)' needs 'schema', the schema its operations are checked against",
                          at: context.location(of: fields.path + ["run"]), hint: "add `schema: GraphQL/schema.graphqls` (SDL) or an introspection schema.json")
        } else if step.builtin != .graphql, schema != nil {
            context.error("'schema' is read only by the built-in step graphql; step '\(step.name)' does not run it",
                          at: context.location(of: fields.path + ["schema"]), hint: "leave it out")
            return nil
        }
        return schema
    }

    /// `excludePaths` or `excludeSuffixes`, Needle's exclusion options: a list of texts, read by
    /// the built-in `needle` and `di-check` steps only. An empty text (as a suffix, it would
    /// leave out every file) is an error at the item.
    private func needleExcludes(_ key: String, of step: PipelineStep, in fields: Fields) -> [String] {
        guard let texts = fields.strings(key) else { return [] }
        guard step.builtin == .needle || step.builtin == .diCheck else {
            context.error("'\(key)' is read only by the built-in steps needle and di-check; step '\(step.name)' does not run either",
                          at: context.location(of: fields.path + [key]), hint: "leave it out, or pass the exclusions to the command itself")
            return []
        }
        for (index, text) in texts.enumerated() where text.isEmpty {
            context.error("empty text in '\(key)'", at: context.location(of: fields.path + [key, String(index)]),
                          hint: "remove it; an empty text names no file or folder (as a suffix, it would leave out every file)")
        }
        return texts.filter { !$0.isEmpty }
    }

    /// Where a step runs when the manifest leaves it out: the generators (Needle, GraphQL with an
    /// output) in the app targets' pre-build phase (which can fail the build) and the app
    /// schemes' pre-actions (so the file exists before Xcode plans the build); the DI check and
    /// the GraphQL check alone in the phase only; any other command as a scheme pre-action only.
    static func defaultPlacement(of step: PipelineStep, targets: [Target], schemes: [Scheme]) -> (buildPhase: [String], schemePreAction: [String]) {
        let apps = targets.filter { $0.type == .application }.map(\.name)
        let appSchemes = schemes.filter { scheme in scheme.build.targets.contains { apps.contains($0.target) } }.map(\.name)
        switch step.builtin {
        case .needle: return (apps, appSchemes)
        case .graphql where !step.outputs.isEmpty: return (apps, appSchemes)
        case .diCheck, .graphql: return (apps, [])
        case nil: return ([], appSchemes)
        }
    }
}
