/// An `Encoder` that streams a value into one byte buffer, the same in every process, for
/// `StableEncoding`.
///
/// Every token (a key, a scalar, the start of a container) is written with the depth it sits
/// at, so the token sequence is a tree's preorder with depths, from which the tree can be read
/// back: two different values never give the same bytes. When the `encode(to:)` that opened a
/// keyed container returns, that container is complete and its entries (each a key and the
/// bytes of its value) are put in key order in place; dictionaries are keyed containers, so
/// their order no longer depends on the process.
///
/// That relies on containers being used one after the other, as synthesized code does. Each
/// write checks it (a stack of open containers); any other use marks the encoding irregular and
/// `bytes(of:)` gives `nil`, so the caller can fall back to an encoder that builds a tree.
final class StableEncoder: Encoder {
    /// Encodes `value`; `nil` if its `encode(to:)` threw or used its containers out of order.
    static func bytes(of value: some Encodable) -> [UInt8]? {
        let sink = Sink()
        do {
            try sink.encode(value, depth: 0)
        } catch {
            return nil
        }
        return sink.irregular ? nil : sink.bytes
    }

    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private let sink: Sink
    private let depth: Int
    /// The containers this encoder opened, in order (a nested one comes after its parent).
    fileprivate var opened: [Container] = []
    /// Whether its single value was written.
    private var wroteSingleValue = false

