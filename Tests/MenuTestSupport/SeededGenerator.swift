/// A small deterministic generator (SplitMix64), so a fuzz failure can be
/// replayed by its seed.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64

    package init(state: UInt64) { self.state = state }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed menu's main courses and breakfast (SPEC's example), which both
/// the store's tests and the command line's build menus from.
package let seedMainCourses = ["宫保鸡丁", "干烧鱼", "回锅肉", "麻婆豆腐", "家常豆腐", "黄焖鸭", "夫妻肺片", "盐水鸭", "锅巴肉片"]
package let seedBreakfast = ["担担面", "川北凉粉", "麻辣小面", "酸辣面", "酸辣粉"]
