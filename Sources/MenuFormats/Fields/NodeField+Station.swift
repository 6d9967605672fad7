import MenuModel
/// The kitchen station that cooks a dish (SPEC 26), in every format. The
/// rows say the station in force at a node, its own or its nearest group's,
/// as the kitchen reads them; the document and CSV the station a node is
/// assigned itself, which is what a file can give back, and the document
/// the stations themselves at the top (`"stations": ["凉菜间", "炒锅"]`).
extension NodeField {
    static let station = NodeField(
        label: "station",
        tsv: Cell("station", at: 23) { node, out in
            if let station = node.station { out.appendEscaped(station.name) }
        },
        jsonRow: Cell("station", at: 29) { node, out in out += node.station.map { JSONText.string($0.name) } ?? "null" },
        document: "station", csv: CSVCell(MenuCSV.stationColumn, at: 3, occasional: true, carried: \.stations), diffs: true)
}

extension MenuCSV {
    /// The station a node is assigned itself; empty when it has its
    /// group's or none. Written only when some node is assigned one.
    package static let stationColumn = Column(
        header: "station",
        write: { node, _ in node.station.flatMap { $0.isOwn ? $0.name : nil } ?? "" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            do throws(MenuError) { line.station = try ChoiceList.checkedName(field, as: "station name") } catch {
                throw .invalidArgument("station: \(error.message)")
            }
        },
        shownWhen: { $0.station?.isOwn == true })
}

extension MenuDocument {
    package static let stationKeys: Set<String> = ["station"]

    /// `, "station": "炒锅"` on a node assigned one itself.
    static func stationMember(_ node: any MenuComponent) -> String {
        guard let station = node.station, station.isOwn else { return "" }
        return ", \"station\": " + JSONText.string(station.name)
    }

    /// `\n  "stations": ["凉菜间", "炒锅"],` in their order; nothing when there are none.
    static func stationsMember(_ stations: [String]) -> String {
        guard !stations.isEmpty else { return "" }
        return "\n  \"stations\": [" + stations.map(JSONText.string).joined(separator: ", ") + "],"
    }

    /// A node's `station`: a name, or `null` for none (kept when merging,
    /// as a missing key is; cleared with `--replace`).
    static func readStation(_ member: (String) -> JSONValue?, into entry: inout Entry) throws(MenuError) {
        switch member("station") {
        case nil: break
        case .null?: entry.station = .clear
        case .string(let name)?:
            do throws(MenuError) { entry.station = .set(try ChoiceList.checkedName(name, as: "station name")) } catch {
                throw MenuError(.malformedFile, "\(entry.place).station: \(error.message)")
            }
        case let value?:
            throw MenuError(.malformedFile, "\(entry.place).station: expected a station's name, found \(value.shortDescription)")
        }
    }

    /// The document's `stations`, each once; a version-4 document without
    /// them has none, an older one says nothing of stations.
    mutating func readStations(_ members: [(key: String, value: JSONValue)]) throws(MenuError) {
        let version = members.first { $0.key == "version" }?.value
        carried.stations = !(1...3).contains { version == .number(String($0)) }
        guard carried.stations else { return }
        guard let value = members.first(where: { $0.key == "stations" })?.value else { return stations = [] }
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "stations: expected an array of station names, found \(value.kindDescription)")
        }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let raw) = element else {
                throw MenuError(.malformedFile, "stations[\(index)]: expected a station's name, found \(element.shortDescription)")
            }
            let name: String
            do throws(MenuError) { name = try ChoiceList.checkedName(raw, as: "station name") } catch {
                throw MenuError(.malformedFile, "stations[\(index)]: \(error.message)")
            }
            guard !names.contains(where: { $0.hasSameUTF8(as: name) }) else {
                throw MenuError(.malformedFile, "stations[\(index)]: the station \"\(Terminal.escaped(name))\" appears twice")
            }
            names.append(name)
        }
        stations = names
    }
}
