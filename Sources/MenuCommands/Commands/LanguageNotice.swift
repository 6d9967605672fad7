import MenuData
import MenuFormats
import MenuModel

extension CommandContext {
    /// `--lang ja` on a menu where nothing is named in Japanese (SPEC 11):
    /// said on stderr, so a typo of a language is not taken for a menu
    /// nobody translated.
    func noticeIfNoNames(in language: LanguageTag?) throws {
        guard let language, try !menu.details.hasNames(in: language) else { return }
        notice("no group or dish has a name in \(language); names are shown as they are")
    }
}
