import Testing
@testable import XcodeGenerator

@Suite struct PBXWriterTests {
    @Test func quotesLikeXcode() {
        #expect(PBXWriter.quote("iphoneos") == "iphoneos")
        #expect(PBXWriter.quote("$(TARGET_NAME)") == "\"$(TARGET_NAME)\"")
        #expect(PBXWriter.quote("Sources/App.swift") == "Sources/App.swift")
        #expect(PBXWriter.quote("-Onone") == "\"-Onone\"")
        #expect(PBXWriter.quote("") == "\"\"")
        #expect(PBXWriter.quote("a//b") == "\"a//b\"")
        #expect(PBXWriter.quote("x___y") == "\"x___y\"")
        #expect(PBXWriter.quote("say \"hi\"\n\tback\\slash") == #""say \"hi\"\n\tback\\slash""#)
    }

    @Test func writesSectionsSortedWithCommentsAndInlineBuildFiles() throws {
        let objects = [
            PBXObject(id: "B00000000000000000000000", isa: "PBXFileReference", comment: "a.swift", ["path": .string("a.swift")]),
            PBXObject(id: "A00000000000000000000000", isa: "PBXBuildFile", comment: "a.swift in Sources", ["fileRef": .reference("B00000000000000000000000")]),
            PBXObject(id: "C00000000000000000000000", isa: "PBXGroup", comment: nil, ["children": .references(["B00000000000000000000000"])]),
            PBXObject(id: "D00000000000000000000000", isa: "PBXProject", comment: "Project object", ["mainGroup": .reference("C00000000000000000000000")]),
        ]
        let text = PBXWriter(objects: objects, rootObject: "D00000000000000000000000", objectVersion: 60).write()
        #expect(text.hasPrefix("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 60;\n"))
        #expect(text.contains("\t\tA00000000000000000000000 /* a.swift in Sources */ = {isa = PBXBuildFile; fileRef = B00000000000000000000000 /* a.swift */; };\n"))
        #expect(text.hasSuffix("\trootObject = D00000000000000000000000 /* Project object */;\n}\n"))
        #expect(text.contains("\t\tC00000000000000000000000 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tB00000000000000000000000 /* a.swift */,\n\t\t\t);\n\t\t};\n"))
        let order = ["PBXBuildFile", "PBXFileReference", "PBXGroup"].compactMap { text.range(of: "/* Begin \($0) section */")?.lowerBound }
        #expect(order == order.sorted() && order.count == 3)
        #expect(try PBXProjectReader(text: text).danglingReferences() == [])
    }
}
