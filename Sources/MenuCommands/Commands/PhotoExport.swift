import MenuData
import MenuFormats
import MenuModel
import Photos

/// The pictures the guests' page holds (SPEC 27), made from each dish's
/// master by libvips as the page is written: a square cut from the middle,
/// 240 px for a phone and 480 px for print, as WebP. Masters are read one
/// at a time, and a master several dishes show is made once.
enum PagePictures {
    static let quality = 70

    /// The pictures, by dish id; a master that would not decode is left
    /// out, its dish named in a notice (`check` names it too).
    static func make(for root: MenuGroup, in context: CommandContext) throws -> [Int64: PagePicture] {
        let menu = context.menu
        let references = try menu.photos.references()
        guard !references.isEmpty else { return [:] }
        var made: [String: PagePicture] = [:]
        var pictures: [Int64: PagePicture] = [:]
        for dish in dishes(of: root) {
            guard let reference = references[dish.id] else { continue }
            if let picture = made[reference.digest] {
                pictures[dish.id] = picture
                continue
            }
            guard let master = try menu.photos.bytes(of: reference.digest) else { continue }
            let large: EncodedPhoto, small: EncodedPhoto
            do {
                large = try PhotoLibrary.fitted(master, width: PagePicture.largeSide, height: PagePicture.largeSide, crop: true,
                                                as: .webp, quality: quality)
                // The small one from the large: a WebP of 480 px decodes in a
                // fraction of the master's time.
                small = try PhotoLibrary.fitted(large.bytes, width: PagePicture.smallSide, height: PagePicture.smallSide, crop: true,
                                                as: .webp, quality: quality)
            } catch let error as PhotoError {
                try PhotoMaster.refuseWithoutLibrary(error)
                context.notice("the photo of \(dish.name) would not decode, so the page leaves it out: \(error.message)")
                continue
            }
            let picture = PagePicture(small: image(small), large: large.width > small.width ? image(large) : nil)
            made[reference.digest] = picture
            pictures[dish.id] = picture
        }
        return pictures
    }

    private static func image(_ photo: EncodedPhoto) -> PagePicture.Image {
        PagePicture.Image(bytes: photo.bytes, mimeType: photo.format.mimeType, width: photo.width, height: photo.height)
    }

    /// The dishes under `root`, in menu order, walked with a stack.
    static func dishes(of root: MenuGroup) -> [any MenuComponent] {
        var found: [any MenuComponent] = []
        var pending: [any MenuComponent] = root.children.reversed()
        while let node = pending.popLast() {
            if node.isGroup { pending += node.children.reversed() } else { found.append(node) }
        }
        return found
    }
}
