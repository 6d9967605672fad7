extension Array where Element == Int64 {
    /// The ids in ascending order, each once: sorted in place and the
    /// repeats closed up, with no set made.
    func sortedOnce() -> [Int64] {
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