    fileprivate init(sink: Sink, depth: Int) {
        self.sink = sink
        self.depth = depth
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(state: topContainer(keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(state: topContainer(keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// The encoder's container: opened on the first call, the same one on later calls (as
    /// `JSONEncoder` does); asking for the other kind is irregular.
    private func topContainer(keyed: Bool) -> Container {
        if let first = opened.first {
            if first.keyed != keyed || wroteSingleValue { sink.irregular = true }
            return first
        }
        if wroteSingleValue { sink.irregular = true }
        return open(keyed: keyed, depth: depth)
    }

    fileprivate func open(keyed: Bool, depth: Int) -> Container {
        sink.token(depth, keyed ? Tag.keyed : Tag.unkeyed)
        let container = Container(sink: sink, encoder: self, keyed: keyed, depth: depth + 1)
        sink.open.append(container)
        opened.append(container)
        return container
    }

    fileprivate func writeSingleValue(_ write: (Sink, Int) -> Void) {
        if wroteSingleValue || !opened.isEmpty { sink.irregular = true }
        wroteSingleValue = true
        write(sink, depth)
    }

    fileprivate func writeSingleValue(_ value: some Encodable) throws {
        if wroteSingleValue || !opened.isEmpty { sink.irregular = true }
        wroteSingleValue = true
        try sink.encode(value, depth: depth)
    }

    /// Called when the `encode(to:)` given this encoder returned: its containers are complete.
    fileprivate func finish() {
        // Innermost first: a nested container lies inside an entry of the one that opened it.
        for container in opened.reversed() where container.keyed {
            sink.sortEntries(of: container)
        }
        if let first = opened.first, let index = sink.open.lastIndex(where: { $0 === first }) {
            sink.open.removeSubrange(index...)
        }
        // The containers hold their encoder (to open nested ones); this breaks the cycle.
        opened = []
    }

    /// What a single token is.
    fileprivate enum Tag {
        static let keyed = UInt8(ascii: "K"), unkeyed = UInt8(ascii: "U"), key = UInt8(ascii: "k")
        static let null = UInt8(ascii: "n"), bool = UInt8(ascii: "b"), string = UInt8(ascii: "s")
        static let signed = UInt8(ascii: "i"), unsigned = UInt8(ascii: "u"), double = UInt8(ascii: "d"), float = UInt8(ascii: "f")
    }

    /// An open container: where its entries start, so that they can be sorted.
    fileprivate final class Container {
        let sink: Sink
        let encoder: StableEncoder
        let keyed: Bool
        /// The depth of its entries' tokens.
        let depth: Int
        /// Where each entry (or item) starts in the buffer.
        var entries: [Int] = []

        init(sink: Sink, encoder: StableEncoder, keyed: Bool, depth: Int) {
            self.sink = sink
            self.encoder = encoder
            self.keyed = keyed
            self.depth = depth
        }

        /// Starts an entry: the containers opened after this one are complete; writing to a
        /// container that was already closed is irregular.
        func beginEntry(key: String?) {
            guard let index = sink.open.lastIndex(where: { $0 === self }) else {
                sink.irregular = true
                return
            }
            if index + 1 < sink.open.count { sink.open.removeSubrange((index + 1)...) }
            entries.append(sink.bytes.count)
            if let key { sink.string(key, depth: depth, tag: Tag.key) }
        }
    }

    /// The buffer, shared by every encoder and container of one encoding.
    fileprivate final class Sink {
        var bytes: [UInt8] = []
        var irregular = false
        /// The containers that may still be written to, outermost first.
        var open: [Container] = []

        init() { bytes.reserveCapacity(1 << 16) }

        func encode<Value: Encodable>(_ value: Value, depth: Int) throws {
            // Strings are most of the values: written directly, without an encoder for each.
            // (A metatype comparison, not a dynamic cast, which costs a conformance lookup.)
            if Value.self == String.self {
                string(unsafeBitCast(value, to: String.self), depth: depth, tag: Tag.string)
                return
            }
            let encoder = StableEncoder(sink: self, depth: depth)
            try value.encode(to: encoder)
            encoder.finish()
        }

        func token(_ depth: Int, _ tag: UInt8) {
            bytes.append(UInt8(truncatingIfNeeded: depth))
            bytes.append(UInt8(truncatingIfNeeded: depth >> 8))
            bytes.append(tag)
        }

        func scalar(_ depth: Int, _ tag: UInt8, _ value: UInt64, width: Int) {
            token(depth, tag)
            for shift in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * shift))) }
        }

        func integer<Value: FixedWidthInteger>(_ value: Value, depth: Int) {
            if Value.isSigned {
                scalar(depth, Tag.signed, UInt64(bitPattern: Int64(value)), width: 8)
            } else {
                scalar(depth, Tag.unsigned, UInt64(value), width: 8)
            }
        }

        func string(_ text: String, depth: Int, tag: UInt8) {
            var text = text
            text.withUTF8 { utf8 in
                scalar(depth, tag, UInt64(utf8.count), width: 4)
                bytes.append(contentsOf: utf8)
            }
        }

        /// Puts the entries of `container` (from its first entry to the end of the buffer) in
        /// the order of their keys' bytes, in place; equal keys keep their order.
        func sortEntries(of container: Container) {
            let entries = container.entries
            guard entries.count > 1 else { return }
            let end = bytes.count
            let sorted = bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
                let keys = entries.map { start -> UnsafeBufferPointer<UInt8> in
                    // depth (2), tag, length (4), then the key's bytes.
                    let length = Int(buffer[start + 3]) | Int(buffer[start + 4]) << 8 | Int(buffer[start + 5]) << 16 | Int(buffer[start + 6]) << 24
                    return UnsafeBufferPointer(rebasing: buffer[(start + 7)..<(start + 7 + length)])
                }
                func precedes(_ a: Int, _ b: Int) -> Bool {
                    let order = compare(keys[a], keys[b])
                    return order != 0 ? order < 0 : a < b
                }
                guard !(1..<entries.count).allSatisfy({ precedes($0 - 1, $0) }) else { return nil }
                var sorted: [UInt8] = []
                sorted.reserveCapacity(end - entries[0])
                for index in entries.indices.sorted(by: precedes) {
                    let stop = index + 1 < entries.count ? entries[index + 1] : end
                    sorted.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[entries[index]..<stop]))
                }
                return sorted
            }
            if let sorted { bytes.replaceSubrange(entries[0]..<end, with: sorted) }
        }

        private func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
            for index in 0..<min(a.count, b.count) where a[index] != b[index] {
                return a[index] < b[index] ? -1 : 1
            }
            return a.count - b.count
        }
    }

    // MARK: Containers

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let state: Container
        var codingPath: [any CodingKey] { [] }

        private func entry(_ key: Key) -> Container {
            state.beginEntry(key: key.stringValue)
            return state
        }

        mutating func encodeNil(forKey key: Key) throws { entry(key).sink.token(state.depth, Tag.null) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { entry(key).sink.scalar(state.depth, Tag.bool, value ? 1 : 0, width: 1) }
        mutating func encode(_ value: String, forKey key: Key) throws { entry(key).sink.string(value, depth: state.depth, tag: Tag.string) }
        mutating func encode(_ value: Double, forKey key: Key) throws { entry(key).sink.scalar(state.depth, Tag.double, value.bitPattern, width: 8) }
        mutating func encode(_ value: Float, forKey key: Key) throws { entry(key).sink.scalar(state.depth, Tag.float, UInt64(value.bitPattern), width: 4) }
        mutating func encode(_ value: Int, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { entry(key).sink.integer(value, depth: state.depth) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws { try entry(key).sink.encode(value, depth: state.depth) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(KeyedContainer<NestedKey>(state: entry(key).encoder.open(keyed: true, depth: state.depth)))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            UnkeyedContainer(state: entry(key).encoder.open(keyed: false, depth: state.depth))
        }

        mutating func superEncoder() -> any Encoder { irregularEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { irregularEncoder() }

        private func irregularEncoder() -> any Encoder {
            state.sink.irregular = true
            return StableEncoder(sink: state.sink, depth: state.depth)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let state: Container
        var codingPath: [any CodingKey] { [] }
        var count: Int { state.entries.count }

        private func item() -> Sink {
            state.beginEntry(key: nil)
            return state.sink
        }

        mutating func encodeNil() throws { item().token(state.depth, Tag.null) }
        mutating func encode(_ value: Bool) throws { item().scalar(state.depth, Tag.bool, value ? 1 : 0, width: 1) }
        mutating func encode(_ value: String) throws { item().string(value, depth: state.depth, tag: Tag.string) }
        mutating func encode(_ value: Double) throws { item().scalar(state.depth, Tag.double, value.bitPattern, width: 8) }
        mutating func encode(_ value: Float) throws { item().scalar(state.depth, Tag.float, UInt64(value.bitPattern), width: 4) }
        mutating func encode(_ value: Int) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: Int8) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: Int16) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: Int32) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: Int64) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt8) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt16) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt32) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: UInt64) throws { item().integer(value, depth: state.depth) }
        mutating func encode(_ value: some Encodable) throws { try item().encode(value, depth: state.depth) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            _ = item()
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state.encoder.open(keyed: true, depth: state.depth)))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            _ = item()
            return UnkeyedContainer(state: state.encoder.open(keyed: false, depth: state.depth))
        }

        mutating func superEncoder() -> any Encoder {
            state.sink.irregular = true
            return StableEncoder(sink: state.sink, depth: state.depth)
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: StableEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.writeSingleValue { $0.token($1, Tag.null) } }
        mutating func encode(_ value: Bool) throws { encoder.writeSingleValue { $0.scalar($1, Tag.bool, value ? 1 : 0, width: 1) } }
        mutating func encode(_ value: String) throws { encoder.writeSingleValue { $0.string(value, depth: $1, tag: Tag.string) } }
        mutating func encode(_ value: Double) throws { encoder.writeSingleValue { $0.scalar($1, Tag.double, value.bitPattern, width: 8) } }
        mutating func encode(_ value: Float) throws { encoder.writeSingleValue { $0.scalar($1, Tag.float, UInt64(value.bitPattern), width: 4) } }
        mutating func encode(_ value: Int) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: Int8) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: Int16) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: Int32) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: Int64) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: UInt) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: UInt8) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: UInt16) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: UInt32) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: UInt64) throws { encoder.writeSingleValue { $0.integer(value, depth: $1) } }
        mutating func encode(_ value: some Encodable) throws { try encoder.writeSingleValue(value) }
    }
}
