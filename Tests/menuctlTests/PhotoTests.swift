import Foundation
import MenuTestSupport
import Testing

extension Sandbox {
    /// A camera-like photo made by the vips command (libvips-tools): smooth
    /// bands of grey, which compress as a real photo's colours do, of that
    /// size, as JPEG, PNG or WebP (HEIC too) by the name's extension. Each
    /// `pattern` draws other bands: another picture of the same size.
    @discardableResult
    func photo(_ name: String, width: Int, height: Int, pattern: Int = 0) throws -> String {
        let frequencies = pattern == 0 ? "" : " --hfreq \(pattern % 5 + 1) --vfreq \(pattern / 5 + 1)"
        let outcome = try shell("""
            cd '\(folder)' && vips sines sines.v \(width) \(height)\(frequencies) && vips linear sines.v lifted.v 120 100 \
            && vips cast lifted.v grey.v uchar && vips bandjoin 'grey.v grey.v grey.v' rgb.v \
            && vips copy rgb.v '\(name)' && rm -f sines.v lifted.v grey.v rgb.v
            """)
        #expect(outcome.status == 0, "vips: \(outcome)")
        return folder + "/" + name
    }

    /// A PNG whose header claims `width` × `height` pixels and whose data is a
    /// few rows: a decompression bomb's shape, made by Python's zlib.
    func bomb(_ name: String, width: Int, height: Int) throws -> String {
        let outcome = try shell("""
            cd '\(folder)' && python3 -c '
            import struct, zlib
            def chunk(kind, data): return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
            header = struct.pack(">IIBBBBB", \(width), \(height), 8, 2, 0, 0, 0)
            rows = zlib.compress(bytes(16 * (1 + 3 * \(width))), 9)
            open("\(name)", "wb").write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows) + chunk(b"IEND", b""))
            '
            """)
        #expect(outcome.status == 0, "python3: \(outcome)")
        return folder + "/" + name
    }
}

/// `photo` (SPEC 27): a master of a camera's photo, shown, taken back by
/// undo, and files that are no photo refused.
@Suite struct PhotoTests {
    /// A menu of 主菜 holding 宫保鸡丁.
    private func menu() throws -> Sandbox {
        let sandbox = Sandbox()
        try sandbox.must("add-group", "主菜", "-q")
        try sandbox.must("add-item", "主菜/宫保鸡丁", "--price", "38", "-q")
        return sandbox
    }

    @Test func aCamerasPhotoIsKeptAsAMasterOf2400PixelsAndShown() throws {
        let sandbox = try menu()
        let file = try sandbox.photo("camera.jpg", width: 4000, height: 3000)
        let set = try sandbox.must("photo", "宫保鸡丁", file)
        #expect(set.stdout.hasPrefix("主菜/宫保鸡丁: photo JPEG 2400×1800 (4:3), "), "\(set)")
        #expect(set.stdout.hasSuffix(" (from 4000×3000)\n"), "\(set)")
        let shown = try sandbox.must("photo", "宫保鸡丁").stdout
        let digest = try sandbox.query("SELECT digest FROM node_photo")
        #expect(shown.hasPrefix("主菜/宫保鸡丁: photo JPEG 2400×1800 (4:3), "))
        #expect(shown.hasSuffix("\n  sha256 \(digest)\n"))
        #expect(try sandbox.query("SELECT length(bytes) = (SELECT size FROM node_photo) FROM photo_master") == "1")
        #expect(try sandbox.query("SELECT format, width, height FROM node_photo") == "jpeg|2400|1800")
        #expect(try sandbox.must("show", "宫保鸡丁").stdout.contains("\nphoto:    JPEG 2400×1800 (4:3), "), "show reads its reference")
        // The master is a JPEG that libvips reads back at its size.
        let master = sandbox.folder + "/master.jpg"
        try sandbox.shell("sqlite3 '\(sandbox.database)' \"SELECT writefile('\(master)', bytes) FROM photo_master\" >/dev/null")
        #expect(try sandbox.shell("vipsheader '\(master)'").stdout.contains("2400x1800 uchar, 3 bands, srgb, jpegload"))
        #expect(try sandbox.shell("sha256sum '\(master)'").stdout.hasPrefix(digest + " "), "the digest is the master's SHA-256")
        try sandbox.must("photo", "主菜", file, "-q")
        #expect(try sandbox.must("photo", "主菜").stdout.hasPrefix("主菜: banner JPEG 2400×1800 (4:3), "), "a group's is a banner")
        #expect(try sandbox.query("SELECT count(*) FROM photo_master") == "1", "one picture kept once")
    }

