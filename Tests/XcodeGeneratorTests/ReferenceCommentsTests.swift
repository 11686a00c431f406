import Testing
@testable import XcodeGenerator

@Suite struct ReferenceCommentsTests {
    private func written(_ id: String, _ comments: ReferenceComments) -> String {
        var out: [UInt8] = []
        comments.appendReference(id, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func hexAndOtherIDsGetTheirObjectsComments() {
        let objects = [
            PBXObject(id: XcodeID.make("file/a.swift"), isa: "PBXFileReference", comment: "a.swift", [:]),
            PBXObject(id: "A00000000000000000000000", isa: "PBXGroup", comment: "Sources", [:]),
            PBXObject(id: "a00000000000000000000000", isa: "PBXGroup", comment: "lowercase: another ID", [:]),
            PBXObject(id: "OTHER-PROJECT-ID", isa: "PBXContainerItemProxy", comment: "bad */ comment\nhere", [:]),
            PBXObject(id: "B00000000000000000000000", isa: "PBXGroup", comment: nil, [:]),
        ]
        let comments = ReferenceComments(objects)
        #expect(written(XcodeID.make("file/a.swift"), comments) == XcodeID.make("file/a.swift") + " /* a.swift */")
        #expect(written("A00000000000000000000000", comments) == "A00000000000000000000000 /* Sources */")
        #expect(written("a00000000000000000000000", comments) == "a00000000000000000000000 /* lowercase: another ID */")
        #expect(written("OTHER-PROJECT-ID", comments) == "OTHER-PROJECT-ID /* bad * / comment here */")
        #expect(written("B00000000000000000000000", comments) == "B00000000000000000000000")
        #expect(written("C00000000000000000000000", comments) == "C00000000000000000000000")
    }

    @Test func theFirstCommentedObjectOfAnIDWins() {
        let id = XcodeID.make("group/Sources")
        let objects = [
            PBXObject(id: id, isa: "PBXGroup", comment: nil, [:]),
            PBXObject(id: id, isa: "PBXGroup", comment: "first", [:]),
            PBXObject(id: id, isa: "PBXGroup", comment: "second", [:]),
        ]
        #expect(written(id, ReferenceComments(objects)) == id + " /* first */")
        // Each object's own line takes the same suffix as a reference does, without a lookup.
        let comments = ReferenceComments(objects + [PBXObject(id: "OTHER", isa: "PBXGroup", comment: "other", [:])])
        for position in 0..<3 {
            var out: [UInt8] = []
            comments.appendOwnReference(id, at: position, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == id + " /* first */")
        }
        var other: [UInt8] = []
        comments.appendOwnReference("OTHER", at: 3, to: &other)
        #expect(String(decoding: other, as: UTF8.self) == "OTHER /* other */")
    }

    @Test func manyIDsThatDifferOnlyInTheirLeadingDigitsAreAllFound() {
        // Not hash output: the table must spread them anyway, and find every one.
        let ids = (0..<4096).map { String(String($0, radix: 16, uppercase: true).reversed()).padding(toLength: 24, withPad: "0", startingAt: 0) }
        let objects = ids.map { PBXObject(id: $0, isa: "PBXGroup", comment: "c" + $0.prefix(3), [:]) }
        let comments = ReferenceComments(objects)
        #expect(ids.allSatisfy { written($0, comments) == $0 + " /* c\($0.prefix(3)) */" })
    }

    @Test func keysOrderAsTheirText() {
        let ids = ["000000000000000000000001", "00000000000000000000000F", "0000000000000000F0000000", "100000000000000000000000", "FFFFFFFFFFFFFFFFFFFFFFFF", "a-24-byte-id-not-hex-000"]
        let keys = ids.compactMap(ReferenceComments.key)
        #expect(keys.count == ids.count)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.precedes($1) && !$1.precedes($0) })
        #expect(ReferenceComments.key("00000000000000000000000") == nil)
        #expect(ReferenceComments.key("0000000000000000000000000") == nil)
        #expect(ReferenceComments.key("0000000000000000000000é") == nil)
    }

    @Test func sectionsSortByIDTextWhetherOrNotEveryIDIsHex() {
        func order(_ ids: [String]) -> [String] {
            let objects = ids.map { PBXObject(id: $0, isa: "PBXGroup", comment: nil, [:]) }
            let text = PBXWriter(objects: objects, rootObject: ids[0], objectVersion: 60).write()
            return ids.sorted { (text.range(of: "\t\t\($0) = ")?.lowerBound ?? text.endIndex) < (text.range(of: "\t\t\($1) = ")?.lowerBound ?? text.endIndex) }
        }
        let hex = ["F00000000000000000000000", "00000000000000000000000A", "000000000000000000000009", "0000000000000000A0000000"]
        #expect(order(hex) == hex.sorted())
        let mixed = hex + ["b-not-hex", "0-not-hex"]
        #expect(order(mixed) == mixed.sorted())
    }
}
