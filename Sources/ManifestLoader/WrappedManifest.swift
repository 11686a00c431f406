import SwiftParser
import SwiftSyntax

/// A `Project.swift` (or `Workspace.swift`) rewritten as one file of a program that holds many
/// manifests (see ``ManifestBatch``): its top-level code moved into a function that runs it.
///
/// A manifest is `main.swift` when compiled alone, where top-level code runs in order. Here:
/// - imports stay at file scope, as do types and extensions that are `private` or
///   `fileprivate` (a bare extension is made `fileprivate`), which no other manifest sees;
/// - variables, functions and statements move, in order, into the entry function, as locals:
///   a use before the declaration, which a global would allow, is a compile error there (so
///   that manifest is compiled alone) rather than a value read at another time;
/// - every piece keeps its lines and columns under `#sourceLocation(file:line:)` naming the
///   manifest's path, so compiler errors, traps, `#file`, `#line` and the call sites
///   ProjectDescription records are the manifest's own.
///
/// What this could change silently is not wrapped, and that manifest is compiled alone, as
/// before: a type or extension other manifests could see (no access level, or a conformance),
/// an operator, an explicit access level on anything but a file-scoped declaration, an
/// attribute on a variable, `#function`, a `return` outside any function, conditional
/// compilation at the top level, two items on one line, a path the directive cannot spell.
struct WrappedManifest {
    /// The file's text.
    let text: String
    /// The function that runs the manifest's top-level code.
    let entry: String
    /// The functions the manifest declares at its top level, local to `entry` here: where a
    /// helper module declares one of the same name, the local one would hide it where the
    /// global one only overloads it (the batch leaves such a manifest out).
    let functions: [String]

    /// `source`, the manifest at `path`, as the `index`th file of a batch; `nil` when it cannot be
    /// wrapped exactly (it is compiled alone then, where any error it has is reported as ever).
    static func wrap(source: String, path: String, index: Int) -> WrappedManifest? {
        guard !source.contains("\r"), !source.contains("#sourceLocation"), !source.contains("#function"),
              let file = directiveLiteral(path) else { return nil }
        let tree = Parser.parse(source: source)
        guard !tree.hasError, !TopLevelReturn.found(in: tree) else { return nil }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var fileScope = Lines(file: file)
        var body = Lines(file: file)
        var functions: [String] = []
        var previousLast = 0
        for item in tree.statements {
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            guard first > previousLast, last <= lines.count else { return nil }
            previousLast = last
            let text = lines[(first - 1)..<last].joined(separator: "\n")
            switch item.item {
            case let .decl(declaration):
                switch placement(of: declaration) {
                case .fileScope: fileScope.append([text], at: first)
                case .fileScopeMadePrivate:
                    guard first > 1 else { return nil }
                    fileScope.append(["fileprivate", text], at: first - 1)
                case .entry:
                    if let function = declaration.as(FunctionDeclSyntax.self) { functions.append(function.name.text) }
                    body.append([text], at: first)
                case .none: return nil
                }
            case .stmt, .expr:
                body.append([text], at: first)
            }
        }
        let entry = "__scaffoldManifest\(index)"
        fileScope.append(["func \(entry)() {"])
        let text = (fileScope.lines + body.lines + (body.isMapped ? ["#sourceLocation()"] : []) + ["}", ""]).joined(separator: "\n")
        // A block comment or string that the split cut in two would change what compiles.
        guard !Parser.parse(source: text).hasError else { return nil }
        return WrappedManifest(text: text, entry: entry, functions: functions)
    }

    /// The import declarations of `source` as written (attributes, access level and kind
    /// included: `@preconcurrency import Foundation`), sorted: manifests batch together only when
    /// these are the same, so each sees the same members of the same modules as alone.
    static func imports(of source: String) -> [String] {
        Parser.parse(source: source).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }.sorted()
    }

    /// Where a top-level declaration goes.
    private enum Placement {
        case fileScope, fileScopeMadePrivate, entry
    }

    /// Where `declaration` goes; `nil` when it cannot be wrapped exactly.
    private static func placement(of declaration: DeclSyntax) -> Placement? {
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        let access = modifiers.filter(accessLevels.contains)
        let filePrivate = !access.isEmpty && access.allSatisfy { $0 == "private" || $0 == "fileprivate" }
        let attributed = !(declaration.asProtocol(WithAttributesSyntax.self)?.attributes.isEmpty ?? true)
        if declaration.is(ImportDeclSyntax.self) { return .fileScope }
        if declaration.is(VariableDeclSyntax.self) { return access.isEmpty && !attributed ? .entry : nil }
        if declaration.is(FunctionDeclSyntax.self) { return access.isEmpty ? .entry : nil }
        if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
            guard !attributed, extensionDeclaration.inheritanceClause == nil else { return nil }
            if filePrivate { return .fileScope }
            return access.isEmpty ? .fileScopeMadePrivate : nil
        }
        let types: [any DeclSyntaxProtocol.Type] = [
            StructDeclSyntax.self, ClassDeclSyntax.self, EnumDeclSyntax.self, ProtocolDeclSyntax.self, TypeAliasDeclSyntax.self, ActorDeclSyntax.self,
        ]
        // A type keeps its name only at file scope, and only a file-private one is the manifest's alone.
        if types.contains(where: { declaration.is($0) }) { return filePrivate ? .fileScope : nil }
        return nil
    }

    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// Whether a `return` stands outside every function and closure: an error in `main.swift`,
    /// which the entry function would accept.
    private final class TopLevelReturn: SyntaxVisitor {
        private var found = false

        static func found(in tree: SourceFileSyntax) -> Bool {
            let visitor = TopLevelReturn(viewMode: .sourceAccurate)
            visitor.walk(tree)
            return visitor.found
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            var parent = node.parent
            while let current = parent {
                if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self)
                    || current.is(InitializerDeclSyntax.self) || current.is(DeinitializerDeclSyntax.self) || current.is(SubscriptDeclSyntax.self)
                    || current.is(AccessorBlockSyntax.self) {
                    return .skipChildren
                }
                parent = current.parent
            }
            found = true
            return .skipChildren
        }
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

    /// `path` as the directive's string literal, or `nil` when it holds what the directive
    /// cannot spell the same way the compiler spells the path.
    private static func directiveLiteral(_ path: String) -> String? {
        guard !path.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
        return "\"\(path)\""
    }
}
