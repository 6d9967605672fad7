/// What an edit or an import file asks of one field: leave it as it is,
/// give it a value, or take it away. One value where two optionals
/// (`String??`, nil against `.some(nil)`) could be misread.
public enum FieldEdit<Value> {
    /// Not asked about: the field stays as it is.
    case keep
    case set(Value)
    /// Taken away: the field has none.
    case clear

    /// `set` for a value, `clear` for none: what `--no-unit`, a file's
    /// `null` or an empty field says. Inlinable, as the two below, so that
    /// a reader in another module makes its own for its type: called
    /// through the generic one, each edit asked the runtime for its type.
    @inlinable
    public init(_ value: Value?) {
        self = value.map { .set($0) } ?? .clear
    }

    /// The field after the edit.
    @inlinable
    public func applied(to current: Value?) -> Value? {
        switch self {
        case .keep: current
        case .set(let value): value
        case .clear: nil
        }
    }

    /// Whether it asks for anything at all.
    @inlinable
    public var isKeep: Bool {
        if case .keep = self { true } else { false }
    }
}

extension FieldEdit: Equatable where Value: Equatable {}
extension FieldEdit: Hashable where Value: Hashable {}
extension FieldEdit: Sendable where Value: Sendable {}

/// What a file says of the fields declared once by their formats (a
/// `NodeField` with a document and CSV cell of its own), by the field's
/// document key: the reader of the field puts its edit here, the field's
/// store takes it from here, and nothing between them names the field.
/// A value is the field's text, as the document writes it.
public struct FieldEdits: Equatable, Sendable {
    private var edits: [String: FieldEdit<String>] = [:]

    public init() {}

    /// `.keep` for a field the file does not mention.
    public subscript(key: String) -> FieldEdit<String> {
        get { edits[key] ?? .keep }
        set { edits[key] = newValue.isKeep ? nil : newValue }
    }

    /// Whether the file asks anything of any of them.
    public var isEmpty: Bool { edits.isEmpty }
}
