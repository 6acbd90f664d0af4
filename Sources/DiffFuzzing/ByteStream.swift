import RowsCore
import SeededRandom

/// A random number generator that reads a fuzzer's input bytes, so that libFuzzer's mutations of the
/// bytes steer the cases made from them. Once the bytes run out it goes on with a SplitMix64 seeded
/// from them, so a short input can still make a long list.
public struct ByteStream: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var rest: SplitMix64

    /// A generator over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var seed: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        rest = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 {
        guard position < bytes.count else { return rest.next() }
        // One byte a call, spread over 64 bits: small choices (a size, an id) then take one byte each,
        // which keeps libFuzzer's byte-level mutations meaningful.
        var mixer = SplitMix64(seed: UInt64(bytes[position]) &+ UInt64(position) &* 0x1_0000)
        position += 1
        return mixer.next()
    }
}
