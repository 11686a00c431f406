import ScaffoldSupport
import SwiftSyntax

/// Walks one parsed file and records what Needle reads from it: components, dependency
/// protocols, extensions, calls inside them, `parent:` constructions and imports.
final class DeclarationVisitor: SyntaxVisitor {
    private(set) var scan: FileScan
    private let lines: LineTable
    /// For each enclosing class or extension: where its calls go, or `nil` to use the outer one.
    private var owners: [Owner?] = []

    private enum Owner {
        case component(Int)
        case `extension`(Int)
    }

    init(lines: LineTable) {
        self.lines = lines
        scan = FileScan(path: lines.file)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let component = component(node) {
            scan.components.append(Scoped(declaration: component))
            owners.append(.component(scan.components.count - 1))
        } else {
            owners.append(nil)
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let properties = properties(of: node.memberBlock.members, entity: node.modifiers, isExtension: true)
        scan.extensions.append(Scoped(declaration: ExtensionScan(name: SyntaxText.normalized(node.extendedType), properties: properties)))
        owners.append(.extension(scan.extensions.count - 1))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if let first = Inheritance.first(of: node.inheritanceClause), first.name == "Dependency" {
            let properties = properties(of: node.memberBlock.members, entity: node.modifiers, isExtension: false)
            scan.dependencyProtocols.append(.init(name: name, location: location(of: node.protocolKeyword), properties: properties))
        } else {
            scan.otherProtocols.append(name)
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        scan.imports.append(SyntaxText.normalized(node))
        return .skipChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let start = location(of: node)
        if let owner = owners.last(where: { $0 != nil }) ?? nil, let callee = calleeName(node) {
            record(CallSite(callee: callee, location: start), in: owner)
        }
        if let construction = construction(node, at: start) {
            scan.constructions.append(construction)
        }
        return .visitChildren
    }

    private func record(_ call: CallSite, in owner: Owner) {
        switch owner {
        case .component(let index): scan.components[index].calls.append(call)
        case .extension(let index): scan.extensions[index].calls.append(call)
        }
    }

    /// The first token of the called expression, when it is an identifier (as Needle links parents).
    private func calleeName(_ node: FunctionCallExprSyntax) -> String? {
        guard let token = node.calledExpression.firstToken(viewMode: .sourceAccurate),
              case .identifier = token.tokenKind else { return nil }
        return token.text
    }

    /// `Name(parent: argument)` or `Name.init(parent: argument)`.
    private func construction(_ node: FunctionCallExprSyntax, at start: ScaffoldSupport.SourceLocation) -> ComponentGraph.Construction? {
        guard let first = node.arguments.first, first.label?.text == "parent" else { return nil }
        let called = node.calledExpression
        let name: String
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base?.as(DeclReferenceExprSyntax.self) {
            name = base.baseName.text
        } else {
            return nil
        }
        return .init(component: name, parentArgument: SyntaxText.normalized(first.expression), location: start)
    }

    // MARK: Components and properties

    /// The component `node` declares, if its first inherited type is `Component<…>` or `BootstrapComponent`.
    private func component(_ node: ClassDeclSyntax) -> ComponentGraph.Component? {
        guard let first = Inheritance.first(of: node.inheritanceClause) else { return nil }
        let classLocation = location(of: node.classKeyword)
        let dependencyName: String
        let dependencyLocation: ScaffoldSupport.SourceLocation
        switch first.name {
        case "BootstrapComponent":
            dependencyName = ComponentGraph.emptyDependencyName
            dependencyLocation = classLocation
        case "Component":
            guard let argument = first.genericArgument else { return nil }
            dependencyName = SyntaxText.removingModulePrefix(SyntaxText.normalized(argument.argument))
            dependencyLocation = location(of: argument)
        default:
            return nil
        }
        return .init(
            name: node.name.text, location: classLocation, isRoot: first.name == "BootstrapComponent",
            dependencyName: dependencyName, dependencyLocation: dependencyLocation,
            properties: properties(of: node.memberBlock.members, entity: node.modifiers, isExtension: false)
        )
    }

    /// The typed member properties of a body (including those inside `#if` blocks).
    private func properties(of members: MemberBlockItemListSyntax, entity: DeclModifierListSyntax, isExtension: Bool) -> [ComponentGraph.Property] {
        members.flatMap { member -> [ComponentGraph.Property] in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return properties(of: variable, entity: entity, isExtension: isExtension)
            }
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ComponentGraph.Property] in
                guard case .decls(let nested)? = clause.elements else { return [] }
                return properties(of: nested, entity: entity, isExtension: isExtension)
            }
        }
    }

    /// Each binding of `node` with a name and a type annotation; visibility as Needle decides it.
    private func properties(of node: VariableDeclSyntax, entity: DeclModifierListSyntax, isExtension: Bool) -> [ComponentGraph.Property] {
        let visibility = combined(Modifiers.visibility(node.modifiers), entity: Modifiers.visibility(entity), isExtension: isExtension)
        let isStatic = Modifiers.isStatic(node.modifiers)
        let start = location(of: node.bindingSpecifier)
        return node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { return nil }
            return .init(name: name, type: SyntaxText.normalized(type), location: start, visibility: visibility, isStatic: isStatic,
                         inExtension: isExtension)
        }
    }

    /// Needle: private if the property or its enclosing declaration is private; public if the
    /// property is, or it sits in a public extension.
    private func combined(_ own: ComponentGraph.Visibility, entity: ComponentGraph.Visibility, isExtension: Bool) -> ComponentGraph.Visibility {
        if own == .private || entity == .private { return .private }
        if own == .public || (isExtension && entity == .public) { return .public }
        return .internal
    }

    // MARK: Locations

    private func location(of node: some SyntaxProtocol) -> ScaffoldSupport.SourceLocation {
        lines.location(ofByte: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
