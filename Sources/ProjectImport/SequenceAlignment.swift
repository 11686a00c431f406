/// Python's `difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()`, ported rule
/// for rule (no junk, no popular elements): how compare.py aligns two targets' build phases,
/// so that a phase missing in the middle costs that phase, not every phase after it.
enum SequenceAlignment {
    enum Tag: Equatable {
        case equal, replace, delete, insert
    }

    struct Opcode: Equatable {
        var tag: Tag
        var a: Range<Int>
        var b: Range<Int>
    }

    static func opcodes<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [Opcode] {
        var i = 0, j = 0
        var answer: [Opcode] = []
        for block in matchingBlocks(a, b) {
            let tag: Tag? = i < block.a && j < block.b ? .replace : i < block.a ? .delete : j < block.b ? .insert : nil
            if let tag { answer.append(Opcode(tag: tag, a: i..<block.a, b: j..<block.b)) }
            i = block.a + block.size
            j = block.b + block.size
            if block.size > 0 { answer.append(Opcode(tag: .equal, a: block.a..<i, b: block.b..<j)) }
        }
        return answer
    }

    /// `get_matching_blocks()`: triples (a, b, size), the last `(len(a), len(b), 0)`.
    static func matchingBlocks<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [(a: Int, b: Int, size: Int)] {
        var b2j: [Element: [Int]] = [:]
        for (index, element) in b.enumerated() { b2j[element, default: []].append(index) }
        var queue = [(0, a.count, 0, b.count)]
        var blocks: [(a: Int, b: Int, size: Int)] = []
        while let (alo, ahi, blo, bhi) = queue.popLast() {
            let (i, j, k) = longestMatch(a, b, b2j, alo, ahi, blo, bhi)
            guard k > 0 else { continue }
            blocks.append((i, j, k))
            if alo < i, blo < j { queue.append((alo, i, blo, j)) }
            if i + k < ahi, j + k < bhi { queue.append((i + k, ahi, j + k, bhi)) }
        }
        blocks.sort { ($0.a, $0.b, $0.size) < ($1.a, $1.b, $1.size) }
        // Adjacent blocks collapse into one.
        var collapsed: [(a: Int, b: Int, size: Int)] = []
        var (i1, j1, k1) = (0, 0, 0)
        for (i2, j2, k2) in blocks {
            if i1 + k1 == i2, j1 + k1 == j2 {
                k1 += k2
            } else {
                if k1 > 0 { collapsed.append((i1, j1, k1)) }
                (i1, j1, k1) = (i2, j2, k2)
            }
        }
        if k1 > 0 { collapsed.append((i1, j1, k1)) }
        collapsed.append((a.count, b.count, 0))
        return collapsed
    }

    /// `find_longest_match(alo, ahi, blo, bhi)`: the longest matching block, the earliest in
    /// `a` among those, then the earliest in `b`.
    private static func longestMatch<Element: Hashable>(
        _ a: [Element], _ b: [Element], _ b2j: [Element: [Int]], _ alo: Int, _ ahi: Int, _ blo: Int, _ bhi: Int
    ) -> (Int, Int, Int) {
        var (besti, bestj, bestsize) = (alo, blo, 0)
        var j2len: [Int: Int] = [:]
        for i in alo..<ahi {
            var next: [Int: Int] = [:]
            for j in b2j[a[i]] ?? [] {
                if j < blo { continue }
                if j >= bhi { break }
                let k = (j2len[j - 1] ?? 0) + 1
                next[j] = k
                if k > bestsize { (besti, bestj, bestsize) = (i - k + 1, j - k + 1, k) }
            }
            j2len = next
        }
        while besti > alo, bestj > blo, a[besti - 1] == b[bestj - 1] {
            (besti, bestj, bestsize) = (besti - 1, bestj - 1, bestsize + 1)
        }
        while besti + bestsize < ahi, bestj + bestsize < bhi, a[besti + bestsize] == b[bestj + bestsize] {
            bestsize += 1
        }
        return (besti, bestj, bestsize)
    }
}
