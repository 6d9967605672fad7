import MenuModel
import SQLite

extension MenuTransaction {
    /// Kitchen stations and where they cook (SPEC 26).
    public var stations: StationStore { StationStore(tx: self) }
}

/// Kitchen stations 档口 (SPEC 26): 凉菜间, 炒锅, 蒸笼, each kept once in
/// `kitchen_station`, assigned to groups and dishes in `node_station`. A
/// dish's station is its own or its nearest group's, worked out in one walk
/// down the tree, never stored per dish. Both tables are a restaurant's
/// own: a store assigns stations to head office's dishes and keeps them.
public struct StationStore {
    package let tx: MenuTransaction
    package var database: Database { tx.database }

    /// A station's name: the rules of a name, at most 20 characters.
    public static func checkedName(_ raw: String) throws(MenuError) -> String {
        try ChoiceList.checkedName(raw, as: "station name")
    }

    /// Every station in its place, with the number of dishes it cooks.
    public func list() throws -> [(name: String, dishes: Int)] {
        let cooked = try dishStations()
        var counts: [Int64: Int] = [:]
        for station in cooked.values { counts[station.station, default: 0] += 1 }
        return try named().map { ($0.name, counts[$0.id] ?? 0) }
    }

    /// Each station's id by its name.
    public func idsByName() throws -> [String: Int64] {
        Dictionary(try named().map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stations' names, in their places.
    public func names() throws -> [String] { try named().map(\.name) }

    /// How many stations no group or dish is assigned itself: what a CSV, which
    /// names a station only in a node's column, cannot carry.
    public func namedByNoNode() throws -> Int {
        Int(try database.cachedStatement("SELECT count(*) AS idle FROM kitchen_station WHERE id NOT IN (SELECT station_id FROM node_station)")
            .firstRow([]) { $0.int("idle") } ?? 0)
    }

    /// The stations with the options sent to each, as the export document holds them.
    public func entries() throws -> [StationEntry] {
        let routes = try routes()
        return try names().map { name in
            StationEntry(name: name, options: routes.filter { $0.station == name }.map { ($0.list, $0.option) })
        }
    }

    /// The stations by id and name, in their places.
    private func named() throws -> [(id: Int64, name: String)] {
        var stations: [(id: Int64, name: String)] = []
        try database.cachedStatement("SELECT id, name FROM kitchen_station ORDER BY position, id")
            .forEachRow { stations.append(($0.int("id"), $0.text("name"))) }
        return stations
    }

    private func id(of name: String) throws -> Int64? {
        try database.cachedStatement("SELECT id FROM kitchen_station WHERE name = ?").firstRow([.text(name)]) { $0.int("id") }
    }

    /// The station of that name, or a refusal (exit 1) naming those there are.
    private func existing(_ name: String) throws -> Int64 {
        if let id = try id(of: name) { return id }
        let known = try named().map(\.name)
        throw MenuError.refused("no station '\(name)'",
                                hints: known.isEmpty ? ["'menuctl stations add' makes one"] : ["the stations: " + known.joined(separator: ", ")])
    }

    /// `stations add`: the names added, in order, and those there already.
    public func add(_ names: [String]) throws -> (added: [String], present: [String]) {
        var added: [String] = [], present: [String] = []
        for name in names {
            if try id(of: name) != nil || added.contains(where: { $0.hasSameUTF8(as: name) }) {
                present.append(name)
                continue
            }
            try database.cachedStatement("""
                INSERT INTO kitchen_station (id, name, position)
                VALUES ((SELECT coalesce(max(id), 0) + 1 FROM kitchen_station), ?1,
                        (SELECT coalesce(max(position) + 1, 0) FROM kitchen_station))
                """).run([.text(name)])
            added.append(name)
        }
        return (added, present)
    }

    /// `stations remove`: the paths it was assigned to. A station in use needs `force`.
    public func remove(_ name: String, force: Bool) throws -> [String] {
        let id = try existing(name)
        let places = try assigned(to: id)
        if !places.isEmpty && !force {
            throw MenuError.refused("the station '\(name)' is assigned to \(places.count == 1 ? places[0] : "\(places.count) groups or dishes: " + places.joined(separator: ", "))",
                                    hints: ["give --force to remove it and its assignments"])
        }
        try database.cachedStatement("DELETE FROM node_station WHERE station_id = ?").run([.integer(id)])
        try database.cachedStatement("DELETE FROM kitchen_station WHERE id = ?").run([.integer(id)])
        return places
    }

    /// `stations rename`: the assignments stay, as they name the station's id.
    public func rename(_ old: String, to new: String) throws {
        let id = try existing(old)
        if let other = try self.id(of: new) {
            guard other != id else { return }
            throw MenuError.refused("there is a station '\(new)' already")
        }
        try database.cachedStatement("UPDATE kitchen_station SET name = ? WHERE id = ?").run([.text(new), .integer(id)])
    }

    /// Where a station is assigned, by path in byte order, then the
    /// options sent to it (`加料: 加面`); rows that cannot be reached from
    /// the top are left out.
    private func assigned(to id: Int64) throws -> [String] {
        var nodes: [Int64] = []
        try database.cachedStatement("SELECT node_id FROM node_station WHERE station_id = ? ORDER BY node_id")
            .forEachRow([.integer(id)]) { nodes.append($0.int("node_id")) }
        let paths = try nodes.compactMap { try tx.tree.path(of: $0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let name = try named().first { $0.id == id }?.name
        return paths + (try routes()).filter { $0.station == name }.map { $0.list + ": " + $0.option }
    }

    /// What `station` did with one target.
    public enum AssignChange: Sendable {
        case assigned(path: String, station: String, was: String?)
        case cleared(path: String, was: String)
        /// Nothing to do: the reason, for a notice.
        case unchanged(String)
    }

    /// `station TARGET... NAME`, or with no name `--no-station`: a group's
    /// station reaches every dish inside it that has none of its own.
    public func assign(_ targets: [Target], to name: String?) throws -> [AssignChange] {
        let station = try name.map(existing)
        var changes: [AssignChange] = []
        for target in targets {
            let record = try tx.tree.resolve(target)
            let path = try tx.tree.storedPath(of: record.id).description
            let own = try ownStation(of: record.id)
            switch (station, own) {
            case (let new?, let old?) where new == old.id:
                changes.append(.unchanged("\(path) is cooked at \(name ?? "") already"))
            case (let new?, _):
                try database.cachedStatement("INSERT OR REPLACE INTO node_station (node_id, station_id) VALUES (?, ?)")
                    .run([.integer(record.id), .integer(new)])
                changes.append(.assigned(path: path, station: name ?? "", was: own?.name))
            case (nil, let old?):
                try database.cachedStatement("DELETE FROM node_station WHERE node_id = ?").run([.integer(record.id)])
                changes.append(.cleared(path: path, was: old.name))
            case (nil, nil):
                changes.append(.unchanged("\(path) has no station of its own"))
            }
        }
        return changes
    }

    func ownStation(of node: Int64) throws -> (id: Int64, name: String)? {
        try database.cachedStatement("""
            SELECT s.id, s.name FROM node_station AS n JOIN kitchen_station AS s ON s.id = n.station_id WHERE n.node_id = ?
            """).firstRow([.integer(node)]) { ($0.int("id"), $0.text("name")) }
    }

    /// `stations route LIST OPTION STATION`: a guest's choice sends the dish
    /// to another station (加面 → 面档); with no station, back with its dish.
    /// The station it went to before, if any.
    public func route(list listName: String, option: String, to name: String?) throws -> String? {
        let list = try tx.choices.list(named: listName)
        guard list.list.options.contains(where: { $0.name.hasSameUTF8(as: option) }) else {
            throw MenuError.refused("the choice list '\(list.list.name)' has no option '\(option)'",
                                    hints: ["its options: " + list.list.options.map(\.name).joined(separator: ", ")])
        }
        let station = try name.map(existing)
        let was = try routes().first { $0.list == list.list.name && $0.option == option }?.station
        guard was != name else { return was }
        if let station {
            try database.cachedStatement("INSERT OR REPLACE INTO option_station (list_id, option, station_id) VALUES (?, ?, ?)")
                .run([.integer(list.id), .text(option), .integer(station)])
        } else {
            try database.cachedStatement("DELETE FROM option_station WHERE list_id = ? AND option = ?").run([.integer(list.id), .text(option)])
        }
        return was
    }

    /// Every option sent to a station, in the lists' and the options' order;
    /// one whose option is gone is left out until it comes back.
    public func routes() throws -> [(list: String, option: String, station: String)] {
        var found: [(list: String, option: String, station: String)] = []
        try database.cachedStatement("""
            SELECT l.name AS list, o.name AS option, s.name AS station FROM option_station AS r
            JOIN choice_list AS l ON l.id = r.list_id
            JOIN choice_option AS o ON o.list_id = r.list_id AND o.name = r.option
            JOIN kitchen_station AS s ON s.id = r.station_id
            ORDER BY l.id, o.position
            """).forEachRow { found.append(($0.text("list"), $0.text("option"), $0.text("station"))) }
        return found
    }

    /// A node's station for `show`: its own (from nil) or its nearest
    /// group's, with that group's path; nil when none reaches it.
    public func station(of id: Int64) throws -> (name: String, from: String?)? {
        var node: Int64? = id
        var steps = 0
        while let current = node, steps <= MenuPath.maximumDepth {
            if let own = try ownStation(of: current) {
                return (own.name, current == id ? nil : try tx.tree.path(of: current))
            }
            node = try tx.tree.node(id: current)?.parentID
            steps += 1
        }
        return nil
    }

    /// Every dish's station, by the dish's id: its own or its nearest
    /// group's (`from`), in one walk down from the top that meets each
    /// reachable node once, bounded by the menu's depth.
    public func dishStations() throws -> [Int64: (station: Int64, from: Int64)] {
        var own: [Int64: Int64] = [:]
        try database.cachedStatement("SELECT node_id, station_id FROM node_station")
            .forEachRow { own[$0.int("node_id")] = $0.int("station_id") }
        guard !own.isEmpty else { return [:] }
        var children: [Int64: [(id: Int64, isGroup: Bool)]] = [:]
        try database.cachedStatement("SELECT id, parent_id, kind FROM menu_node WHERE kind <> 'root'").forEachRow { row in
            children[row.int("parent_id"), default: []].append((row.int("id"), row.text("kind") == "group"))
        }
        var found: [Int64: (station: Int64, from: Int64)] = [:]
        var stack: [(id: Int64, inherited: (station: Int64, from: Int64)?, depth: Int)] = [(NodeRecord.rootID, nil, 0)]
        while let (id, inherited, depth) = stack.popLast() {
            guard depth <= MenuPath.maximumDepth else { continue }
            for child in children[id] ?? [] {
                let station = own[child.id].map { ($0, child.id) } ?? inherited
                if child.isGroup {
                    stack.append((child.id, station, depth + 1))
                } else if let station {
                    found[child.id] = station
                }
            }
        }
        return found
    }

    /// Refuses a station the kitchen does not have (exit 1), naming those it
    /// has: what cooks where is then read from the loaded tree's nodes.
    public func requireExisting(_ name: String) throws {
        _ = try existing(name)
    }
}
