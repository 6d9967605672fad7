/// Names joined by `/` from the top of the menu: `主菜`, `酒水/白酒/五粮液`.
public struct MenuPath: Hashable, Sendable, CustomStringConvertible {
    /// A menu is at most this many levels deep (SPEC 2): deep enough for any
    /// restaurant, shallow enough that every walk over it is cheap.
    public static let maximumDepth = 32

    public let names: [Name]

    public init(_ names: [Name]) { self.names = names }

    /// Parses `酒水/白酒`. Empty parts (`酒水//白酒`, a leading or trailing `/`)
    /// are refused rather than skipped: they are most likely typos.
    public init(parsing text: String) throws(MenuError) {
        // One name and no `/`, as most are: trimmed and checked once.
        guard text.holds(byte: UInt8(ascii: "/")) else {
            let trimmed = text.trimmingWhiteSpace()
            guard !trimmed.isEmpty else { throw .invalidArgument("a path cannot be empty") }
            names = [try Name(trimmed: trimmed)]
            return
        }
        // Split on the byte, not the Character: `/` followed by a combining
        // mark is one Character, and would hide the separator inside a name;
        // an ASCII byte in UTF-8 is always a scalar of its own.
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard !text.trimmingWhiteSpace().isEmpty else { throw .invalidArgument("a path cannot be empty") }
        var names: [Name] = []
        names.reserveCapacity(parts.count)
        for part in parts {
            let name = parts.count == 1 ? text : String(decoding: part, as: UTF8.self)
            guard !name.trimmingWhiteSpace().isEmpty else {
                throw .invalidArgument("the path '\(text.shortened(to: 60))' has an empty part")
            }
            names.append(try Name(name))
        }
        self.names = names
    }

    public var isEmpty: Bool { names.isEmpty }
    public var last: Name? { names.last }
    public var parent: MenuPath { MenuPath(Array(names.dropLast())) }

    public func appending(_ other: MenuPath) -> MenuPath { MenuPath(names + other.names) }
    public func appending(_ name: Name) -> MenuPath { MenuPath(names + [name]) }

    public var description: String { names.map(\.text).joined(separator: "/") }
}
