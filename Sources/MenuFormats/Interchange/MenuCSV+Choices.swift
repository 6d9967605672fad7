import MenuModel
/// The column SPEC 18 adds to the CSV file, after `market_price` and
/// before `hours`: the choice lists a node offers itself, joined by `;`
///
///     …,market_price,choices,hours
///     主菜,group,,,,,,,,,辣度,
///     主菜/宫保鸡丁,item,38.00,,,,0,,,0,加料;忌口,
///
/// The lists themselves, and withdrawals, travel in the JSON document
/// only; a file naming a list the menu lacks is refused at its line. A
/// file without the column leaves every node's offers as they are.
extension MenuCSV {
    /// Written from the offers `text(of:)` is given, not from the node,
    /// since offers are kept beside the tree.
    package static let choicesColumn = Column(header: "choices", write: { _ in "" }, read: { field, line throws(MenuError) in
        guard !field.isEmpty else { line.offers = []; return }
        line.offers = try listNames(field, column: "choices")
    })

    /// The column after `hours` in a menu that withdraws a list from a
    /// node below one that offers it (SPEC 25): the lists withdrawn, joined
    /// by `;`. Written only when the menu has a withdrawal; a file without
    /// it leaves every node's withdrawals as they are.
    package static let withdrawnColumn = Column(header: "withdrawn", write: { _ in "" }, read: { field, line throws(MenuError) in
        line.withdrawn = field.isEmpty ? [] : try listNames(field, column: "withdrawn")
    })

    private static func listNames(_ field: String, column: String) throws(MenuError) -> [String] {
        var names: [String] = []
        for part in joinedNames(field) {
            do throws(MenuError) { names.append(try ChoiceList.checkedName(part)) } catch {
                throw .invalidArgument("\(column): \(error.message)")
            }
        }
        return names
    }

    /// `辣度;加料`: the lists a node offers itself.
    static func choicesField(of id: Int64, in offers: ChoiceOffers) -> String {
        offers.isEmpty ? "" : offers.offeredNames(of: id).map { joinable($0) }.joined(separator: ";")
    }

    /// `忌口`: the lists withdrawn from a node.
    static func withdrawnField(of id: Int64, in offers: ChoiceOffers) -> String {
        offers.withdrawnNames(of: id).map { joinable($0) }.joined(separator: ";")
    }
}
