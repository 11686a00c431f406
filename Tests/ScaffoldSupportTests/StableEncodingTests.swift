import ScaffoldSupport
import Testing

@Suite struct StableEncodingTests {
    private struct Model: Encodable {
        enum Value: Encodable { case text(String), list([Value]), table([String: Value]), none }
        var name: String
        var values: [String: Value]
        var note: String?
    }

    /// Two dictionaries with the same contents but different histories (capacity, insertion
    /// order) iterate differently; their texts must not differ.
    @Test func dictionariesAreWrittenInKeyOrder() {
        var grown = [String: Int](minimumCapacity: 512)
        var small = [String: Int]()
        let keys = (0..<40).map { "key\($0)" }
        for (index, key) in keys.enumerated() { grown[key] = index }
        for (index, key) in keys.enumerated().reversed() { small[key] = index }
        #expect(Array(grown.keys) != Array(small.keys), "the test needs two iteration orders")
        #expect(StableEncoding.text(of: grown) == StableEncoding.text(of: small))
    }

    @Test func everyNestedFieldCounts() {
        let base = Model(name: "A", values: ["x": .table(["y": .list([.text("1")])])], note: nil)
        var deep = base
        deep.values["x"] = .table(["y": .list([.text("2")])])
        var noted = base
        noted.note = "n"
        var emptied = base
        emptied.values["x"] = Model.Value.none
        let texts = [base, deep, noted, emptied].map { StableEncoding.text(of: $0) }
        #expect(Set(texts).count == 4, "\(texts)")
        #expect(!texts.contains(nil))
    }

    @Test func aValueJSONCannotHoldIsNoText() {
        #expect(StableEncoding.text(of: ["x": Double.nan]) == nil)
    }
}
