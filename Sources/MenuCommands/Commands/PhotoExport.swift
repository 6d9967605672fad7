import MenuData
import MenuFormats
import MenuModel
import Photos

/// The pictures the guests' page holds (SPEC 27), made from each dish's
/// master by libvips as the page is written: a square cut from the middle,
/// 240 px for a phone and 480 px for print (a group's banner a strip of
/// 3:1, 480 and 960 px wide), as WebP. Masters are read one
/// at a time, and a master several dishes show is made once.
enum PagePictures {
    static let quality = 70

    /// The pictures, by node id: a dish's square, a group's banner (a wide
    /// strip cut from its middle, shown above its section); a master that
    /// would not decode is left out, its node named in a notice (`check`
    /// names it too).
    static func make(for root: MenuGroup, in context: CommandContext) throws -> [Int64: PagePicture] {
        let menu = context.menu
        let references = try menu.photos.references()
        guard !references.isEmpty else { return [:] }
        var made: [String: PagePicture] = [:]
        var pictures: [Int64: PagePicture] = [:]
        for node in nodes(of: root) {
            guard let reference = references[node.id] else { continue }
            // A master a group and a dish both show is cut to each one's shape.
            let shape = node.isGroup ? "banner " + reference.digest.hex : reference.digest.hex
            if let picture = made[shape] {
                pictures[node.id] = picture
                continue
            }
            guard let master = try menu.photos.bytes(of: reference.digest.hex) else { continue }
            let (width, height) = node.isGroup ? (PagePicture.bannerWidth, PagePicture.bannerWidth / 3) : (PagePicture.smallSide, PagePicture.smallSide)
            let large: EncodedPhoto, small: EncodedPhoto
            do {
                large = try PhotoLibrary.fitted(master, width: width * 2, height: height * 2, crop: true, as: .webp, quality: quality)
                // The small one from the large: a WebP of 480 px decodes in a
                // fraction of the master's time.
                small = try PhotoLibrary.fitted(large.bytes, width: width, height: height, crop: true, as: .webp, quality: quality)
            } catch let error as PhotoError {
                try PhotoMaster.refuseWithoutLibrary(error)
                context.notice("the photo of \(node.name) would not decode, so the page leaves it out: \(error.message)")
                continue
            }
            let picture = PagePicture(small: image(small), large: large.width > small.width ? image(large) : nil)
            made[shape] = picture
            pictures[node.id] = picture
        }
        return pictures
    }

    private static func image(_ photo: EncodedPhoto) -> PagePicture.Image {
        PagePicture.Image(bytes: photo.bytes, mimeType: photo.format.mimeType, width: photo.width, height: photo.height)
    }

    /// The groups and dishes under `root`, in menu order, walked with a stack.
    static func nodes(of root: MenuGroup) -> [any MenuComponent] {
        var found: [any MenuComponent] = []
        var pending: [any MenuComponent] = root.children.reversed()
        while let node = pending.popLast() {
            found.append(node)
            pending += node.children.reversed()
        }
        return found
    }
}
