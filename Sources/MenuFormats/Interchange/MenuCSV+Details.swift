import MenuModel
extension MenuCSV {
    /// `description`, `spice` and `tags` (joined by `;`), SPEC 15. An empty
    /// field says nothing: a merge keeps what the node has, `--replace`
    /// leaves it without. A group takes a description, not spice or tags.
    package static let detailColumns: [Column] = [
        Column(header: "description", write: { node in node.details.description ?? "" }, read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            do throws(MenuError) { line.details.description = .set(try DishDescription(field).text) } catch {
                throw .invalidArgument("description: \(error.message)")
            }
        }, onPlainDish: .same),
        Column(header: "spice", write: { node in node.details.spice?.description ?? "" }, read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("spice: a group has no spice level; leave the field empty") }
            // The words `--spice` says (SPEC 25); they name the column.
            line.details.spice = .set(try Spice(parsing: field))
        }, onPlainDish: .same),
        Column(header: "tags", write: { node in node.details.tags.isEmpty ? "" : node.details.tags.map { joinable($0) }.joined(separator: ";") }, read: { field, line throws(MenuError) in
            guard !field.isEmpty else { return }
            guard !line.isGroup else { throw .invalidArgument("tags: a group has no tags; leave the field empty") }
            var tags: [DishTag] = []
            for part in joinedNames(field) {
                let tag: DishTag
                do throws(MenuError) { tag = try DishTag(part) } catch { throw .invalidArgument("tags: \(error.message)") }
                guard !tags.contains(tag) else { throw .invalidArgument("tags: \(quoted(tag.text)) is given twice") }
                tags.append(tag)
            }
            line.details.tags = tags.map(\.text)
        }, onPlainDish: .same),
    ]
}
