import Testing
@testable import MenuFormats
@testable import MenuModel

/// RowBytes writes numbers in place, two digits at a time: every length
/// and both ends of Int64 come out as Swift's own `description` says.
@Suite struct RowBytesTests {
    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 101, 999, 1_000, 12_345, 99_999, 100_000, 3_800_000_000,
                      999_999_999_999_999_999, Int64.max, -1, -10, -99, -100, -123_456, Int64.min])
    func aNumberIsWrittenAsSwiftWritesIt(_ number: Int64) {
        var out = RowBytes()
        out.append(UInt8(ascii: "|"))
        out.append(number)
        out.append(UInt8(ascii: "|"))
        #expect(String(decoding: out.bytes, as: UTF8.self) == "|\(number)|")
    }

    @Test func everyNumberUpToTenThousandAndAmounts() {
        var out = RowBytes(), expected = ""
        for number in 0...10_000 {
            out.append(Int64(number))
            out.append(UInt8(ascii: ","))
            expected += "\(number),"
        }
        for fen in [0, 5, 99, 100, 3_850, 999_999_999] as [Int64] {
            out.append(Amount(validFen: fen))
            out.append(UInt8(ascii: ","))
            expected += Amount(validFen: fen).description + ","
        }
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
    }
}
