import MenuModel
extension MenuPage {
    /// What a guest reads under a dish (SPEC 15): its name in the page's
    /// other language, its description, and its spice and tags, each a `<p>`
    /// that the style puts on a line of its own under the name.
    package func detailLines(_ details: DishDetails) -> String {
        var out = translationLine(details) + descriptionLine(details)
        var marks: [String] = []
        if let spice = details.spice { marks.append("<span class=\"spice\">" + words.say(PageWord.spice[spice.level]) + "</span>") }
        marks += details.tags.map { "<span class=\"tag\">" + HTMLText.escaped(word($0)) + "</span>" }
        if !marks.isEmpty { out += "<p class=\"marks\">" + marks.joined(separator: " ") + "</p>" }
        return out
    }

    /// Under a group's heading: its name in the page's other language and its description.
    package func groupLines(_ node: any MenuComponent) -> String {
        let out = translationLine(node.details) + descriptionLine(node.details)
        return out.isEmpty ? "" : out + "\n"
    }

    /// The description in the page's language where it is translated,
    /// else the menu's own.
    private func descriptionLine(_ details: DishDetails) -> String {
        if let language, let text = details.descriptionTranslation(in: language) {
            return "<p class=\"about\" lang=\"\(HTMLText.escaped(language.text))\">" + HTMLText.escaped(text) + "</p>"
        }
        return details.description.map { "<p class=\"about\">" + HTMLText.escaped($0) + "</p>" } ?? ""
    }

    /// The description a page in its language shows, as `descriptionLine`.
    func shownDescription(_ details: DishDetails) -> String? {
        language.flatMap { details.descriptionTranslation(in: $0) } ?? details.description
    }

    private func translationLine(_ details: DishDetails) -> String {
        guard let language, let text = details.translation(in: language) else { return "" }
        return "<p class=\"translation\" lang=\"\(HTMLText.escaped(language.text))\">" + HTMLText.escaped(text) + "</p>"
    }

    /// The style of the lines above, appended to the page's.
    package static let detailStyle = """
        .translation { font-style: italic; }
        .marks .spice { color: #b22222; margin-right: .4em; }
        .marks .tag { display: inline-block; border: 1px solid #8b1a1a; border-radius: .6em; padding: 0 .45em;
          margin-right: .25em; font-size: .85em; color: #8b1a1a; }

        """
}
