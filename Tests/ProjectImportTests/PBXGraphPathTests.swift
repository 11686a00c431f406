@testable import ProjectImport
import Testing

/// Where `PBXGraph.path(of:)` puts files and groups: a variant group stands for the file it
/// names, and its languages are in its folder, with or without the `path` older Xcode wrote.
@Suite struct PBXGraphPathTests {
    private static func graph(variantPath: String) throws -> PBXGraph {
        try PBXGraph(text: """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = M; };
                M = { isa = PBXGroup; children = (G); sourceTree = "<group>"; };
                G = { isa = PBXGroup; children = (V); path = Res/Strings; sourceTree = "<group>"; };
                V = { isa = PBXVariantGroup; children = (E); name = L.strings; \(variantPath)sourceTree = "<group>"; };
                E = { isa = PBXFileReference; name = en; path = en.lproj/L.strings; sourceTree = "<group>"; };
            }; rootObject = P; }
            """)
    }

    @Test(arguments: [("", "Res/Strings"), ("path = ..; ", "Res")])
    func aVariantGroupsLanguagesAreInItsFolder(variantPath: String, folder: String) throws {
        let graph = try Self.graph(variantPath: variantPath)
        #expect(graph.path(of: "V") == .project(folder + "/L.strings"))
        #expect(graph.path(of: "E") == .project(folder + "/en.lproj/L.strings"))
    }
}
