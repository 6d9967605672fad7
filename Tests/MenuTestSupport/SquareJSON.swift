import Foundation

/// Any JSON value, read with Foundation's decoder: what the Square contract
/// checker walks. Kept apart from menuctl's own reader so that the checker
/// does not read the export with the code that wrote it.
package indirect enum SquareJSON: Decodable, Equatable, Sendable {
    case null, bool(Bool), int(Int64), double(Double), string(String)
    case array([SquareJSON])
    case object([String: SquareJSON])

    package init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null; return }
        if let value = try? single.decode(Bool.self) { self = .bool(value); return }
        if let value = try? single.decode(Int64.self) { self = .int(value); return }
        if let value = try? single.decode(Double.self) { self = .double(value); return }
        if let value = try? single.decode(String.self) { self = .string(value); return }
        if let value = try? single.decode([SquareJSON].self) { self = .array(value); return }
        self = .object(try single.decode([String: SquareJSON].self))
    }

    package static func parse(_ text: String) throws -> SquareJSON {
        try JSONDecoder().decode(SquareJSON.self, from: Data(text.utf8))
    }

    package subscript(key: String) -> SquareJSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    package var members: [String: SquareJSON]? { if case .object(let members) = self { members } else { nil } }
    package var array: [SquareJSON]? { if case .array(let values) = self { values } else { nil } }
    package var string: String? { if case .string(let text) = self { text } else { nil } }
    package var int: Int64? { if case .int(let value) = self { value } else { nil } }
    package var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
}

extension SquareJSON: CustomStringConvertible {
    /// Short, as a checker's message quotes a value: `"MONDAY"`, `3`, `an object`.
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let text): "\"" + text + "\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
