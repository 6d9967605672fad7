/// A photo that would not decode (SPEC 27): its master is not the JPEG or
/// WebP its row says, or not as long: cut short, or other bytes written in
/// its place. menuctl writes masters whole through libvips, so what fails
/// here was written by something else; `--repair` takes the photo off its
/// dish (the master stays until nothing names it).
extension IntegrityStore {
    /// Whether the master's bytes `m.bytes` begin and end as the row `t`'s format does:
    /// a JPEG from its SOI to its EOI marker, a WebP as a RIFF file of WebP; either as long as its row says.
    private static let wholeImage = """
        length(m.bytes) = t.size AND CASE t.format
            WHEN 'jpeg' THEN substr(m.bytes, 1, 3) = x'FFD8FF' AND substr(m.bytes, -2, 2) = x'FFD9'
            WHEN 'webp' THEN substr(m.bytes, 1, 4) = x'52494646' AND substr(m.bytes, 9, 4) = x'57454250' END
        """

    static let photoRowRules: [RowRule] = [
        .removing("node_photo", breaks: """
            t.format IN ('jpeg', 'webp') AND EXISTS (SELECT 1 FROM photo_master AS m WHERE m.digest = t.digest)
            AND NOT EXISTS (SELECT 1 FROM photo_master AS m WHERE m.digest = t.digest AND \(wholeImage))
            """, detail: "'its photo is not a whole ' || upper(t.format) || ' image: it would not decode'",
                  mended: "'took its photo off'"),
    ]
}
