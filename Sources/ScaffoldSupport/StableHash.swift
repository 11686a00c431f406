/// MurmurHash3's x64 128-bit function (Austin Appleby's public-domain construction, seed 0):
/// a fast, well-mixed hash that is the same on every run and machine. It is not cryptographic;
/// it names objects (Xcode object IDs) where SHA-256 was ten times the cost for no gain, since
/// the inputs are the project's own paths, not an adversary's. Digests of file contents stay
/// SHA-256 (`SHA256`).
public enum StableHash {
    /// The two 64-bit halves of the hash of `bytes` (`h1`, then `h2`, as the reference gives them).
    public static func hash128(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        let c1: UInt64 = 0x87c3_7b91_1142_53d5, c2: UInt64 = 0x4cf5_ad43_2745_937f
        var h1: UInt64 = 0, h2: UInt64 = 0
        let count = bytes.count
        var offset = 0
        while offset + 16 <= count {
            var k1 = word(bytes, offset, 8), k2 = word(bytes, offset + 8, 8)
            k1 &*= c1; k1 = rotate(k1, 31); k1 &*= c2; h1 ^= k1
            h1 = rotate(h1, 27); h1 &+= h2; h1 = h1 &* 5 &+ 0x52dc_e729
            k2 &*= c2; k2 = rotate(k2, 33); k2 &*= c1; h2 ^= k2
            h2 = rotate(h2, 31); h2 &+= h1; h2 = h2 &* 5 &+ 0x3849_5ab5
            offset += 16
        }
        let tail = count - offset
        if tail > 8 {
            var k2 = word(bytes, offset + 8, tail - 8)
            k2 &*= c2; k2 = rotate(k2, 33); k2 &*= c1; h2 ^= k2
        }
        if tail > 0 {
            var k1 = word(bytes, offset, min(tail, 8))
            k1 &*= c1; k1 = rotate(k1, 31); k1 &*= c2; h1 ^= k1
        }
        h1 ^= UInt64(count); h2 ^= UInt64(count)
        h1 &+= h2; h2 &+= h1
        h1 = mix(h1); h2 = mix(h2)
        h1 &+= h2; h2 &+= h1
        return (h1, h2)
    }

    /// The hash of a string's UTF-8 bytes.
    public static func hash128(_ text: String) -> (UInt64, UInt64) {
        var text = text
        return text.withUTF8 { hash128(UnsafeRawBufferPointer($0)) }
    }

    /// `length` bytes at `offset`, little-endian.
    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ length: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (0..<length).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
        value << amount | value >> (64 - amount)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33; k &*= 0xff51_afd7_ed55_8ccd
        k ^= k >> 33; k &*= 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }
}
