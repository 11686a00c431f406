import DependencyCheck
import Foundation
import ScaffoldSupport
import Testing

/// The generated file has the shape and the names of `needle generate`'s output. The expected
/// blocks below are those of uber/needle's Sample/MVC/TicTacToe/Sources/NeedleGenerated.swift,
/// whose graph the `needle-sample` fixture reproduces.
@Suite struct NeedleGenerationTests {
    private func sampleSource() -> String {
        let result = DependencyCheckTestSupport.check("needle-sample")
        #expect(DependencyCheckTestSupport.rendered(result.diagnostics) == [])
        return NeedleCodeGenerator.source(for: result.graph)
    }

    @Test func providerClassesAndFactoriesMatchNeedlesSample() {
        let source = sampleSource()
        let game = """
            private class GameDependency1ab5926a977f706d3195Provider: GameDependency {
                var mutableScoreStream: MutableScoreStream {
                    return loggedInComponent.mutableScoreStream
                }
                var playersStream: PlayersStream {
                    return rootComponent.playersStream
                }
                private let loggedInComponent: LoggedInComponent
                private let rootComponent: RootComponent
                init(loggedInComponent: LoggedInComponent, rootComponent: RootComponent) {
                    self.loggedInComponent = loggedInComponent
                    self.rootComponent = rootComponent
                }
            }
            /// ^->RootComponent->LoggedInComponent->GameComponent
            private func factorycf9c02c4def4e3d508816cd03d3cf415b70dfb0e(_ component: NeedleFoundation.Scope) -> AnyObject {
                return GameDependency1ab5926a977f706d3195Provider(loggedInComponent: parent1(component) as! LoggedInComponent, rootComponent: parent2(component) as! RootComponent)
            }

            """
        let scoreSheet = """
            private class ScoreSheetDependency97f2595a691a56781aaaProvider: ScoreSheetDependency {
                var scoreStream: ScoreStream {
                    return loggedInComponent.scoreStream
                }
                private let loggedInComponent: LoggedInComponent
                init(loggedInComponent: LoggedInComponent) {
                    self.loggedInComponent = loggedInComponent
                }
            }
            /// ^->RootComponent->LoggedInComponent->GameComponent->ScoreSheetComponent
            private func factory3f7d60e2119708f293bac0d8c882e1e0d9b5eda1(_ component: NeedleFoundation.Scope) -> AnyObject {
                return ScoreSheetDependency97f2595a691a56781aaaProvider(loggedInComponent: parent2(component) as! LoggedInComponent)
            }
            /// ^->RootComponent->LoggedInComponent->ScoreSheetComponent
            private func factory3f7d60e2119708f293ba0b20504d5a9e5588d7b3(_ component: NeedleFoundation.Scope) -> AnyObject {
                return ScoreSheetDependency97f2595a691a56781aaaProvider(loggedInComponent: parent1(component) as! LoggedInComponent)
            }

            """
        #expect(source.contains(game), "\(source)")
        #expect(source.contains(scoreSheet), "\(source)")
        #expect(source.contains("private class LoggedOutDependencyacada53ea78d270efa2fProvider: LoggedOutDependency {"), "\(source)")
        #expect(source.contains("private func factory1434ff4463106e5c4f1bb3a8f24c1d289f2c0f2e("), "\(source)")
    }

    @Test func registrationAndFileFrame() {
        let source = sampleSource()
        let registration = """
            #if !NEEDLE_DYNAMIC

            @inline(never) private func register1() {
                registerProviderFactory("^->RootComponent->LoggedInComponent->GameComponent", factorycf9c02c4def4e3d508816cd03d3cf415b70dfb0e)
                registerProviderFactory("^->RootComponent->LoggedInComponent", factoryEmptyDependencyProvider)
                registerProviderFactory("^->RootComponent->LoggedOutComponent", factory1434ff4463106e5c4f1bb3a8f24c1d289f2c0f2e)
                registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
                registerProviderFactory("^->RootComponent->LoggedInComponent->GameComponent->ScoreSheetComponent", factory3f7d60e2119708f293bac0d8c882e1e0d9b5eda1)
                registerProviderFactory("^->RootComponent->LoggedInComponent->ScoreSheetComponent", factory3f7d60e2119708f293ba0b20504d5a9e5588d7b3)
            }
            #endif

            public func registerProviderFactories() {
            #if !NEEDLE_DYNAMIC
                register1()
            #endif
            }

            """
        #expect(source.hasSuffix(registration), "\(source)")
        #expect(source.hasPrefix(NeedleCodeGeneratorHeader.text + "\n\nimport NeedleFoundation\n\n// swiftlint:disable unused_declaration\n"), "\(source)")
        #expect(source.contains("private func parent2(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {\n    return component.parent.parent\n}"))
        #expect(!source.contains("parent3("))
        #expect(source.contains("extension LoggedInComponent: NeedleFoundation.Registration {"))
    }

    @Test func registrationsAreSplitIntoHelpersOfFifty() {
        let location = SourceLocation(file: "App.swift", line: 1, column: 1)
        let children = (0..<60).map { "Child\($0)Component" }
        let graph = ComponentGraph(
            components: [.init(name: "AppComponent", location: location, isRoot: true, dependencyName: "EmptyDependency", dependencyLocation: location, properties: [])]
                + children.map { .init(name: $0, location: location, isRoot: false, dependencyName: "EmptyDependency", dependencyLocation: location, properties: []) },
            dependencyProtocols: [], edges: children.map { .init(parent: "AppComponent", child: $0, location: location) },
            constructions: [], imports: []
        )
        #expect(DependencyCheck.validate(graph) == [])
        let source = NeedleCodeGenerator.source(for: graph)
        let fifty = children.sorted()[49]
        #expect(source.contains("@inline(never) private func register2() {\n    registerProviderFactory(\"^->AppComponent->\(fifty)\""), "\(source)")
        #expect(source.contains("#if !NEEDLE_DYNAMIC\n    register1()\n    register2()\n#endif"), "\(source)")
        #expect(source.components(separatedBy: "registerProviderFactory(\"").count - 1 == 61)
    }
}

/// The header line the generator writes, as the tests expect it.
enum NeedleCodeGeneratorHeader {
    static let text = """
        // Generated by scaffold from the Needle component graph, in the form `needle generate` writes.
        // Do not edit: change the components and generate again.
        """
}
