/// Photos (SPEC 27): a dish's picture or a group's banner, and the masters
/// they name by digest. Head office's content (SPEC 22): its photos travel
/// in its change files, a master's bytes once, in the file that first
/// shows it (migrations/0023); a store's own entries' photos are its own.
extension TableCatalogue {
    static let photoTables: [CatalogueTable] = [
        // Kept once per content, out of the history (Session.bookkeeping).
        CatalogueTable("photo_master", .headOffice, recorded: false, summary: nil, row: "'photo master ' || substr(t.digest, 1, 12)",
                       imports: .section(key: "photos", label: "photos", write: { store, masters, _ in try store.importPhotoMasters(masters) }), [
            CatalogueColumn("digest", .text, .holds("length({v}) = 64 AND {v} NOT GLOB '*[^0-9a-f]*'", "64 lowercase hex digits",
                                                    breaking: ["abc", String(repeating: "G", count: 64)], mend: .remove)),
            CatalogueColumn("bytes", .blob),
        ]),
        CatalogueTable("node_photo", .headOffice, summary: .word("photos"),
                       imports: .nodeField(key: "photo", write: { try $0.updatePhoto(of: $1, from: $2, replacing: $3) }), [
            CatalogueColumn("node_id", .integer, .refers(to: "menu_node")),
            CatalogueColumn("digest", .text, .refers(to: "photo_master", "digest")),
            CatalogueColumn("format", .text, .oneOf(["jpeg", "webp"], mend: .remove)),
            CatalogueColumn("width", .integer, .within(1, 4096, mend: .remove)),
            CatalogueColumn("height", .integer, .within(1, 4096, mend: .remove)),
            CatalogueColumn("size", .integer, .atLeast(1, mend: .remove)),
        ]),
    ]
}
