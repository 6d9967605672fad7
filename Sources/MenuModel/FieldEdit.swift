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
    /// `null` or an empty field says.
    public init(_ value: Value?) {
        self = value.map { .set($0) } ?? .clear
    }

    /// The field after the edit.
    public func applied(to current: Value?) -> Value? {
        switch self {
        case .keep: current
        case .set(let value): value
        case .clear: nil
        }
    }

    /// Whether it asks for anything at all.
    public var isKeep: Bool {
        if case .keep = self { true } else { false }
    }
}

extension FieldEdit: Equatable where Value: Equatable {}
extension FieldEdit: Hashable where Value: Hashable {}
extension FieldEdit: Sendable where Value: Sendable {}
