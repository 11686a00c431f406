import Foundation
import ScaffoldSupport
import Testing

@Suite struct GlobTests {
    func tree(_ paths: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glob-\(UUID().uuidString)")
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        return root
    }

    @Test func starQuestionAndClassesMatchOneComponent() throws {
        let root = try tree(["a/x.swift", "a/y.swift", "a/z.m", "a/b/w.swift", "c1.yml", "c2.yml", "cc.yml"])
        #expect(Glob.expand("a/*.swift", in: root) == ["a/x.swift", "a/y.swift"])
        #expect(Glob.expand("c?.yml", in: root) == ["c1.yml", "c2.yml", "cc.yml"])
        #expect(Glob.expand("c[0-9].yml", in: root) == ["c1.yml", "c2.yml"])
    }

    @Test func doubleStarMatchesAnyDepthAndBracesAlternatives() throws {
        let root = try tree(["a/x.swift", "a/b/c/y.swift", "top.swift", "a/.hidden/h.swift", "a/z.m"])
        #expect(Glob.expand("**/*.swift", in: root) == ["a/b/c/y.swift", "a/x.swift", "top.swift"])
        #expect(Glob.expand("a/**/*.{swift,m}", in: root) == ["a/b/c/y.swift", "a/x.swift", "a/z.m"])
        #expect(Glob.matches(path: "a/b/c/y.swift", pattern: "a/**/*.swift"))
        #expect(Glob.matches(path: "a/y.swift", pattern: "a/**/*.swift"))
        #expect(!Glob.matches(path: "b/y.swift", pattern: "a/**/*.swift"))
    }

    @Test func braceExpansionNests() {
        #expect(Glob.expandBraces("x.{a,b{1,2}}") == ["x.a", "x.b1", "x.b2"])
        #expect(Glob.expandBraces("plain") == ["plain"])
    }
}
