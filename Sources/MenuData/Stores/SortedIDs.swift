extension Array where Element == Int64 {
    /// The ids in increasing order, each once. A menu's ids are numbered
    /// from 1 with few gaps, so when they span not many more numbers than
    /// there are ids, a bit for each number marks them and the bits read
    /// back in order are the sorted ids, where comparing them took many
    /// times as long; ids spread wider are sorted and the repeats closed up.
    func sortedOnce() -> [Int64] {
        guard let low = self.min(), let high = self.max() else { return [] }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < Int64(count) * 64 + 4096 else { return sortedAndClosedUp() }
        var marks = [UInt64](repeating: 0, count: Int(span) / 64 + 1)
        for id in self {
            let offset = Int(id - low)
            marks[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        var sorted: [Int64] = []
        sorted.reserveCapacity(count)
        for (word, var bits) in marks.enumerated() {
            while bits != 0 {
                sorted.append(low + Int64(word << 6 + bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
        return sorted
    }

    private func sortedAndClosedUp() -> [Int64] {
        var sorted = self.sorted()
        var kept = 0
        for id in sorted where kept == 0 || sorted[kept - 1] != id {
            sorted[kept] = id
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}
