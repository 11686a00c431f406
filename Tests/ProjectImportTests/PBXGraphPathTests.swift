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

    /// An untrusted project: groups that list each other end the walk (the file is nowhere),
    /// and a deep chain under another root is walked once per level, not twice.
    @Test func groupsThatListEachOtherOrNestDeepEndTheWalk() throws {
        let loop = try PBXGraph(text: """
            { objects = {
                P = { isa = PBXProject; mainGroup = M; };
                M = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
                B = { isa = PBXGroup; children = (A, F); path = b; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = x.swift; sourceTree = "<group>"; };
            }; rootObject = P; }
            """)
        #expect(loop.path(of: "F") == nil)
        let levels = 200
        let groups = (0..<levels).map { "G\($0) = { isa = PBXGroup; children = (\($0 + 1 < levels ? "G\($0 + 1)" : "F")); path = g; sourceTree = \($0 == 0 ? "DEVELOPER_DIR" : "\"<group>\""); };" }
        let deep = try PBXGraph(text: "{ objects = { P = { isa = PBXProject; mainGroup = G0; }; " + groups.joined(separator: " ")
            + " F = { isa = PBXFileReference; path = x.swift; sourceTree = \"<group>\"; }; }; rootObject = P; }")
        #expect(deep.path(of: "F") == .other("DEVELOPER_DIR", "g"))
    }
}
