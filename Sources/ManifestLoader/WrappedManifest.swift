import SwiftParser
import SwiftSyntax

/// A `Project.swift` (or `Workspace.swift`) rewritten as one file of a program that holds many
/// manifests (see ``ManifestBatch``): its top-level code moved into a function that runs it.
///
/// A manifest is `main.swift` when compiled alone, where top-level code runs in order and its
/// declarations are the module's. Here:
/// - imports, types, functions and extensions stay at file scope, `fileprivate` when they have
///   no access level of their own (so two manifests may both declare `let project` or
///   `func app()`), and variables too, each touched in the entry function where it was written
///   (its initializer runs there, in the manifest's order, as at the top level);
/// - statements move into the entry function, in order;
/// - every piece keeps its lines and columns under `#sourceLocation(file:line:)` naming the
///   manifest's path, so compiler errors, traps, `#file`, `#line` and the call sites
///   ProjectDescription records are the manifest's own.
///
/// What this cannot keep exactly (conditional compilation at the top level, two statements on
/// one line, a top-level declaration with attributes, a path the directive cannot spell) is not
/// wrapped: that manifest is compiled alone, as before.
struct WrappedManifest {
    /// The file's text.
    let text: String
    /// The function that runs the manifest's top-level code.
    let entry: String

    /// `source`, the manifest at `path`, as the `index`th file of a batch; `nil` when it cannot be
    /// wrapped exactly (it is compiled alone then, where any error it has is reported as ever).
    static func wrap(source: String, path: String, index: Int) -> WrappedManifest? {
        guard !source.contains("\r"), !source.contains("#sourceLocation"), let file = directiveLiteral(path) else { return nil }
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var fileScope = Lines(file: file)
        var body = Lines(file: file)
        var previousLast = 0
        for item in tree.statements {
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            guard first > previousLast, last <= lines.count else { return nil }
            previousLast = last
            let text = lines[(first - 1)..<last].joined(separator: "\n")
            switch item.item {
            case let .decl(declaration):
                guard let placement = placement(of: declaration) else { return nil }
                if placement.filePrivate {
                    guard first > 1 else { return nil }
                    fileScope.append(["fileprivate", text], at: first - 1)
                } else {
                    fileScope.append([text], at: first)
                }
                if !placement.touched.isEmpty { body.append(placement.touched.map { "_ = \($0)" }) }
            case .stmt, .expr:
                body.append([text], at: first)
            }
        }
        let entry = "__scaffoldManifest\(index)"
        fileScope.append(["func \(entry)() {"])
        let text = (fileScope.lines + body.lines + (body.isMapped ? ["#sourceLocation()"] : []) + ["}", ""]).joined(separator: "\n")
        // A block comment or string that the split cut in two would change what compiles.
        guard !Parser.parse(source: text).hasError else { return nil }
        return WrappedManifest(text: text, entry: entry)
    }

    /// Lines of the wrapped file, each run of the manifest's own under a `#sourceLocation`
    /// naming its line, the wrapper's after a closing `#sourceLocation()` (which the compiler
    /// accepts only after an opening one).
    private struct Lines {
        let file: String
        var lines: [String] = []
        var isMapped = false

        /// Appends the manifest's `text`, whose first line is the manifest's `line`.
        mutating func append(_ text: [String], at line: Int) {
            lines.append("#sourceLocation(file: \(file), line: \(line))")
            lines += text
            isMapped = true
        }

        /// Appends the wrapper's own `text`.
        mutating func append(_ text: [String]) {
            if isMapped { lines.append("#sourceLocation()") }
            lines += text
            isMapped = false
        }
    }

    /// Where a top-level declaration goes: whether it is made `fileprivate`, and the variables
    /// it declares whose initializers run where it was written. `nil`: it cannot be wrapped.
    private static func placement(of declaration: DeclSyntax) -> (filePrivate: Bool, touched: [String])? {
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        let attributed = !(declaration.asProtocol(WithAttributesSyntax.self)?.attributes.isEmpty ?? true)
        let bare = !attributed && !modifiers.contains(where: accessLevels.contains)
        if declaration.is(ImportDeclSyntax.self) || declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self) {
            return (false, [])
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            guard !attributed else { return nil }
            var touched: [String] = []
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                if binding.initializer != nil {
                    touched.append(name)
                } else if binding.accessorBlock == nil {
                    return nil
                }
            }
            return (bare, touched)
        }
        if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            // An extension that adds a conformance may not have an access level.
            return (bare && extensionDeclaration.inheritanceClause == nil, [])
        }
        let fileScoped: [any DeclSyntaxProtocol.Type] = [
            FunctionDeclSyntax.self, StructDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ProtocolDeclSyntax.self,
            TypeAliasDeclSyntax.self, ActorDeclSyntax.self,
        ]
        guard fileScoped.contains(where: { declaration.is($0) }) else { return nil }
        return (bare, [])
    }

    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// `path` as the directive's string literal, or `nil` when it holds what the directive
    /// cannot spell the same way the compiler spells the path.
    private static func directiveLiteral(_ path: String) -> String? {
        guard !path.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
        return "\"\(path)\""
    }
}
