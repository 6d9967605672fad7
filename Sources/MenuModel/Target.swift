/// What a command acts on: a PATH from the top, or `#ID` (SPEC 2). A lone
/// `/` is the top level itself, so `move 早餐/担担面 --to /` has a way to say it.
public enum Target: Hashable, Sendable, CustomStringConvertible {
    case id(Int64)
    case path(MenuPath)

    public static let top = Target.path(MenuPath([]))

    public init(parsing text: String) throws(MenuError) {
        // Bytes: nothing but `/` itself is canonically equivalent to `/`.
        if text.holds(byte: UInt8(ascii: "/")) && text.trimmingWhiteSpace().utf8.elementsEqual("/".utf8) {
            self = .top
        } else if text.utf8.first == UInt8(ascii: "#") {
            let digits = text.dropFirst()
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let id = Int64(digits), id > 0 else {
                throw .invalidArgument("'\(text)' is not a node id (write it like #12)")
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
