/// What `add-item`, `add-group` or `edit` asks of a node's details, and
/// what an import file says of them: what is not mentioned (`.keep`, an
/// empty list, nil) stays as it is.
public struct DetailsEdit: Equatable, Sendable {
    public var description: FieldEdit<String> = .keep
    public var spice: FieldEdit<Spice> = .keep
    /// Added at the end, in order; a tag the dish has already stays where it is.
    public var addedTags: [String] = []
    public var removedTags: [String] = []
    /// The whole list, for a file that gives it: replaces the dish's tags.
    public var tags: [String]? = nil
    /// Set or replaced, by language.
    public var translations: [Translation] = []
    public var removedTranslations: [String] = []
    /// The whole set, for a file that gives it: replaces the node's translations.
    public var allTranslations: [Translation]? = nil
    /// Allergens and diets (SPEC 24).
    public var dietary = DietaryEdit()
    /// The description's translations, as the name's above.
    public var descriptionTranslations: [Translation] = []
    public var removedDescriptionTranslations: [String] = []
    public var allDescriptionTranslations: [Translation]? = nil
    /// Kcal and portion (SPEC 28); a file says them by their own keys
    /// (NodeField+Energy.swift), never here.
    public var energy = EnergyEdit()

    public init() {}

    public var isEmpty: Bool { self == DetailsEdit() }

    /// Whether it gives a dish's own details (spice, tags) that a group cannot take.
    public var touchesDishOnly: Bool {
        !spice.isKeep || !addedTags.isEmpty || !removedTags.isEmpty || (tags.map { !$0.isEmpty } ?? false)
            || dietary.touchesDish || !energy.isEmpty
    }

    /// The details after the edit.
    public func applied(to before: DishDetails) -> DishDetails {
        var after = before
        after.description = description.applied(to: after.description)
        after.spice = spice.applied(to: after.spice)
        if let tags { after.tags = tags }
        for tag in addedTags where !after.tags.contains(where: { $0.hasSameUTF8(as: tag) }) { after.tags.append(tag) }
        after.tags.removeAll { tag in removedTags.contains { $0.hasSameUTF8(as: tag) } }
        after.translations = Self.merged(allTranslations ?? after.translations, setting: translations, removing: removedTranslations)
        after.descriptionTranslations = Self.merged(allDescriptionTranslations ?? after.descriptionTranslations,
                                                    setting: descriptionTranslations, removing: removedDescriptionTranslations)
        after.dietary = dietary.applied(to: after.dietary)
        after.energy = energy.applied(to: after.energy)
        return after
    }

    private static func merged(_ kept: [Translation], setting set: [Translation], removing removed: [String]) -> [Translation] {
        var translations = kept
        for translation in set {
            translations.removeAll { $0.lang == translation.lang }
            translations.append(translation)
        }
        translations.removeAll { removed.contains($0.lang) }
        return translations.sorted { $0.lang < $1.lang }
    }

    /// What a `--replace` import makes of a node: exactly what the file
    /// says, nothing where it says nothing.
    public var replacing: DetailsEdit {
        var edit = self
        if description.isKeep { edit.description = .clear }
        if spice.isKeep { edit.spice = .clear }
        edit.tags = tags ?? []
        edit.allTranslations = allTranslations ?? []
        edit.allDescriptionTranslations = allDescriptionTranslations ?? []
        edit.dietary = dietary.replacing
        return edit
    }

    /// As `replacing`, for a file that holds translations into `languages`
    /// only (a CSV file's `name:LANG` columns): those become exactly the
    /// file's, and the node's translations into other languages stay.
    /// `descriptionLanguages` the same for `description:LANG`.
    public func replacing(languages: [String]?, descriptionLanguages: [String]? = nil) -> DetailsEdit {
        var edit = replacing
        if let languages {
            edit.allTranslations = allTranslations
            edit.removedTranslations += languages.filter { lang in !translations.contains { $0.lang == lang } }
        }
        if let descriptionLanguages {
            edit.allDescriptionTranslations = allDescriptionTranslations
            edit.removedDescriptionTranslations += descriptionLanguages.filter { lang in
                !descriptionTranslations.contains { $0.lang == lang }
            }
        }
        return edit
    }
}
