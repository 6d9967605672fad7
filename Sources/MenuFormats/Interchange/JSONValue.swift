import MenuModel
/// A parsed JSON value, keeping object keys in their order. menuctl reads
/// JSON itself rather than through Foundation: the binary then starts
/// faster, and an error can name the line and column where it is.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number as written, so `3800` and `38.5` can be told apart.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// What the value is, for error messages: `a string`, `an array`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as written in JSON, shortened, for error messages.
    public var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): "\"" + Terminal.escaped(Terminal.shortened(text, to: 40)) + "\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
