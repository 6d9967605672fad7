import Testing
@testable import MenuModel

/// A photo's digest is kept as 32 bytes and read and written eight hex
/// digits at a time (PhotoDigest, HexWord): every digit reads back as it
/// was written, and every byte that is no lowercase hex digit, at every
/// place, is refused.
@Suite struct PhotoDigestTests {
    /// The SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    private let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"

    @Test func aDigestReadsBackAsItWasWritten() throws {
        for text in [abc, String(repeating: "0", count: 64), String(repeating: "f", count: 64),
                     String(repeating: "0123456789abcdef", count: 4), String(repeating: "fedcba9876543210", count: 4)] {
            let digest = try #require(PhotoDigest(hex: text), "\(text)")
            #expect(digest.hex == text)
            #expect("\(digest)" == text)
        }
    }

    @Test func digestsAreEqualWhenTheirDigitsAre() throws {
        let one = try #require(PhotoDigest(hex: abc))
        var other = Array(abc)
        other[63] = "e"
        #expect(one == PhotoDigest(hex: abc))
        #expect(one != PhotoDigest(hex: String(other)))
        #expect(Set([one, PhotoDigest(hex: abc)!]).count == 1)
    }

    @Test func eachDigitIsTheValueItStandsFor() {
        for (index, digit) in "0123456789abcdef".enumerated() {
            let text = String(repeating: "0", count: 63) + String(digit)
            #expect(HexWord.value(of: UInt64(Array(text.utf8)[56...].reduce(0) { $0 << 8 | UInt64($1) })) == UInt32(index))
            #expect(PhotoDigest(hex: text)?.hex == text)
        }
    }

    /// Every byte that is no lowercase hex digit, at each of the 64 places:
    /// the bytes beside the digits' ranges ('/', ':', '`', 'g'), upper case,
    /// and bytes with the high bit, which would carry between the bytes.
    @Test func everyByteThatIsNoLowercaseDigitIsRefusedAtEveryPlace() {
        let digits = Set("0123456789abcdef".utf8)
        var valid = Array(abc.utf8)
        for place in 0..<64 {
            let kept = valid[place]
            for byte in UInt8.min...UInt8.max where !digits.contains(byte) {
                valid[place] = byte
                #expect(valid.withUnsafeBufferPointer { PhotoDigest(hex: $0) } == nil, "byte \(byte) at \(place)")
            }
            valid[place] = kept
        }
        #expect(valid.withUnsafeBufferPointer { PhotoDigest(hex: $0) }?.hex == abc)
    }

    @Test func aTextOfAnotherLengthIsNoDigest() {
        #expect(PhotoDigest(hex: "") == nil)
        #expect(PhotoDigest(hex: String(abc.dropLast())) == nil)
        #expect(PhotoDigest(hex: abc + "0") == nil)
        #expect(PhotoDigest(hex: "999999") == nil, "a row another program wrote")
    }
}
