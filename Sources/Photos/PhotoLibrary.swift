import CVips

/// What a photo is kept or written as.
public enum PhotoFormat: String, Sendable, CaseIterable {
    case jpeg, webp, png

    /// The MIME type a page's `data:` URI names.
    public var mimeType: String { "image/" + rawValue }
    /// A file's extension.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}

/// Why an image was refused or could not be made.
public struct PhotoError: Error, Sendable {
    public enum Kind: Sendable {
        /// The bytes are no image menuctl takes, or a damaged one: a file's fault (exit 65).
        case notAnImage
        /// The header promises more pixels than `PhotoLibrary.maximumPixels`.
        case tooLarge
        /// libvips could not be loaded, or failed for a reason of its own.
        case library
    }
    public let kind: Kind
    public let message: String
}

/// A picture as bytes of a format, and its size in pixels.
public struct EncodedPhoto: Sendable {
    public let bytes: [UInt8]
    public let width: Int
    public let height: Int
    public let format: PhotoFormat
}

/// Decoding, checking, resizing and encoding photos, all by libvips
/// (https://www.libvips.org), loaded the first time a photo is touched:
/// a command that never reads one never loads it (Sources/CVips/shim.h).
/// Never a decoder of menuctl's own.
///
/// Bounded against a file made to hurt: the size its header states is
/// checked before a pixel is decoded, so a decompression bomb (a small PNG
/// claiming 20,000 × 20,000) is refused at once; pixels are read once, top
/// to bottom, by one worker, with nothing cached between operations.
public enum PhotoLibrary {
    /// The most pixels an image's header may state: a 100-megapixel camera's.
    public static let maximumPixels = 100_000_000

    /// What a file is, read from its header only: the library's name for
    /// its format and its size, or a refusal saying what it is instead.
    public static func inspect(_ bytes: [UInt8]) throws -> (format: String, width: Int, height: Int) {
        try load()
        return try bytes.withUnsafeBytes { raw in
            let image = try open(raw)
            defer { cvips_release(image.pointer) }
            return (image.format, image.width, image.height)
        }
    }

    /// What a photo a file carries is, once every pixel of it has been
    /// decoded (at a small size, as cheaply as the library can): a file cut
    /// short or damaged anywhere is refused here, not on the page.
    public static func checkWhole(_ bytes: [UInt8]) throws -> (format: String, width: Int, height: Int) {
        let header = try inspect(bytes)
        _ = try fitted(bytes, width: 64, height: 64, as: .jpeg, quality: 50)
        return header
    }

    /// The image fitted inside `width` × `height`, never enlarged, upright
    /// and in sRGB; with `crop`, cut from its centre to exactly that shape
    /// (or the largest of that shape it holds, when it is smaller).
    public static func fitted(_ bytes: [UInt8], width: Int, height: Int, crop: Bool = false,
                              as format: PhotoFormat, quality: Int) throws -> EncodedPhoto {
        try load()
        return try bytes.withUnsafeBytes { raw in
            // The header first, alone: a bomb goes before a pixel is decoded.
            let header = try open(raw)
            cvips_release(header.pointer)
            var sized: OpaquePointer?
            guard cvips_fit(raw.baseAddress, raw.count, &sized, Int32(width), Int32(height), crop ? 1 : 0) == 0, let sized else {
                throw failure(.notAnImage, "the \(header.format) image is damaged or cut short")
            }
            defer { cvips_release(sized) }
            var saved: UnsafeMutableRawPointer?
            var length = 0
            let status: Int32
            switch format {
            case .jpeg: status = cvips_save_jpeg(sized, Int32(quality), &saved, &length)
            case .webp: status = cvips_save_webp(sized, Int32(quality), &saved, &length)
            case .png: status = cvips_save_png(sized, &saved, &length)
            }
            // Pixels are decoded only now, as the saver pulls them: a
            // truncated or corrupt file fails here.
            guard status == 0, let saved else {
                throw failure(.notAnImage, "the \(header.format) image is damaged or cut short")
            }
            defer { cvips_free(saved) }
            let encoded = Array(UnsafeRawBufferPointer(start: saved, count: length))
            return EncodedPhoto(bytes: encoded, width: Int(cvips_width(sized)), height: Int(cvips_height(sized)), format: format)
        }
    }

    /// Starts libvips once, or says why it cannot.
    private static func load() throws(PhotoError) {
        guard cvips_load() == 0 else {
            throw PhotoError(kind: .library, message: "photos need libvips (Debian's libvips42), which could not be loaded: "
                             + String(cString: cvips_last_load_error()))
        }
    }

    private struct OpenImage {
        let pointer: OpaquePointer
        let format: String
        let width: Int
        let height: Int
    }

    /// The formats menuctl takes, by the name of libvips's loader.
    private static let taken: [(loader: String, name: String)] = [
        ("VipsForeignLoadJpeg", "JPEG"), ("VipsForeignLoadPng", "PNG"), ("VipsForeignLoadWebp", "WebP"), ("VipsForeignLoadHeif", "HEIC"),
    ]

    /// Opens the header of an image menuctl takes, its size within bounds.
    private static func open(_ raw: UnsafeRawBufferPointer) throws(PhotoError) -> OpenImage {
        guard let base = raw.baseAddress, !raw.isEmpty else { throw PhotoError(kind: .notAnImage, message: "the file is empty, not an image") }
        guard let loaderName = cvips_loader(base, raw.count).map({ String(cString: $0) }) else {
            throw PhotoError(kind: .notAnImage, message: (isText(raw) ? "the file is text, " : "the file is ") + "not a JPEG, PNG, WebP or HEIC image")
        }
        guard let format = taken.first(where: { loaderName.hasPrefix($0.loader) })?.name else {
            let name = loaderName.replacing("VipsForeignLoad", with: "").replacing("Buffer", with: "").uppercased()
            throw PhotoError(kind: .notAnImage, message: "the file is a \(name) image; menuctl takes JPEG, PNG, WebP or HEIC")
        }
        guard let pointer = cvips_open(base, raw.count) else {
            throw failure(.notAnImage, "the file is not a readable \(format) image")
        }
        let width = Int(cvips_width(pointer)), height = Int(cvips_height(pointer))
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels, width <= 1 << 20, height <= 1 << 20 else {
            cvips_release(pointer)
            throw PhotoError(kind: .tooLarge, message: "the \(format) image says it is \(width)×\(height) pixels, more than "
                             + "\(maximumPixels / 1_000_000) megapixels: refused unread (a camera's largest is smaller)")
        }
        return OpenImage(pointer: pointer, format: format, width: width, height: height)
    }

    /// Whether bytes no loader knows begin as text: UTF-8 without NUL.
    private static func isText(_ raw: UnsafeRawBufferPointer) -> Bool {
        let head = Array(raw.prefix(4096))
        guard !head.contains(0) else { return false }
        // A multi-byte character cut at the end of the sample is still text.
        return (0...min(3, head.count)).contains { String(validating: head.dropLast($0), as: UTF8.self) != nil }
    }

    /// libvips's own words of what went wrong, after ours.
    private static func failure(_ kind: PhotoError.Kind, _ words: String) -> PhotoError {
        var said = [CChar](repeating: 0, count: 512)
        cvips_take_error(&said, said.count)
        let reason = String(decoding: said.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let first = reason.split(separator: "\n").first.map { String($0) } ?? ""
        return PhotoError(kind: kind, message: first.isEmpty ? words : words + " (libvips: " + first + ")")
    }
}
