import MenuModel
/// The choices on the guests' page (SPEC 18): each list once, under the
/// heading of the group that offers it, and a dish's own lists under the
/// dish: `辣度 (选1): 微辣 · 中辣 · 特辣`, `加料 (最多3): 加面 +¥2 · 加蛋 +¥3`.
/// A sold-out option is struck through and marked. On a page in another
/// language the words menuctl itself writes are English, and list and
/// option names are the glossary's where it has them (SPEC 15).
extension MenuPage {
    /// The lines of the lists a node offers itself; empty when none.
    package func choiceLines(of node: any MenuComponent) -> String {
        guard !choices.offers.isEmpty else { return "" }
        let names = choices.offers.offeredNames(of: node.id)
        var lines = names.compactMap { name in choices.lists.first { $0.name.hasSameUTF8(as: name) } }.map(choiceLine)
        // A dish withdrawn from a list its group offers says so, or a
        // guest would read the group's line as being for it too.
        let withdrawn = choices.offers.withdrawnNames(of: node.id)
        if !withdrawn.isEmpty {
            let said = Self.choiceWords(english: isEnglish)
            lines.append("<p class=\"choices\">" + withdrawn.map { HTMLText.escaped(word($0)) + ": " + said.notOffered }.joined(separator: " · ") + "</p>")
        }
        guard !lines.isEmpty else { return "" }
        return node.isGroup ? lines.joined() + "\n" : lines.joined()
    }

    private var isEnglish: Bool { words != .chinese }

    private func choiceLine(_ list: ChoiceList) -> String {
        let said = Self.choiceWords(english: isEnglish)
        let options = list.options.map { option in
            let text = HTMLText.escaped(word(option.name)) + (option.surcharge.map { " +" + $0.forGuests } ?? "") + optionEnergy(option)
            // One box an option, which a narrow screen moves to the next line whole.
            return option.isSoldOut ? "<span class=\"option gone\"><s>" + text + "</s> " + said.soldOut + "</span>"
                : "<span class=\"option\">" + text + "</span>"
        }
        return "<p class=\"choices\"><span class=\"list\">" + HTMLText.escaped(word(list.name)) + " (" + said.rule(list.pick) + ")</span>: "
            + options.joined(separator: " · ") + "</p>"
    }

    /// The words of the pick rule and of a sold-out option, in Chinese or English.
    private struct ChoiceWords {
        let rule: (PickRule) -> String
        let soldOut: String
        let notOffered: String
    }

    private static func choiceWords(english: Bool) -> ChoiceWords {
        english
            ? ChoiceWords(rule: { pick in
                pick.minimum == pick.maximum ? "choose \(pick.maximum)"
                    : pick.minimum == 0 ? "up to \(pick.maximum)" : "choose \(pick.minimum)–\(pick.maximum)"
            }, soldOut: "sold out", notOffered: "not for this dish")
            : ChoiceWords(rule: { pick in
                pick.minimum == pick.maximum ? "选\(pick.maximum)"
                    : pick.minimum == 0 ? "最多\(pick.maximum)" : "选\(pick.minimum)–\(pick.maximum)"
            }, soldOut: "售罄", notOffered: "本菜不适用")
    }

    /// Appended to the page's style.
    package static let choiceStyle = """
        .choices { font-size: .9em; color: #555; margin: .1rem 0; }
        .choices .list { color: #8b1a1a; }
        .choices .gone { color: #999; }
        .choices .option { display: inline-block; max-width: 100%; }

        """
}
