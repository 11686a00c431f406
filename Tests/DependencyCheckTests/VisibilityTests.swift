import DependencyCheck
import Testing

/// Needle's visibility rule (uber/needle 0.25.1: `BaseVisitor`, `DeclarationsParserTask`,
/// `DependencyPropsSerializer`): a class-body property provides only when its first modifier
/// is `public`; an extension's property provides unless private or fileprivate; only public
/// ones are registered in `localTable`; a component no root reaches gets no `Registration`.
@Suite struct VisibilityTests {
    static let bodyHint = "in its class body, but Needle only sees public properties there: make it public or move it into an extension"

    @Test func theVerdictIsNeedlesForEveryModifier() {
        let result = DependencyCheckTestSupport.check("visibility")
        let path = "but no ancestor provides it on RootComponent → ChildComponent"
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            "App.swift:39:5: error: ChildDependency needs 'plain: Plain', \(path)\n    hint: RootComponent has 'plain: Plain' \(Self.bodyHint)",
            "App.swift:40:5: error: ChildDependency needs 'opened: Opened', \(path)\n    hint: RootComponent has 'opened: Opened' \(Self.bodyHint)",
            "App.swift:41:5: error: ChildDependency needs 'finalPublic: FinalPublic', \(path)\n    hint: RootComponent has 'finalPublic: FinalPublic' \(Self.bodyHint)",
            "App.swift:43:5: error: ChildDependency needs 'privateSet: PrivateSet', \(path)\n    hint: RootComponent has 'privateSet: PrivateSet' but it is private or fileprivate, which Needle ignores",
            "App.swift:45:5: error: ChildDependency needs 'lazyPublic: LazyPublic', \(path)\n    hint: RootComponent has 'lazyPublic: LazyPublic' \(Self.bodyHint)",
        ])
    }

    @Test func onlyPublicPropertiesAreRegisteredAndOnlyReachableComponents() {
        let result = DependencyCheckTestSupport.check("visibility-registered")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            "App.swift:33:7: warning: OrphanComponent is never constructed from a root component; Needle ignores it and constructing it will crash at run time\n"
                + "    hint: construct it in a component that a root reaches, with OrphanComponent(parent: self)",
        ])
        let source = NeedleCodeGenerator.source(for: result.graph)
        let table = source.split(separator: "\n").filter { $0.contains("localTable[") }.map { $0.trimmingCharacters(in: .whitespaces) }
        // `session` (public) and `flags` (in a public extension); not `client` (internal, in an
        // extension: it provides, but is not registered) nor `helper` (internal class body).
        #expect(table == [
            #"localTable["session-Session"] = { [unowned self] in self.session as Any }"#,
            #"localTable["flags-Flags"] = { [unowned self] in self.flags as Any }"#,
        ])
        #expect(source.contains("extension RootComponent: NeedleFoundation.Registration"))
        #expect(source.contains("extension ChildComponent: NeedleFoundation.Registration"))
        #expect(!source.contains("OrphanComponent"), "\(source)")
        // The internal property of an extension is still what the child's provider reads.
        #expect(source.contains("return rootComponent.client"), "\(source)")
    }
}
