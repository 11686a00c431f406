import ScaffoldSupport
import Testing

@Suite struct StableHashTests {
    /// Reference values from the `mmh3` package (`mmh3.hash128(data, 0, x64arch=True)`, whose
    /// integer is `h2 << 64 | h1`), covering the empty input, a tail only, one full block, and
    /// blocks with a tail longer than eight bytes.
    @Test(arguments: [
        ("", "0000000000000000", "0000000000000000"),
        ("a", "85555565f6597889", "e6b53a48510e895a"),
        ("target/App", "ff6592f5e7329d60", "efabc281167b2e91"),
        ("file/Sources/App.swift", "2d7bc1beec4cbca2", "20137a3b98b52277"),
        ("0123456789abcdef", "4be06d94cf4ad1a7", "87c35b5c63a708da"),
        (String(repeating: "0123456789abcdefX", count: 3), "8325affdbe99df61", "af7641f609873ab5"),
    ])
    func matchesTheReferenceImplementation(input: String, h1: String, h2: String) {
        let (first, second) = StableHash.hash128(input)
        #expect(String(first, radix: 16).leftPadded(16) == h1)
        #expect(String(second, radix: 16).leftPadded(16) == h2)
    }

    @Test func distinctPathsGetDistinctHashes() {
        var seen = Set<String>()
        for index in 0..<50_000 {
            let (h1, h2) = StableHash.hash128("file/Features/Feature\(index)/Sources/File\(index % 8).swift")
            seen.insert("\(h1)-\(h2 >> 32)")
        }
        #expect(seen.count == 50_000)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
