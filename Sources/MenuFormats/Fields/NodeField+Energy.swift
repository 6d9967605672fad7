import MenuModel
/// A dish's kcal and portion (SPEC 28), in every format. The kcal is one
/// number, or one a size: TSV and CSV write `520` or `小份=380;大份=520`
/// (as `--kcal` takes them), JSON rows and the document `520` or
/// `{"小份": 380, "大份": 520}`; the portion is its text (`350g`,
/// `serves 2`). A file's edits go by the keys `kcal` and `portion`
/// (`FieldEdits`) to DetailsStore+Energy.swift. Documents before version 5
/// say nothing of them (`documentKeysSince`), so importing one keeps them.
extension NodeField {
    static let kcal = NodeField(
        label: "kcal",
        tsv: Cell("kcal", at: 25, onPlainDish: .same) { node, out in
            if let kcal = node.details.energy.kcal { out.appendEscaped(kcal.description) }
        },
        jsonRow: Cell("kcal", at: 31, onPlainDish: .same) { node, out in
            if let kcal = node.details.energy.kcal { out += MenuDocument.kcalJSON(kcal) } else { out.append(literal: "null") }
        },
        document: "kcal", csv: CSVCell(MenuCSV.kcalColumn, at: 5, occasional: true, carried: \.[field: "kcal"]), diffs: true,
        documentCell: DocumentCell(
            write: { node in node.energy.kcal.map { ", \"kcal\": " + MenuDocument.kcalJSON($0, spaced: true) } ?? "" },
            read: { value, place throws(MenuError) in
                do throws(MenuError) {
                    switch value {
                    case .null: return .clear
                    case .number(let number): return .set(String(try DishKcal.number(number)))
                    case .object(let sizes):
                        var text: [String] = []
                        for (size, kcal) in sizes {
                            guard case .number(let number) = kcal else {
                                throw MenuError.invalidArgument("\(size): expected a whole number of kcal, found \(kcal.shortDescription)")
                            }
                            text.append(SizeKcal(size: try DishSize.checkedName(size), kcal: try DishKcal.number(number)).text)
                        }
                        return .set(try DishKcal(parsing: text.joined(separator: ";")).description)
                    default:
                        throw MenuError.invalidArgument("expected a number of kcal or {\"小份\": 380, \"大份\": 520}, found \(value.shortDescription)")
                    }
                } catch {
                    throw MenuError(.malformedFile, "\(place).kcal: \(error.message)")
                }
            }))

    static let portion = NodeField(
        label: "portion",
        tsv: Cell("portion", at: 26, onPlainDish: .same) { node, out in
            if let portion = node.details.energy.portion { out.appendEscaped(portion.text) }
        },
        jsonRow: Cell("portion", at: 32, onPlainDish: .same) { node, out in
            out.appendJSON(orNull: node.details.energy.portion?.text)
        },
        document: "portion", csv: CSVCell(MenuCSV.portionColumn, at: 6, occasional: true, carried: \.[field: "portion"]), diffs: true,
        documentCell: DocumentCell(
            write: { node in node.energy.portion.map { ", \"portion\": " + JSONText.string($0.text) } ?? "" },
            read: { value, place throws(MenuError) in
                switch value {
                case .null: return .clear
                case .string(let text):
                    do throws(MenuError) { return .set(try Portion(parsing: text).text) } catch {
                        throw MenuError(.malformedFile, "\(place).portion: \(error.message)")
                    }
                default:
                    throw MenuError(.malformedFile, "\(place).portion: expected a portion such as \"350g\", found \(value.shortDescription)")
                }
            }))

    /// The node keys of the document that came with a version, and that
    /// an older document therefore never says: importing it keeps them.
    package static let documentKeysSince: [(key: String, version: Int)] = [("kcal", 5), ("portion", 5)]
}

extension MenuDocument {
    /// `520`, `{"小份":380,"大份":520}`, or `null`.
    /// `spaced`: as the document writes its objects, `{"小份": 380, "大份": 520}`.
    package static func kcalJSON(_ kcal: DishKcal?, spaced: Bool = false) -> String {
        switch kcal {
        case nil: "null"
        case .whole(let kcal)?: String(kcal)
        case .sizes(let sizes)?:
            "{" + sizes.map { JSONText.string($0.size) + (spaced ? ": " : ":") + String($0.kcal) }.joined(separator: spaced ? ", " : ",") + "}"
        }
    }
}

extension MenuCSV {
    /// `520` or `小份=380;大份=520`; empty for none. Written only when some dish has kcal.
    package static let kcalColumn = Column(
        header: "kcal",
        write: { node in node.details.energy.kcal?.description ?? "" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            do throws(MenuError) { line.fields["kcal"] = .set(try DishKcal(parsing: field).description) } catch {
                throw .invalidArgument("kcal: \(error.message)")
            }
        },
        shownWhen: { $0.energy.kcal != nil }, onPlainDish: .same)

    /// `350g`, `500ml`, `serves 2`; empty for none. Written only when some dish has one.
    package static let portionColumn = Column(
        header: "portion",
        write: { node in node.details.energy.portion?.text ?? "" },
        read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            do throws(MenuError) { line.fields["portion"] = .set(try Portion(parsing: field).text) } catch {
                throw .invalidArgument("portion: \(error.message)")
            }
        },
        shownWhen: { $0.energy.portion != nil }, onPlainDish: .same)
}
