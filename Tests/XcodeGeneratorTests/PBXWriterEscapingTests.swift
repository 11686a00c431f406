import Testing
@testable import XcodeGenerator

@Suite struct PBXWriterEscapingTests {
    /// The writer escapes bytes in place; `PBXWriter.quote` escapes Unicode scalars. Both must agree.
    @Test func writtenValuesAreQuotedAsQuoteQuotesThem() {
        let values = ["say \"hi\"\n\tback\\slash\r", "é ü → \"✓\"\n", "plain", "$(SRCROOT)/a b", "x___y", ""]
        let id = "A00000000000000000000000"
        let objects = [PBXObject(id: id, isa: "PBXGroup", comment: nil, ["values": .strings(values)])]
        let text = PBXWriter(objects: objects, rootObject: id, objectVersion: 60).write()
        for value in values {
            #expect(text.contains("\t\t\t\t" + PBXWriter.quote(value) + ",\n"))
        }
    }
}
