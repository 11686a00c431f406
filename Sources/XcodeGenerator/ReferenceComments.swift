/// The ` /* comment */` suffix written after each reference in `project.pbxproj`, looked up by
/// object ID many times per object.
///
/// Almost every ID is `XcodeID`'s 24 hex digits: an ID of 24 bytes is kept as three machine
/// words read straight from its UTF-8 (no per-byte work, no `Hasher`) in an open-addressing
/// table of slots, and every suffix lives in one byte buffer. Any other ID (another length,
/// not ASCII) falls back to a dictionary.
struct ReferenceComments: Sendable {
    /// A 24-byte ID as three big-endian words: comparing them in order is comparing the text.
    struct Key: Hashable, Sendable {
        var first: UInt64
        var second: UInt64
        var third: UInt64

        /// Whether `self` sorts before `other`, as their texts do.
        @inline(__always)
        func precedes(_ other: Key) -> Bool {
            if first != other.first { return first < other.first }
            if second != other.second { return second < other.second }
            return third < other.third
        }
    }

    /// One table slot: a key and its suffix's place in `bytes` (`length < 0`: empty). 32 bytes,
    /// two to a cache line: a lookup in a table of 100,000 objects is mostly a cache miss.
    private struct Slot {
        var key = Key(first: 0, second: 0, third: 0)
        var start: UInt32 = 0
        var length: Int32 = -1

        var range: Range<Int> { Int(start)..<Int(start) + Int(length) }
    }

    private var slots: [Slot] = []
    private var mask = 0
    /// A key's slot is the top bits of its mixed value (`slot(of:)`).
    private var shift: UInt64 = 60
    private var bytes: [UInt8] = []
    private var others: [String: Range<Int>] = [:]
    /// The suffix of each object's own ID, by position: an object's own line needs no lookup.
    private var own: [Range<Int>?] = []

    /// The suffixes of `objects`' comments (of IDs used twice, the first object with a comment wins).
    init(_ objects: [PBXObject]) {
        let commented = objects.reduce(0) { $0 + ($1.comment == nil ? 0 : 1) }
        var capacity = 16
        var bits = 4
        while capacity < commented * 2 {
            capacity <<= 1
            bits += 1
        }
        mask = capacity - 1
        shift = UInt64(64 - bits)
        slots = Array(repeating: Slot(), count: capacity)
        bytes.reserveCapacity(commented * 24)
        own = Array(repeating: nil, count: objects.count)
        var unresolved: [Int] = []
        for (position, object) in objects.enumerated() {
            guard let comment = object.comment else {
                unresolved.append(position)
                continue
            }
            let start = bytes.count
            bytes.appendUTF8(" /* ")
            bytes.appendUTF8(PBXWriter.commentText(comment))
            bytes.appendUTF8(" */")
            if claim(object.id, range: start..<bytes.count) {
                own[position] = start..<bytes.count
            } else {
                bytes.removeSubrange(start...)
                unresolved.append(position)
            }
        }
        // An object without a comment, or whose ID an earlier object took: the winner's suffix.
        for position in unresolved { own[position] = suffix(of: objects[position].id) }
    }

    /// Records `range` for `id` unless the ID is already known; `false` when it was.
    private mutating func claim(_ id: String, range stored: Range<Int>) -> Bool {
        guard let key = Self.key(id), stored.upperBound <= Int(UInt32.max) else {
            guard suffix(of: id) == nil else { return false }
            others[id] = stored
            return true
        }
        var slot = slot(of: key)
        while slots[slot].length >= 0 {
            if slots[slot].key == key { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, start: UInt32(stored.lowerBound), length: Int32(stored.count))
        return true
    }

    /// Appends `id` and its suffix (if its object has a comment) to `out`.
    func appendReference(_ id: String, to out: inout [UInt8]) {
        out.appendUTF8(id)
        guard let range = suffix(of: id) else { return }
        appendBytes(range, to: &out)
    }

    /// Appends the ID of the object at `position` (of the objects this was made from) and its
    /// suffix, as `appendReference` would, without a lookup.
    func appendOwnReference(_ id: String, at position: Int, to out: inout [UInt8]) {
        out.appendUTF8(id)
        guard let range = own[position] else { return }
        appendBytes(range, to: &out)
    }

    private func appendBytes(_ range: Range<Int>, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Where `id`'s suffix is in `bytes`, or `nil` when no object has that ID.
    private func suffix(of id: String) -> Range<Int>? {
        guard let key = Self.key(id) else { return others[id] }
        let found = slots.withUnsafeBufferPointer { slots -> Range<Int>? in
            var slot = self.slot(of: key)
            while slots[slot].length >= 0 {
                if slots[slot].key == key { return slots[slot].range }
                slot = (slot + 1) & mask
            }
            return nil
        }
        // A hex ID lands in `others` only past 4 GB of comments.
        return found ?? (others.isEmpty ? nil : others[id])
    }

    /// The first slot to try for `key`: a multiplicative hash of its words, so that IDs that
    /// differ in a few digits (`A000…`, `B000…`) spread over the table too.
    @inline(__always)
    private func slot(of key: Key) -> Int {
        let mixed = (key.first &* 0x9E37_79B9_7F4A_7C15 ^ key.second) &* 0xC2B2_AE3D_27D4_EB4F ^ key.third
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> shift) & mask
    }

    /// The key of a 24-byte ASCII ID, or `nil` for any other (whose text order, Unicode's, may
    /// not be its byte order).
    @inline(__always)
    static func key(_ id: String) -> Key? {
        guard id.utf8.count == 24 else { return nil }
        // Read in place (no copy of the string, no retain); any string that is not stored
        // contiguously is read through a copy.
        return id.utf8.withContiguousStorageIfAvailable(key(utf8:)) ?? Array(id.utf8).withUnsafeBufferPointer(key(utf8:))
    }

    @inline(__always)
    private static func key(utf8: UnsafeBufferPointer<UInt8>) -> Key? {
        guard utf8.count == 24 else { return nil }
        let raw = UnsafeRawBufferPointer(utf8)
        let key = Key(
            first: UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
            second: UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
            third: UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        )
        return (key.first | key.second | key.third) & 0x8080_8080_8080_8080 == 0 ? key : nil
    }
}
