import Foundation
import MenuTestSupport
import Testing

/// Head office's photos travel in its change files (SPEC 22, 27): a
/// master's bytes once, in the file that first shows it; a store keeps
/// them, refuses to change them, and gives photos to its own entries.
@Suite struct PhotoChainTests {
    private static let photos = """
        SELECT n.name, p.digest, p.format, p.width, p.height, p.size, hex(m.bytes) FROM node_photo AS p
        JOIN menu_node AS n ON n.id = p.node_id JOIN photo_master AS m USING (digest) WHERE n.id < 1000000000 ORDER BY n.name
        """

    private static func size(_ file: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    }

    @Test func aStoreGetsHeadOfficesPhotosAndTheBytesTravelOnce() throws {
        let (sandbox, first) = try ChainTests.headOffice()
        let store = sandbox.folder + "/store.db"
        try sandbox.must("--db", store, "apply", first, "-q")
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 4000, height: 3000), "-q")
        let second = sandbox.folder + "/0002.change"
        try sandbox.must("publish", second, "-q")
        #expect(try Self.size(second) > 100_000, "the first file to show it carries the master")
        try sandbox.must("--db", store, "apply", second, "-q")
        #expect(try SQLiteShell.query(store, Self.photos) == (try sandbox.query(Self.photos)))
        #expect(try sandbox.must("--db", store, "photo", "宫保鸡丁").stdout.contains("photo JPEG 2400×1800 (4:3)"))

        // The same photo on another dish: its master is at the store already.
        try sandbox.must("photo", "回锅肉", sandbox.folder + "/camera.jpg", "-q")
        let third = sandbox.folder + "/0003.change"
        try sandbox.must("publish", third, "-q")
        let thirdSize = try Self.size(third)
        #expect(thirdSize < 2_000, "a later file names the master by digest: \(thirdSize) bytes")
        try sandbox.must("--db", store, "apply", third, "-q")
        #expect(try SQLiteShell.query(store, Self.photos) == (try sandbox.query(Self.photos)))

        // A store's own dish takes a photo; head office's refuse the store's.
        try sandbox.must("--db", store, "add-item", "主菜/本店小炒", "--price", "20", "-q")
        #expect(try sandbox.run(["--db", store, "photo", "本店小炒", try sandbox.photo("own.jpg", width: 800, height: 600)]).status == 0)
        let refused = try sandbox.run(["--db", store, "photo", "宫保鸡丁", "--no-photo"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("Error: 主菜/宫保鸡丁 belongs to head office\n"), "\(refused)")
        #expect(try sandbox.run(["--db", store, "photo", "回锅肉", sandbox.folder + "/own.jpg"]).status == 1)

        // Head office takes one off: the store's goes too, its own stays.
        try sandbox.must("photo", "宫保鸡丁", "--no-photo", "-q")
        let fourth = sandbox.folder + "/0004.change"
        try sandbox.must("publish", fourth, "-q")
        try sandbox.must("--db", store, "apply", fourth, "-q")
        #expect(try SQLiteShell.query(store, Self.photos) == (try sandbox.query(Self.photos)))
        #expect(try sandbox.must("--db", store, "photo", "本店小炒").stdout.contains("photo JPEG 800×600"))
        #expect(try sandbox.run(["--db", store, "check"]).status == 0)
    }
}

/// A menu at schema 22 (Tests/Fixtures/menu-schema-v22.sql, photos before
/// the chain carried them) upgrades to migrations/0023 with nothing lost.
@Suite struct PhotoChainUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsThePhotos() throws {
        let sandbox = try Sandbox.made(bySchema: 22)
        let photos = "SELECT * FROM node_photo ORDER BY node_id; SELECT digest, hex(bytes) FROM photo_master"
        let before = try sandbox.query(photos)
        // Every id, position, state and price, and each master's bytes; the write adds to menu_node only.
        let everyRow = try sandbox.everyRowQuery(except: ["menu_node", "search_bucket"])
        let rows = try sandbox.query(everyRow)
        let nodes = try sandbox.query("SELECT * FROM menu_node ORDER BY id")
        #expect(try sandbox.must("photo", "宫保鸡丁").stdout.hasPrefix("主菜/宫保鸡丁: photo JPEG 16×12 (4:3)"), "a reader reads it as it is")
        try sandbox.must("add-item", "主菜/回锅肉", "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(photos) == before)
        #expect(try sandbox.query(everyRow) == rows, "every row of every other table schema 22 held")
        #expect(try sandbox.query("SELECT * FROM menu_node ORDER BY id LIMIT (SELECT count(*) FROM menu_node) - 1") == nodes)
        #expect(try sandbox.query("SELECT count(*) FROM node_photo") == "2" && sandbox.query("SELECT count(*) FROM photo_master") == "1")
        for _ in 1...2 { try sandbox.must("undo", "-q") }
        #expect(try sandbox.must("photo", "主菜").stdout == "主菜: no banner\n", "entries from before the upgrade undo")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
