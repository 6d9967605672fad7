// swift-tools-version: 6.0
// menuctl: a restaurant's menu, a composite tree of groups and dishes, kept in SQLite.
// No outside packages: the system libsqlite3, Debian's libvips (loaded at run
// time, only by commands that touch a photo), and the toolchain's own modules.
//
// The targets are the layers, and the compiler keeps their direction:
//
//   menuctl (main.swift: the process) ──▶ MenuCommands (the commands, run on a given console)
//   MenuCommands ──▶ ArgumentParsing       (words → typed values; knows no menu)
//      │  └──▶ MenuFormats ──▶ MenuModel   (text, TSV, JSON, HTML, CSV; escaping at the edge)
//      └─────▶ MenuData ──▶ MenuModel      (the store: one transaction, a store per concern)
//                  └──────▶ SQLite ──▶ CSQLite   (connection, statements, sessions; no menus)
//   MenuCommands ──▶ Photos ──▶ CVips       (decode, check, resize, encode by libvips; no menus)
import PackageDescription

let package = Package(
    name: "menuctl",
    products: [
        .executable(name: "menuctl", targets: ["menuctl"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        // libvips's C API, found with dlopen(3) when a photo is first touched
        // (Sources/CVips/shim.h says why it is not linked). Building needs no
        // header of it; running a photo command needs libvips.so.42.
        .systemLibrary(name: "CVips", providers: [.apt(["libvips42"])]),
        .target(name: "Photos", dependencies: ["CVips"]),
        .target(name: "MenuModel"),
        // The migrations are carried in the binary: the plugin writes them
        // into MenuData as Swift at each build (Plugins/EmbedMigrations).
        .target(name: "MenuData", dependencies: ["MenuModel", "SQLite"], plugins: ["EmbedMigrations"]),
        .plugin(name: "EmbedMigrations", capability: .buildTool()),
        .target(name: "MenuFormats", dependencies: ["MenuModel"]),
        .target(name: "ArgumentParsing"),
        .target(name: "MenuCommands", dependencies: ["ArgumentParsing", "MenuData", "MenuFormats", "MenuModel", "Photos"]),
        .executableTarget(name: "menuctl", dependencies: ["MenuCommands", "ArgumentParsing"]),
        // What both test targets use: temporary folders, running a program,
        // the sqlite3 shell, fixtures, the seed menu. It knows no menuctl code.
        .target(name: "MenuTestSupport", path: "Tests/MenuTestSupport"),
        .testTarget(name: "LibraryTests",
                    dependencies: ["MenuData", "MenuFormats", "MenuModel", "SQLite", "CSQLite", "Photos", "MenuTestSupport"]),
        .testTarget(name: "menuctlTests",
                    dependencies: ["menuctl", "MenuCommands", "ArgumentParsing", "MenuData", "MenuFormats", "MenuModel", "MenuTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
