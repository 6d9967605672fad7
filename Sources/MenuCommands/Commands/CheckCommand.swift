import ArgumentParsing
import MenuData
import MenuFormats
import MenuModel

/// `check`: what `git fsck` is to a repository. The findings are the
/// command's answer, so they go to stdout, one a line, and the exit status
/// says whether there were any (1) or none (0).
struct CheckCommand: MenuCommand {
    static let repair = Flag("repair", help: "Mend every problem found, and say what was done.")
    static let rules = Option<[LabelRegime]>("rules", valueName: "regime",
                                             help: "Instead: each dish the guests' page could not label as the law of us, uk, eu or cn asks (repeatable).")

    static let commandName = "check"

    static let spec = CommandSpec(
        name: commandName,
        abstract: "Find problems other programs left in the menu file; --repair mends them.",
        discussion: """
            Reports, one a line: entries whose group is missing, cycles, rows deeper than
            32 levels, dishes that hold entries, positions out of order, names that break
            the rules, two entries of a group with one name, text that is not UTF-8,
            details and prices that break the rules, rows of any table that break its
            rules (sold-out marks, serving windows, sizes, choices, counts, price lists,
            history entries), find's search keys out of step, a trigger or index dropped
            or changed, and an id sequence at its end. Exits 1 when it finds any.
            --repair mends them all in one transaction: what has no place goes into a
            top-level group 'recovered'.
            With --rules REGIME it reads the menu as an inspector would instead: each dish
            on the guests' page that it could not label as the regime asks (no kcal for us
            and uk, no portion for uk, allergens not declared for eu; for cn a dish without
            a price, a 时价 dish without its unit or today's price, a drink without its
            volume in ml), then each topping without kcal (us) and option without declared
            allergens (eu) of the lists offered, and each price list with neither hours nor
            a condition (cn); one a line, exit 1 when any.
            It also warns on stderr ('Warning: …') of a set meal that costs more than its
            dearest picks à la carte; a warning is no problem and leaves the exit status.
            """,
        options: [repair, rules],
        examples: ["menuctl check", "menuctl check --repair", "menuctl check --rules cn"],
        reportsChanges: true
    )

    let repairs: Bool
    let regimes: [LabelRegime]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        repairs = arguments[Self.repair]
        let regimes = try arguments[Self.rules]
        if repairs && !regimes.isEmpty { throw UsageError(message: "'--repair' and '--rules' cannot be given together") }
        self.regimes = regimes.enumerated().filter { !regimes[..<$0.offset].contains($0.element) }.map(\.element)
    }

    /// Only a repair writes; a plain check never creates or changes the file (SPEC 1).
    var access: CommandSpec.Access { repairs ? .write : .read }

    func run(in context: CommandContext) throws {
        if !regimes.isEmpty { return try checkLabels(in: context) }
        let problems: [MenuProblem]
        var mended = false
        if repairs {
            let repair = try context.menu.integrity.repair()
            repair.lines.forEach(context.report)
            problems = repair.remaining
            mended = !repair.lines.isEmpty
        } else {
            problems = try context.menu.integrity.problems()
        }
        // Warnings are the menu's prices, not damage: on stderr, leaving the
        // findings and the exit status to what the file holds.
        for set in try context.menu.sets.overpricedSets() {
            context.warn("\(set.path) costs \(set.price), \(set.over) more than its dearest picks à la carte (\(set.dearest))")
        }
        guard !problems.isEmpty else {
            if !context.quiet {
                let counts = try context.menu.tree.counts()
                context.output += "no problems\(mended ? " left" : ""): \(counts.groups) group\(counts.groups == 1 ? "" : "s"), \(counts.items) dish\(counts.items == 1 ? "" : "es")\n"
            }
            return
        }
        problems.forEach { context.output += Terminal.escaped($0.description) + "\n" }
        context.exitStatus = 1
        let count = "\(problems.count) problem\(problems.count == 1 ? "" : "s")"
        context.notice(repairs ? "\(count) could not be mended" : "\(count); 'menuctl check --repair' mends them")
    }

    /// `check --rules`: the dishes the guests' page shows (not those off
    /// sale) that it could not label as each regime asks, by LabelRules.
    private func checkLabels(in context: CommandContext) throws {
        let shown = try context.menu.tree.load().withoutOffSale()
        let choices = MenuDocument.ChoicesExport(lists: try context.menu.choices.lists().map(\.list), offers: try context.menu.choices.allOffers())
        let priceLists = try context.menu.priceLists.lists().map { stored in
            (list: stored.list, changesPrices: try stored.list.rule != nil
                || context.menu.priceLists.entries(of: stored.id).values.contains { $0.price != nil || !$0.sizes.isEmpty })
        }
        var found = 0
        for regime in regimes {
            for finding in LabelRules.findings(of: shown, regime, choices: choices, priceLists: priceLists) {
                context.output += Terminal.escaped((regimes.count > 1 ? "\(regime.rawValue): " : "") + finding.description) + "\n"
                found += 1
            }
        }
        let rules = regimes.map(\.rawValue).joined(separator: ", ")
        guard found == 0 else {
            context.exitStatus = 1
            return context.notice("\(found) thing\(found == 1 ? "" : "s") the page cannot say as \(rules) asks")
        }
        if !context.quiet { context.output += "every dish can be labelled as \(rules) asks\n" }
    }
}
