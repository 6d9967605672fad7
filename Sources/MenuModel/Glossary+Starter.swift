/// The words migration 0013 gives every new menu (SPEC 15), so that what a
/// manager made of the glossary can be told from what every menu holds.
extension Glossary {
    public static let starter = Glossary([
        ("小份", "Small"), ("中份", "Medium"), ("大份", "Large"), ("份", "portion"), ("斤", "jin (500 g)"),
        ("两", "liang (50 g)"), ("位", "per person"), ("瓶", "bottle"), ("杯", "glass"), ("招牌", "Signature"),
        ("新品", "New"), ("素", "Vegetarian"), ("清真", "Halal"), ("推荐", "Recommended"),
    ].map { Entry(lang: "en", word: $0.0, translation: $0.1) })

    /// Whether it holds a word of its own, or lacks or changed a starter word.
    public var isOwn: Bool { self != Self.starter }
}
