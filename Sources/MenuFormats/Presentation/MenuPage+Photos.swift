import MenuModel

/// A dish's picture as the guests' page holds it (SPEC 27): made from the
/// master by the commands, which hold the image library, at a phone's size
/// and twice that for print and dense screens, each written into the page
/// as a `data:` URI, so the page stays one file.
public struct PagePicture: Sendable {
    /// A picture's bytes and what they are.
    public struct Image: Sendable {
        public let bytes: [UInt8]
        public let mimeType: String
        public let width: Int
        public let height: Int
        public init(bytes: [UInt8], mimeType: String, width: Int, height: Int) {
            self.bytes = bytes
            self.mimeType = mimeType
            self.width = width
            self.height = height
        }

        var dataURI: String { "data:" + mimeType + ";base64," + Base64.encoded(bytes) }
    }

    /// The `src`: a phone's screen.
    public let small: Image
    /// The `srcset`'s `2x`, for print and dense screens; nil when the master is no larger.
    public let large: Image?

    public init(small: Image, large: Image?) {
        self.small = small
        self.large = large
    }

    /// The sides, in pixels, of the pictures a page holds: shown in a box
    /// of 4.5 rem (72 CSS pixels), so 240 is sharp on a phone of 3 device
    /// pixels to one, and 480 on paper.
    public static let smallSide = 240
    public static let largeSide = 480
    /// A group's banner: a strip of 3:1 across the page's column (at most
    /// 40 rem, 640 CSS pixels wide), this wide for a phone and twice it for print.
    public static let bannerWidth = 480
}

extension MenuPage {
    /// A dish's picture, before its name, with the dish's name in the page's
    /// language as its text for those who cannot see it.
    func photo(_ node: any MenuComponent) -> String {
        guard let picture = pictures[node.id] else { return "" }
        let translated = language.flatMap { node.details.translation(in: $0) }
        let alt = translated ?? node.name
        var out = "<img class=\"photo\" src=\"" + picture.small.dataURI + "\""
        if let large = picture.large { out += " srcset=\"" + large.dataURI + " 2x\"" }
        out += " width=\"\(picture.small.width)\" height=\"\(picture.small.height)\" alt=\"" + HTMLText.escaped(alt) + "\""
        if translated == nil, words != .chinese { out += " lang=\"zh-Hans\"" }
        return out + ">"
    }

    /// A group's banner, above its heading, with the group's name in the
    /// page's language as its text.
    func banner(_ node: any MenuComponent) -> String {
        guard node.isGroup, let picture = pictures[node.id] else { return "" }
        let translated = language.flatMap { node.details.translation(in: $0) }
        var out = "<img class=\"banner\" src=\"" + picture.small.dataURI + "\""
        if let large = picture.large { out += " srcset=\"" + large.dataURI + " 2x\"" }
        out += " width=\"\(picture.small.width)\" height=\"\(picture.small.height)\" alt=\"" + HTMLText.escaped(translated ?? node.name) + "\""
        if translated == nil, words != .chinese { out += " lang=\"zh-Hans\"" }
        return out + ">\n"
    }

    /// A dish with a picture: the picture in a column of its own at the
    /// left, the dish's lines beside it as they are without one.
    package static let photoStyle = """
        li.with-photo { grid-template-columns: 4.5rem minmax(0, max-content) minmax(1.5rem, 1fr) auto; }
        li.with-photo > .photo { grid-column: 1; grid-row: 1 / span 3; align-self: start; width: 4rem; height: 4rem;
          object-fit: cover; border-radius: .3rem; }
        li.with-photo::after { grid-column: 3; }
        li.with-photo > .name { grid-column: 2; }
        li.with-photo > .price, li.with-photo > .note { grid-column: 4; }
        li.with-photo > :not(.photo, .name, .price, .note), li.with-photo > .price.sizes { grid-column: 2 / -1; }
        @media print { li.with-photo > .photo { width: 18mm; height: 18mm; } }
        img.banner { display: block; width: 100%; height: auto; aspect-ratio: 3 / 1; object-fit: cover; border-radius: .3rem; margin: .75rem 0 .25rem; }
        @media print { img.banner { max-height: 35mm; } }

        """
}
