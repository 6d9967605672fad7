/// What a command acts on: a PATH from the top, or `#ID` (SPEC 2). A lone
/// `/` is the top level itself, so `move 早餐/担担面 --to /` has a way to say it.
public enum Target: Hashable, Sendable, CustomStringConvertible {
    case id(Int64)
    case path(MenuPath)

    public static let top = Target.path(MenuPath([]))

    public init(parsing text: String) throws(MenuError) {
        if text.trimmingWhiteSpace() == "/" {
            self = .top
        } else if text.hasPrefix("#") {
            guard let id = Int64(text.dropFirst()), id > 0 else {
                throw .invalidArgument("'\(Terminal.escaped(text))' is not a node id (write it like #12)")
            }
            self = .id(id)
        } else {
            self = .path(try MenuPath(parsing: text))
        }
    }

    public var description: String {
        switch self {
        case .id(let id): "#\(id)"
        case .path(let path): path.isEmpty ? "/" : path.description
        }
    }
}

/// One row of `menu_node`, as single-node commands read it.
public struct NodeRecord: Equatable, Sendable {
    public enum Kind: String, Sendable { case root, group, item }

    public let id: Int64
    public let parentID: Int64?
    public let kind: Kind
    public let name: String
    public let position: Int64
    public let isExpanded: Bool
    public let price: Amount?

    public var isGroup: Bool { kind != .item }
    public var isRoot: Bool { kind == .root }
}
