import MenuModel
/// The kitchen station that cooks a dish (SPEC 26), in every format. The
/// rows say the station in force at a node, its own or its nearest group's,
/// as the kitchen reads them; the document and CSV the station a node is
/// assigned itself, which is what a file can give back, and the document
/// the stations themselves at the top with the choice options sent to each.
/// A file's edits go by the key `station` (`FieldEdits`) to StationStore.
extension NodeField {
    static let station = NodeField(
        label: "station",
        tsv: Cell("station", at: 23) { node, out in
            if let station = node.component.station { out.appendEscaped(station.name) }
        },
        jsonRow: Cell("station", at: 29) { node, out in out.appendJSON(orNull: node.component.station?.name) },
        document: "station", csv: CSVCell(MenuCSV.stationColumn, at: 3, occasional: true, carried: \.[field: "station"]), diffs: true,
        documentCell: DocumentCell(
            write: { node in
                guard let station = node.station, station.isOwn else { return "" }
                return ", \"station\": " + JSONText.string(station.name)
            },
            // A name, or `null` for none (kept when merging, as a missing key
            // is; cleared with `--replace`).
            read: { value, place throws(MenuError) in
                switch value {
                case .null: return .clear
                case .string(let name):
                    do throws(MenuError) { return .set(try ChoiceList.checkedName(name, as: "station name")) } catch {
                        throw MenuError(.malformedFile, "\(place).station: \(error.message)")
                    }
                default:
                    throw MenuError(.malformedFile, "\(place).station: expected a station's name, found \(value.shortDescription)")
                }
            }))

    /// The document's `stations`: each station once, with the options sent
    /// to it; a version-4 document without them has none, an older one says
    /// nothing of stations, nor of a node's. Read after the choice lists.
    static let stations = DocumentSection(key: "stations", read: { members, document throws(MenuError) in
        let version = members.first { $0.key == "version" }?.value
        document.carried[field: "station"] = !(1...3).contains { version == .number(String($0)) }
        guard document.carried[field: "station"] else { return }
        document.sections["stations"] = try MenuDocument.stationEntries(members.first { $0.key == "stations" }?.value ?? .array([]),
                                                                        lists: document.choiceLists ?? [])
    })
}

extension MenuCSV {
    /// The station a node is assigned itself; empty when it has its
    /// group's or none. Written only when some node is assigned one.
    package static let stationColumn = Column(
        header: "station",
        write: { node in node.component.station.flatMap { $0.isOwn ? $0.name : nil } ?? "" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            do throws(MenuError) { line.fields["station"] = .set(try ChoiceList.checkedName(field, as: "station name")) } catch {
                throw .invalidArgument("station: \(error.message)")
            }
        },
        shownWhen: { $0.station?.isOwn == true }, asksBareDishes: true)
}

extension MenuDocument {
    /// `\n  "stations": [{"name": "凉菜间"}, {"name": "面档", "options": [{"list": "加料", "option": "加面"}]}],`
    /// in their order; nothing when there are none.
    public static func stationsMember(_ stations: [StationEntry]) -> String {
        guard !stations.isEmpty else { return "" }
        return "\n  \"stations\": [" + stations.map { station in
            "\n    {\"name\": " + JSONText.string(station.name) + (station.options.isEmpty ? "" : ", \"options\": [" + station.options.map {
                "{\"list\": " + JSONText.string($0.list) + ", \"option\": " + JSONText.string($0.option) + "}"
            }.joined(separator: ", ") + "]") + "}"
        }.joined(separator: ",") + "\n  ],"
    }

    /// The stations of a document, each once, each option sent to one
    /// station at most and found among the file's choice `lists`.
    static func stationEntries(_ value: JSONValue, lists: [ChoiceList]) throws(MenuError) -> [StationEntry] {
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "stations: expected an array of stations, found \(value.kindDescription)")
        }
        var read: [StationEntry] = []
        for (index, element) in elements.enumerated() {
            let place = "stations[\(index)]"
            guard case .object(let fields) = element else {
                throw MenuError(.malformedFile, "\(place): expected a station, {\"name\": \"炒锅\"}, found \(element.shortDescription)")
            }
            try checkKeys(fields, allowed: ["name", "options"], place: place)
            let station = StationEntry(name: try stationName(fields.first { $0.key == "name" }?.value, place: "\(place).name"),
                                       options: try options(fields.first { $0.key == "options" }?.value, lists: lists, place: "\(place).options"))
            guard !read.contains(where: { $0.name.hasSameUTF8(as: station.name) }) else {
                throw MenuError(.malformedFile, "\(place): the station \"\(Terminal.escaped(station.name))\" appears twice")
            }
            for (list, option) in station.options where read.contains(where: { $0.options.contains { $0 == (list, option) } }) {
                throw MenuError(.malformedFile, "\(place).options: \(list): \(option) is sent to another station already")
            }
            read.append(station)
        }
        return read
    }

    private static func stationName(_ value: JSONValue?, place: String) throws(MenuError) -> String {
        guard case .string(let raw)? = value else {
            throw MenuError(.malformedFile, "\(place): " + (value.map { "expected a station's name, found \($0.shortDescription)" } ?? "missing"))
        }
        do throws(MenuError) { return try ChoiceList.checkedName(raw, as: "station name") } catch {
            throw MenuError(.malformedFile, "\(place): \(error.message)")
        }
    }

    /// A station's options, each an option of one of the file's choice lists.
    private static func options(_ value: JSONValue?, lists: [ChoiceList], place: String) throws(MenuError) -> [(list: String, option: String)] {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            throw MenuError(.malformedFile, "\(place): expected an array of options, found \(value.kindDescription)")
        }
        var options: [(list: String, option: String)] = []
        for (index, element) in elements.enumerated() {
            let at = "\(place)[\(index)]"
            guard case .object(let fields) = element, case .string(let list)? = fields.first(where: { $0.key == "list" })?.value,
                  case .string(let option)? = fields.first(where: { $0.key == "option" })?.value else {
                throw MenuError(.malformedFile, "\(at): expected {\"list\": \"加料\", \"option\": \"加面\"}, found \(element.shortDescription)")
            }
            try checkKeys(fields, allowed: ["list", "option"], place: at)
            guard let found = lists.first(where: { $0.name.hasSameUTF8(as: list) }) else {
                throw MenuError(.malformedFile, "\(at).list: the file has no choice list \"\(Terminal.escaped(list))\"")
            }
            guard found.options.contains(where: { $0.name.hasSameUTF8(as: option) }) else {
                throw MenuError(.malformedFile, "\(at).option: the choice list \"\(Terminal.escaped(list))\" has no option \"\(Terminal.escaped(option))\"")
            }
            options.append((list, option))
        }
        return options
    }
}
