import DependencyCheck
import ScaffoldSupport
import Testing

/// Problems of the graph's shape: unreachable components, cycles, bad constructions,
/// duplicate names, unknown dependency protocols.
@Suite struct GraphStructureTests {
    @Test func unreachableComponentsAreWarnings() {
        let result = DependencyCheckTestSupport.check("unreachable")
        #expect(!result.diagnostics.containsErrors)
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            """
            App.swift:10:7: warning: OnboardingComponent is never constructed from a root component; Needle ignores it and constructing it will crash at run time
                hint: construct it in a component that a root reaches, with OnboardingComponent(parent: self)
            """,
            """
            App.swift:14:7: warning: WelcomeComponent is never constructed from a root component; Needle ignores it and constructing it will crash at run time
                hint: its parents (OnboardingComponent) are not reachable from a root either
            """,
        ])
    }

    @Test func aCycleIsReportedOnceAtTheCallThatClosesIt() {
        let result = DependencyCheckTestSupport.check("cycle")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            """
            App.swift:12:40: error: components construct each other in a cycle: ChatComponent → ThreadComponent → ChatComponent
                hint: a component cannot be its own ancestor; Needle rejects the graph
            """,
        ])
    }

    @Test func aParentOtherThanSelfIsAnErrorAtTheCall() {
        let result = DependencyCheckTestSupport.check("bad-instantiation")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            """
            App.swift:9:9: error: ProfileComponent is constructed with 'parent: parent'; Needle requires the parent component to pass 'self'
                hint: construct it inside its parent component: ProfileComponent(parent: self)
            """,
            """
            App.swift:16:5: error: ProfileComponent is constructed with 'parent: loggedIn'; Needle requires the parent component to pass 'self'
                hint: construct it inside its parent component: ProfileComponent(parent: self)
            """,
        ])
    }

    @Test func duplicateNamesMentionBothDeclarations() {
        let result = DependencyCheckTestSupport.check("duplicate-names")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            "ProfileB.swift:3:1: error: dependency protocol 'ProfileDependency' is declared twice, here and at ProfileA.swift:3:1; Needle requires unique dependency protocol names",
            "ProfileB.swift:5:7: error: component 'ProfileComponent' is declared twice, here and at ProfileA.swift:5:7; Needle requires unique component names",
        ])
    }

    @Test func anUnknownDependencyProtocolIsLocatedAtTheGenericArgument() {
        let result = DependencyCheckTestSupport.check("unknown-dependency")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [
            """
            App.swift:10:41: error: ProfileComponent's dependency protocol 'ProfilDependency' does not exist
                hint: did you mean 'ProfileDependency'?
            """,
            """
            App.swift:15:40: error: SearchComponent's dependency protocol 'SearchDependency' does not exist
                hint: protocol 'SearchDependency' does not count: its first inherited type must be 'Dependency'
            """,
        ])
    }

    @Test func aSelfConstructingComponentIsACycle() {
        let files = TemporaryFiles(["App.swift": """
            import NeedleFoundation
            final class RootComponent: BootstrapComponent {
                var nodeComponent: NodeComponent { NodeComponent(parent: self) }
            }
            final class NodeComponent: Component<EmptyDependency> {
                var next: NodeComponent { NodeComponent(parent: self) }
            }

            """])
        let result = DependencyCheck.run(files: files.urls, relativeTo: files.folder)
        #expect(result.diagnostics.map(\.message) == ["components construct each other in a cycle: NodeComponent → NodeComponent"])
        #expect(result.diagnostics.first?.location?.description == "App.swift:6:31")
    }
}