    @Test func aPhotoIsAHistoryEntryThatUndoTakesBackWithoutItsBytes() throws {
        let sandbox = try menu()
        let file = try sandbox.photo("camera.jpg", width: 4000, height: 3000)
        try sandbox.must("photo", "宫保鸡丁", file, "-q")
        #expect(try sandbox.must("history", "--limit", "1").stdout.contains("menuctl photo 宫保鸡丁 "))
        #expect(try Int(sandbox.query("SELECT max(length(changeset)) FROM menu_history"))! < 1_000,
                "the history names the master by digest; its bytes stay out of the entry")
        #expect(try sandbox.must("undo").stdout.hasPrefix("undid #3: menuctl photo 宫保鸡丁 "))
        #expect(try sandbox.must("photo", "宫保鸡丁").stdout == "主菜/宫保鸡丁: no photo\n")
        try sandbox.must("redo", "-q")
        #expect(try sandbox.must("photo", "宫保鸡丁").stdout.contains("JPEG 2400×1800"))
        let off = try sandbox.must("photo", "宫保鸡丁", "--no-photo")
        #expect(off.stdout.hasPrefix("主菜/宫保鸡丁: took its photo off (was JPEG 2400×1800 (4:3), "), "\(off)")
        try sandbox.must("undo", "-q")
        #expect(try sandbox.must("photo", "宫保鸡丁").stdout.contains("JPEG 2400×1800"), "undo brings it back")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func aSmallPhotoIsKeptAtItsSizeNeverEnlarged() throws {
        let sandbox = try menu()
        let file = try sandbox.photo("small.png", width: 640, height: 480)
        #expect(try sandbox.must("photo", "宫保鸡丁", file).stdout.hasPrefix("主菜/宫保鸡丁: photo JPEG 640×480 (4:3), "))
        let webp = try sandbox.photo("wide.webp", width: 1600, height: 900)
        #expect(try sandbox.must("photo", "宫保鸡丁", webp).stdout.hasPrefix("主菜/宫保鸡丁: photo JPEG 1600×900 (16:9), "))
    }

    /// A phone's HEIC: Debian's libvips reads it (its heif module, through
    /// libheif and libde265), and the master is a JPEG like any other.
    @Test func aPhonesHEICPhotoIsKeptAsAJPEGMaster() throws {
        let sandbox = try menu()
        let file = try sandbox.photo("phone.heic", width: 1200, height: 900)
        #expect(try sandbox.shell("vipsheader '\(file)'").stdout.contains("1200x900 uchar, 3 bands, srgb, heifload"))
        let set = try sandbox.must("photo", "宫保鸡丁", file)
        #expect(set.stdout.hasPrefix("主菜/宫保鸡丁: photo JPEG 1200×900 (4:3), ") && set.stderr.isEmpty, "\(set)")
        let master = sandbox.folder + "/master.jpg"
        try sandbox.shell("sqlite3 '\(sandbox.database)' \"SELECT writefile('\(master)', bytes) FROM photo_master\" >/dev/null")
        #expect(try sandbox.shell("vipsheader '\(master)'").stdout.contains("1200x900 uchar, 3 bands, srgb, jpegload"))
        // Cut short, it is refused as any damaged image is.
        let cut = try sandbox.shell("head -c 600 '\(file)' > '\(sandbox.folder)/cut.heic'")
        #expect(cut.status == 0)
        let refused = try sandbox.run(["photo", "宫保鸡丁", sandbox.folder + "/cut.heic"])
        #expect(refused.status == 65 && refused.stderr.hasPrefix("Error: \(sandbox.folder)/cut.heic is no photo menuctl can use: "), "\(refused)")
    }

    @Test func filesThatAreNoPhotoAreRefusedSayingWhatTheyAre() throws {
        let sandbox = try menu()
        let text = try sandbox.write("menu.txt", "宫保鸡丁 38\n")
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", text], status: 65).stderr
                == "Error: \(text) is no photo menuctl can use: the file is text, not a JPEG, PNG, WebP or HEIC image\n")
        let whole = try sandbox.photo("camera.jpg", width: 4000, height: 3000)
        let cut = sandbox.folder + "/cut.jpg"
        try sandbox.shell("head -c 20000 '\(whole)' > '\(cut)'")
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", cut], status: 65).stderr
                .hasPrefix("Error: \(cut) is no photo menuctl can use: the JPEG image is damaged or cut short"))
        let tiff = try sandbox.photo("scan.tif", width: 40, height: 30)
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", tiff], status: 65).stderr
                == "Error: \(tiff) is no photo menuctl can use: the file is a TIFF image; menuctl takes JPEG, PNG, WebP or HEIC\n")
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", sandbox.folder + "/none.jpg"], status: 66).stderr
                == "Error: cannot read \(sandbox.folder)/none.jpg: No such file or directory\n")
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", sandbox.folder], status: 66).stderr
                == "Error: cannot read \(sandbox.folder): it is a folder\n")
        #expect(try expectRefusal(sandbox, ["photo", "麻婆豆腐", whole], status: 1).stderr.hasPrefix("Error: no 麻婆豆腐 in the menu"))
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", whole, "--no-photo"], status: 64).stderr
                .hasPrefix("Error: give a FILE or --no-photo, not both\n"))
    }

    @Test func checkReportsAPhotoThatWouldNotDecodeAndRepairTakesItOff() throws {
        let sandbox = try menu()
        try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 800, height: 600), "-q")
        // Another program cuts the master short.
        _ = try sandbox.query("UPDATE photo_master SET bytes = substr(bytes, 1, 5000)")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("#3 '宫保鸡丁': its photo is not a whole JPEG image: it would not decode"), "\(check)")
        let repair = try sandbox.run(["check", "--repair"])
        #expect(repair.stdout.contains("#3 '宫保鸡丁': took its photo off"), "\(repair)")
        #expect(try sandbox.must("photo", "宫保鸡丁").stdout == "主菜/宫保鸡丁: no photo\n")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        let sandbox = try menu()
        let bomb = try sandbox.bomb("bomb.png", width: 20_000, height: 20_000)
        #expect(try expectRefusal(sandbox, ["photo", "宫保鸡丁", bomb], status: 65).stderr
                == "Error: \(bomb) is no photo menuctl can use: the PNG image says it is 20000×20000 pixels, more than 100 megapixels: refused unread (a camera's largest is smaller)\n")
    }

    @Suite(.tags(.slow, .processes)) struct RealProcesses {
        /// The peak memory of a menuctl process, in KiB, by GNU time: the
        /// bound is the process's, so it runs in one of its own.
        private func peak(_ sandbox: Sandbox, _ words: String) throws -> (status: Int32, kibibytes: Int) {
            let outcome = try sandbox.shell("/usr/bin/time -f '%M' -o '\(sandbox.folder)/peak' \"$MENUCTL\" \(words); echo $? > '\(sandbox.folder)/status'")
            _ = outcome
            let status = Int32(try String(contentsOfFile: sandbox.folder + "/status", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))!
            let lines = try String(contentsOfFile: sandbox.folder + "/peak", encoding: .utf8).split(separator: "\n")
            return (status, Int(lines.last!)!)
        }

        @Test func aBombAndACamerasPhotoStayWithin256MiB() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-group", "主菜", "-q")
            try sandbox.must("add-item", "主菜/宫保鸡丁", "-q")
            try sandbox.bomb("bomb.png", width: 20_000, height: 20_000)
            try sandbox.photo("camera.jpg", width: 4000, height: 3000)
            let started = Date()
            let bomb = try peak(sandbox, "photo 宫保鸡丁 '\(sandbox.folder)/bomb.png'")
            #expect(bomb.status == 65)
            #expect(bomb.kibibytes < 256 << 10, "\(bomb.kibibytes) KiB")
            #expect(Date().timeIntervalSince(started) < 5, "refused from its header, not decoded")
            let camera = try peak(sandbox, "photo 宫保鸡丁 '\(sandbox.folder)/camera.jpg'")
            #expect(camera.status == 0)
            #expect(camera.kibibytes < 256 << 10, "\(camera.kibibytes) KiB")
        }

        /// Readers that list never read a photo's bytes (SPEC 27): a master
        /// of 100 MB leaves list, find and show well under its size.
        @Test func listFindAndShowNeverReadAPhotosBytes() throws {
            let sandbox = Sandbox()
            try sandbox.must("add-group", "主菜", "-q")
            try sandbox.must("add-item", "主菜/宫保鸡丁", "-q")
            try sandbox.must("photo", "宫保鸡丁", try sandbox.photo("camera.jpg", width: 800, height: 600), "-q")
            _ = try sandbox.query("UPDATE photo_master SET bytes = zeroblob(100000000)")
            for words in ["list", "find 宫保鸡丁", "show 宫保鸡丁"] {
                let run = try peak(sandbox, words)
                #expect(run.status == 0, "\(words)")
                #expect(run.kibibytes < 60 << 10, "\(words): \(run.kibibytes) KiB")
            }
        }
    }
}

