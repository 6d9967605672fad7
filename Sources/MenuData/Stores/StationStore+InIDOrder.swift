import MenuModel
import SQLite

/// Every node's own station, in id order, as `load()` wants them: it reads
/// the rows in id order too, so each row takes the next entry here, where a
/// dictionary would cost a lookup a row. A kitchen has a handful of
/// stations: each row's is found among them by a glance at the one before,
/// not by hashing, and kept as its place in `kitchens`.
///
/// When most nodes are assigned one of their own, the node rows carry it
/// (`joinsNodeRows`): the node table's scan takes each from the next row of
/// `node_station` (SQLite's seek to the next key is a step), where reading
/// 100,000 assignments in a scan of their own cost `list` a seventh more.
/// A few assignments (a station per group) are read apart, as a seek per
/// node would cost more than they do.
package struct StationsInIDOrder {
    private var ids: [Int64] = []
    private var slots: [Int32] = []
    private var stationIDs: [Int64] = []
    /// Each station as a node assigned it has it, made once, and the box
    /// of it alone that the dishes assigned it with nothing else share.
    private var kitchens: [(station: KitchenStation, box: DishExtras)] = []
    private var next = 0
    /// The column of a node row that holds its own station, when they are joined.
    package private(set) var joinsNodeRows = false
    package var column: Int32 = -1

    /// What the node rows' query adds to carry their own station.
    package static let joinedColumns = ", node_station.station_id AS own_station"
    package static let join = " LEFT JOIN node_station ON node_station.node_id = menu_node.id"

    package var isEmpty: Bool { stationIDs.isEmpty }

    /// The station `id` is assigned itself; ids asked in increasing order,
    /// `row` the node's row.
    /// Its place among the stations (`station(at:)`, `box(at:)`): a row
    /// takes its station's box, not a copy of its name.
    package mutating func take(_ id: Int64, row: Statement) -> Int32? {
        if joinsNodeRows {
            // A NULL reads as 0, which no station has but one another program wrote.
            let station = row.int(column)
            if station > 0 && station < slotOfID.count {
                let slot = slotOfID[Int(station)]
                return slot >= 0 ? slot : nil
            }
            if station == 0 && row.optionalInt(column) == nil { return nil }
            return slot(of: station)
        }
        while next < ids.count && ids[next] < id { next += 1 }
        return next < ids.count && ids[next] == id ? slots[next] : nil
    }

    package func station(at slot: Int32) -> KitchenStation { kitchens[Int(slot)].station }
    package func box(at slot: Int32) -> DishExtras { kitchens[Int(slot)].box }

    /// A station's place in `names`; nil for a row naming no station, which `check` reports.
    private func slot(of station: Int64) -> Int32? {
        if station >= 0 && station < slotOfID.count {
            let slot = slotOfID[Int(station)]
            return slot >= 0 ? slot : nil
        }
        return stationIDs.firstIndex(of: station).map(Int32.init)
    }

    /// Each station's slot by its id, for ids below 256 (the ids a kitchen's
    /// stations get; another program's odd ids are looked for instead):
    /// the rows of a kitchen with dishes at several stations change station
    /// from one row to the next.
    private var slotOfID: [Int32] = []

    init(_ database: Database) throws {
        try database.cachedStatement("SELECT id, name FROM kitchen_station").forEachRow {
            stationIDs.append($0.int("id"))
            let station = KitchenStation(name: $0.text("name"), isOwn: true)
            kitchens.append((station, DishExtras(station: station)))
        }
        guard !stationIDs.isEmpty else { return }
        // Clamped before adding one: another program's id may be Int64.max.
        slotOfID = Array(repeating: -1, count: Int(min(255, max(-1, stationIDs.max() ?? -1)) + 1))
        for (slot, id) in stationIDs.enumerated() where id >= 0 && id < slotOfID.count { slotOfID[Int(id)] = Int32(slot) }
        // Counting walks the tables' pages, not their rows.
        let (assigned, nodes) = try database.cachedStatement(
            "SELECT (SELECT count(*) FROM node_station) AS assigned, (SELECT count(*) FROM menu_node) AS nodes")
            .firstRow { ($0.int("assigned"), $0.int("nodes")) } ?? (0, 0)
        joinsNodeRows = assigned * 4 >= nodes
        guard !joinsNodeRows else { return }
        let statement = try database.cachedStatement("SELECT node_id, station_id FROM node_station ORDER BY node_id")
        let (nodeColumn, stationColumn) = (statement.column(named: "node_id"), statement.column(named: "station_id"))
        try statement.forEachRow { row in
            guard let slot = slot(of: row.int(stationColumn)) else { return }
            ids.append(row.int(nodeColumn))
            slots.append(slot)
        }
    }
}

extension StationStore {
    /// Every node's own station, for `load()`.
    package func allOwnInIDOrder() throws -> StationsInIDOrder { try StationsInIDOrder(database) }
}


extension ImportStore {
    /// Gives a node the file's own station (SPEC 26): what the file says,
    /// or where it says nothing, kept when merging and none with
    /// `replacing` (the file's format carries stations). A station the
    /// menu lacks is added, as a CSV names stations without listing them.
    /// True when anything changed.
    /// An import asks it of every node: one that says nothing costs nothing,
    /// and one that says none one statement.
    func updateStation(of id: Int64, from edit: FieldEdit<String>, replacing: Bool) throws -> Bool {
        switch edit {
        case .keep where !replacing:
            return false
        case .keep, .clear:
            try database.cachedStatement("DELETE FROM node_station WHERE node_id = ?").run([.integer(id)])
            return database.changes > 0
        case .set(let name):
            guard try tx.stations.ownStation(of: id)?.name != name else { return false }
            _ = try tx.stations.add([name])
            _ = try tx.stations.assign([.id(id)], to: name)
            return true
        }
    }

    /// The file's stations (a version-4 document lists them): those the
    /// menu lacks are added; with `replace` those the file lacks go (their
    /// dishes take their groups' or none), the rest take the file's order,
    /// and the options sent to each are the file's.
    func importStations(_ value: any Sendable, replace: Bool) throws -> Tally {
        guard let stations = value as? [StationEntry] else { return Tally() }
        let names = stations.map(\.name)
        var tally = Tally(added: try tx.stations.add(names).added.count)
        let routesBefore = try tx.stations.routes()
        if replace {
            for name in try tx.stations.names() where !names.contains(where: { $0.hasSameUTF8(as: name) }) {
                _ = try tx.stations.remove(name, force: true)
                tally.removed += 1
            }
            for (position, name) in names.enumerated() {
                try database.cachedStatement("UPDATE kitchen_station SET position = ? WHERE name = ? AND position <> ?")
                    .run([.integer(Int64(position)), .text(name), .integer(Int64(position))])
            }
            try database.cachedStatement("DELETE FROM option_station").run([])
        }
        for station in stations {
            for route in station.options { _ = try tx.stations.route(list: route.list, option: route.option, to: station.name) }
        }
        // A station whose options changed is a station changed.
        let said = { (routes: [(list: String, option: String, station: String)]) in
            Set(routes.map { "\($0.list)\u{0}\($0.option)\u{0}\($0.station)" })
        }
        tally.changed = Set(said(routesBefore).symmetricDifference(said(try tx.stations.routes()))
            .compactMap { $0.split(separator: "\u{0}").last }).count
        return tally
    }
}
