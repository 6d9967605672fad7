// swift-tools-version: 6.0
// menuctl: a restaurant's menu, a composite tree of groups and dishes, kept in SQLite.
// No outside packages: the system libsqlite3 and the toolchain's own modules only.
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
        .target(name: "MenuKit", dependencies: ["CSQLite"]),
        .executableTarget(name: "menuctl", dependencies: ["MenuKit"]),
        .testTarget(name: "MenuKitTests", dependencies: ["MenuKit", "CSQLite"]),
        .testTarget(name: "menuctlTests", dependencies: ["menuctl"]),
    ],
    swiftLanguageModes: [.v6]
)
