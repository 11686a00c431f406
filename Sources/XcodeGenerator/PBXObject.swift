/// A value in `project.pbxproj`: text, a reference to another object (written with that
/// object's comment), a list, or a dictionary.
enum PBXValue: Sendable, Equatable {
    case string(String)
    case reference(String)
    case array([PBXValue])
    case dictionary(PBXFields)

    /// A list of references.
    static func references(_ ids: [String]) -> PBXValue { .array(ids.map(PBXValue.reference)) }

    /// A list of strings.
    static func strings(_ values: [String]) -> PBXValue { .array(values.map(PBXValue.string)) }
}

/// The entries of an object or a dictionary, kept in key order: the order the file lists them
/// in. One array, not a hash table: most objects have two to five fields, so a lookup is a
/// short scan, building one hashes nothing, and the writer reads them as they are (a dictionary
/// per object cost a hash per key to build and a sorted copy to write, for some 30,000 objects
/// per 300 features).
struct PBXFields: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    typealias Entry = (key: String, value: PBXValue)

    /// The entries, keys unique and ascending (`String` order, as the writer always sorted them).
    private(set) var entries: [Entry]

    /// The entries of a literal; a key written twice keeps its last value.
    init(dictionaryLiteral elements: (String, PBXValue)...) {
        self.init(unsorted: elements.map { (key: $0.0, value: $0.1) })
    }

    /// The entries of `dictionary`.
    init(_ dictionary: [String: PBXValue]) {
        entries = dictionary.map { (key: $0.key, value: $0.value) }
        entries.sort { $0.key < $1.key }
    }

    private init(unsorted: [Entry]) {
        entries = []
        entries.reserveCapacity(unsorted.count)
        for entry in unsorted { self[entry.key] = entry.value }
    }

    /// The value of `key`; setting `nil` removes the entry.
    subscript(key: String) -> PBXValue? {
        get {
            let index = position(of: key)
            return index < entries.count && entries[index].key == key ? entries[index].value : nil
        }
        set {
            let index = position(of: key)
            let present = index < entries.count && entries[index].key == key
            switch (newValue, present) {
            case let (value?, true): entries[index].value = value
            case let (value?, false): entries.insert((key, value), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    func makeIterator() -> IndexingIterator<[Entry]> { entries.makeIterator() }

    /// Where `key` is or would go: a scan for the few fields of most objects, a binary search
    /// for build settings.
    private func position(of key: String) -> Int {
        if entries.count <= 8 {
            return entries.firstIndex { !($0.key < key) } ?? entries.count
        }
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func == (lhs: PBXFields, rhs: PBXFields) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// One object of the project's object graph.
struct PBXObject: Sendable, Equatable {
    /// The stable 24-hex-digit ID (`XcodeID`).
    var id: String
    /// The object's class (`PBXNativeTarget`).
    var isa: String
    /// The comment written after references to it (`App`, `Sources`, `App.swift in Sources`).
    var comment: String?
    /// The fields other than `isa`.
    var fields: PBXFields

    init(id: String, isa: String, comment: String?, _ fields: PBXFields) {
        self.id = id
        self.isa = isa
        self.comment = comment
        self.fields = fields
    }
}
