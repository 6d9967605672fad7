import MenuData
import MenuModel
import Testing
@testable import MenuCommands
@testable import ArgumentParsing

/// Option groups (issue 24): a group's options stand where a command lists
/// the group, its exclusive sets come with it, and it reads as one value.
@Suite struct OptionGroupTests {
    /// A group as small as one can be made: a portion size and its removal.
    private struct PortionOptions: OptionGroup {
        static let portions = Option<String?>("portions", valueName: "n", help: "How many portions.")
        static let noPortions = Flag("no-portions", help: "Stop counting.")
        static let declarations: [any OptionDeclaration] = [portions, noPortions]
        static let exclusive: [[any OptionDeclaration]] = [[portions, noPortions]]

        let edit: FieldEdit<String>

        init(_ arguments: ParsedArguments) throws(UsageError) {
            edit = arguments[Self.noPortions] ? .clear : try arguments[Self.portions].map(FieldEdit.set) ?? .keep
        }
    }

    private static let before = Flag("before", help: "Listed before the group.")
    private static let after = Flag("after", help: "Listed after the group.")
    private static let first = Flag("first", help: "One of the command's own exclusive set.")
    private static let spec = CommandSpec(name: "count", abstract: "Count.",
                                          options: [before, PortionOptions.options, after, first],
                                          exclusive: [[before, first]])
    private let parser = ArgumentParser(program: GlobalOptions.program, commands: [spec])

    private func parsed(_ words: String...) throws(UsageError) -> ParsedArguments {
        guard case .run(let parsed) = try parser.parse(words).action else { throw UsageError(message: "not a run") }
        return parsed
    }

    @Test func aGroupsOptionsStandWhereItIsListed() {
        #expect(Self.spec.options.map(\.long) == ["before", "portions", "no-portions", "after", "first"])
        // The command's own sets first, then the group's.
        #expect(Self.spec.exclusive == [["before", "first"], ["portions", "no-portions"]])
    }

    @Test func aGroupReadsAsOneValue() throws {
        #expect(try PortionOptions(try parsed("count", "--portions", "20")).edit == .set("20"))
        #expect(try PortionOptions(try parsed("count", "--no-portions")).edit == .clear)
        #expect(try PortionOptions(try parsed("count", "--before")).edit == .keep)
        #expect(!PortionOptions.isGiven(in: try parsed("count", "--before", "--after")))
        #expect(PortionOptions.isGiven(in: try parsed("count", "--no-portions")))
    }

    @Test func aGroupsExclusiveSetIsChecked() {
        do throws(UsageError) {
            _ = try parsed("count", "--portions", "3", "--no-portions")
            Issue.record("--portions and --no-portions were taken together")
        } catch {
            #expect(error.message == "The options '--portions' and '--no-portions' cannot be used together")
        }
    }

    /// The groups menuctl's commands share read what the options said, and
    /// nothing when none is given: most lines of a setup batch.
    @Test func theSharedGroupsReadTheirValues() throws {
        let parser = ArgumentParser(program: GlobalOptions.program, commands: Menuctl.commands)
        func parsed(_ words: String...) throws -> ParsedArguments {
            guard case .run(let parsed) = try parser.parse(words).action else { throw UsageError(message: "not a run") }
            return parsed
        }
        let edit = try parsed("edit", "宫保鸡丁", "--spice", "2", "--tag", "招牌", "--no-allergen", "花生", "--no-unit")
        let details = try DetailOptions.Editing(edit).edit
        #expect(details.spice == Spice(level: 2).map(FieldEdit.set) && details.addedTags == ["招牌"])
        #expect(details.dietary.removedAllergens == [.peanuts])
        #expect(try PricingOptions.Editing(edit).request.unit == .clear)
        #expect(try DetailOptions.NewDish(try parsed("add-item", "宫保鸡丁")).edit.isEmpty)
        #expect(try DetailOptions.NewGroup(try parsed("add-group", "酒水", "--translation", "en=Drinks")).edit.translations
                == [Translation(lang: "en", text: "Drinks")])
        let list = try parsed("list", "--prices", "会员", "--without", "peanuts", "--as-of", "3")
        #expect(try PriceListOption(list).name == "会员")
        #expect(try DietaryOptions.Filter(list).without == [.peanuts])
        #expect(try AsOfOption(list).moment != nil)
        #expect(try AsOfOption(try parsed("list")).moment == nil)
    }
}
