import ScaffoldSupport
import Testing

@Suite struct StableDescriptionTests {
    private struct Model {
        enum Value { case text(String), list([Value]), table([String: Value]), none }
        var name: String
        var values: [String: Value]
        var tags: Set<String>
        var note: String?
    }

    /// Two dictionaries with the same contents but different histories (capacity, insertion
    /// order) iterate differently; their descriptions must not.
    @Test func dictionariesAndSetsAreWrittenInSortedOrder() {
        var grown = [String: Int](minimumCapacity: 512)
        var small = [String: Int]()
        let keys = (0..<40).map { "key\($0)" }
        for (index, key) in keys.enumerated() { grown[key] = index }
        for (index, key) in keys.enumerated().reversed() { small[key] = index }
        #expect(Array(grown.keys) != Array(small.keys), "the test needs two iteration orders")
        #expect(StableDescription.of(grown) == StableDescription.of(small))
        #expect(StableDescription.of(Set(keys)) == StableDescription.of(Set(keys.reversed())))
    }

    @Test func everyNestedFieldCounts() {
        let base = Model(name: "A", values: ["x": .table(["y": .list([.text("1")])])], tags: ["t"], note: nil)
        var deep = base
        deep.values["x"] = .table(["y": .list([.text("2")])])
        var noted = base
        noted.note = "n"
        var emptied = base
        emptied.values["x"] = Model.Value.none
        let texts = [base, deep, noted, emptied].map { StableDescription.of($0) }
        #expect(Set(texts).count == 4, "\(texts)")
    }

    /// Strings are quoted: a value containing the separators cannot pass for two entries.
    @Test func stringsCannotForgeStructure() {
        let one = StableDescription.of(["a": "b\u{1}c"])
        let two = StableDescription.of(["a": "b", "c": ""])
        #expect(one != two)
        #expect(StableDescription.of(["x,y"]) != StableDescription.of(["x", "y"]))
    }
}