/// A menu at schema 21 (Tests/Fixtures/menu-schema-v21.sql) upgrades to
/// migrations/0022_photos.sql with nothing lost.
@Suite struct PhotoUpgradeTests {
    @Test func theFirstWriteUpgradesAndKeepsTheMenu() throws {
        let sandbox = try Sandbox.made(bySchema: 21)
        let everyRow = try sandbox.everyRowQuery()
        let rows = try sandbox.query(everyRow)
        let history = try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id")
        let entries = try sandbox.query("SELECT count(*) FROM menu_history")
        #expect(try sandbox.must("photo", "担担面").stdout == "主菜/担担面: no photo\n", "a reader reads it as it is")
        #expect(try sandbox.query("SELECT max(version) FROM menuctl_migration") == "21", "and leaves it as it is")
        let file = try sandbox.photo("noodles.jpg", width: 800, height: 600)
        try sandbox.must("photo", "担担面", file, "-q")
        #expect(try sandbox.query("SELECT group_concat(version) FROM menuctl_migration") == everyMigrationVersion)
        #expect(try sandbox.query(everyRow) == rows, "every row of every table schema 21 held")
        #expect(try sandbox.query("SELECT id, command, summary, hex(changeset) FROM menu_history ORDER BY id LIMIT \(entries)") == history)
        #expect(try sandbox.must("photo", "担担面").stdout.hasPrefix("主菜/担担面: photo JPEG 800×600 (4:3)"))
        for _ in 1...4 { try sandbox.must("undo", "-q") }
        #expect(try sandbox.must("photo", "担担面").stdout == "主菜/担担面: no photo\n")
        #expect(try sandbox.must("list").stdout.contains("宫保鸡丁"), "entries from before the upgrade undo")
        #expect(try sandbox.run(["check"]).status == 0)
    }
}
