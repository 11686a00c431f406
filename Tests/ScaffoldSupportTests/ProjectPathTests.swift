import Foundation
import ScaffoldSupport
import Testing

@Suite struct ProjectPathTests {
    private let root = URL(fileURLWithPath: "/work/App")

    /// Clean relative paths written at the root come back as they are; everything else is
    /// resolved against the folder it was written in.
    @Test(arguments: [
        ("Sources/App", "/work/App", "Sources/App"),
        ("Sources/App/", "/work/App", "Sources/App"),
        ("./Sources//App", "/work/App", "Sources/App"),
        ("Sources/../Tests", "/work/App", "Tests"),
        ("...", "/work/App", "..."),
        ("a..b/.c", "/work/App", "a..b/.c"),
        (".", "/work/App", "."),
        ("..", "/work/App", ".."),
        ("", "/work/App", "."),
        ("/work/App/Shared", "/work/App", "Shared"),
        ("/elsewhere/File.swift", "/work/App", "../../elsewhere/File.swift"),
        ("Sources", "/work/App/Modules/Profile", "Modules/Profile/Sources"),
        ("../Shared", "/work/App/Modules", "Shared"),
    ])
    func relative(path: String, base: String, expected: String) {
        #expect(ProjectPath.relative(path, base: URL(fileURLWithPath: base), root: root) == expected)
    }
}

@Suite struct ProjectPathLastComponentTests {
    @Test(arguments: [
        ("Sources/App.swift", "App.swift"), ("App.swift", "App.swift"), ("A/B/", "B"), ("/A", "A"), ("A//B", "B"),
        ("/", "/"), ("", ""), ("Ünï/Cödé.swift", "Cödé.swift"), ("Vendor/Kit.framework", "Kit.framework"),
    ])
    func isWhatSplittingGaveLast(path: String, expected: String) {
        #expect(ProjectPath.lastComponent(path) == expected)
        #expect(ProjectPath.lastComponent(path) == (path.split(separator: "/").last.map(String.init) ?? path))
    }
}
