import ScaffoldSupport
import Testing

@Suite struct StableEncodingTests {
    private struct Model: Encodable {
        enum Value: Encodable { case text(String), list([Value]), table([String: Value]), pair(first: Int, second: String?), none }
        var name: String
        var values: [String: Value]
        var note: String?
    }

    /// Two dictionaries with the same contents but different histories (capacity, insertion
    /// order) iterate differently; their encodings must not differ.
    @Test func dictionariesAreWrittenInKeyOrder() {
        var grown = [String: Int](minimumCapacity: 512)
        var small = [String: Int]()
        let keys = (0..<40).map { "key\($0)" }
        for (index, key) in keys.enumerated() { grown[key] = index }
        for (index, key) in keys.enumerated().reversed() { small[key] = index }
        #expect(Array(grown.keys) != Array(small.keys), "the test needs two iteration orders")
        #expect(StableEncoding.bytes(of: grown) == StableEncoding.bytes(of: small))
        // Nested: the inner dictionaries are sorted before the outer one moves them.
        let nestedGrown = Model(name: "A", values: Dictionary(uniqueKeysWithValues: keys.map { ($0, .table(grown.mapValues { .text("\($0)") })) }), note: nil)
        let nestedSmall = Model(name: "A", values: Dictionary(uniqueKeysWithValues: keys.reversed().map { ($0, .table(small.mapValues { .text("\($0)") })) }), note: nil)
        #expect(StableEncoding.bytes(of: nestedGrown) == StableEncoding.bytes(of: nestedSmall))
        #expect(StableEncoding.digest(of: nestedGrown) == StableEncoding.digest(of: nestedSmall))
    }

    @Test func everyNestedFieldCounts() {
        let base = Model(name: "A", values: ["x": .table(["y": .list([.text("1")])])], note: nil)
        var deep = base
        deep.values["x"] = .table(["y": .list([.text("2")])])
        var noted = base
        noted.note = "n"
        var emptied = base
        emptied.values["x"] = Model.Value.none
        var paired = base
        paired.values["x"] = .pair(first: 1, second: nil)
        var paired2 = base
        paired2.values["x"] = .pair(first: 1, second: "")
        let encodings = [base, deep, noted, emptied, paired, paired2].map { StableEncoding.bytes(of: $0) }
        #expect(Set(encodings).count == 6, "\(encodings)")
        #expect(!encodings.contains(nil))
    }

    /// Values of one type whose texts run together differently never share an encoding.
    @Test func structureIsPartOfTheEncoding() {
        let lists: [[[String]]] = [[["a", "b"]], [["a"], ["b"]], [["ab"]], [["a", "b"], []], [[], ["a", "b"]]]
        #expect(Set(lists.map { StableEncoding.bytes(of: $0) }).count == lists.count)
        let tables: [[String: [String: String]]] = [["a": ["b": "c"]], ["a": [:], "b": ["c": ""]], ["ab": ["": "c"]]]
        #expect(Set(tables.map { StableEncoding.bytes(of: $0) }).count == tables.count)
    }

    /// An `encode(to:)` that writes to a container after opening a later one is not streamable;
    /// it still gets an encoding, and a stable one.
    @Test func outOfOrderContainersStillEncodeStably() {
        struct Interleaved: Encodable {
            var table: [String: Int]
            enum Keys: String, CodingKey { case first, second }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .first)
                try container.encode(table, forKey: .second)
                try nested.encode(1, forKey: .first)
            }
        }
        var grown = [String: Int](minimumCapacity: 256)
        var small = [String: Int]()
        for index in 0..<30 { grown["k\(index)"] = index }
        for index in (0..<30).reversed() { small["k\(index)"] = index }
        let one = StableEncoding.bytes(of: Interleaved(table: grown))
        #expect(one != nil)
        #expect(one == StableEncoding.bytes(of: Interleaved(table: small)))
        #expect(one != StableEncoding.bytes(of: Interleaved(table: ["k0": 0])))
    }

    @Test func aValueThatCannotEncodeHasNoEncoding() {
        struct Failing: Encodable {
            struct Refused: Error {}
            func encode(to encoder: any Encoder) throws { throw Refused() }
        }
        #expect(StableEncoding.bytes(of: ["x": Failing()]) == nil)
        #expect(StableEncoding.digest(of: Failing()) == nil)
    }
}
