import MenuModel

/// The names of the entries of one group read so far, to find a name that
/// appears twice (SPEC 2): a table of its own, keyed by a quick hash of
/// the name's bytes (FNV-1a), where a `Set<Name>` hashed every name with
/// SipHash, most of the cost of reading a plain dish.
struct SiblingNames {
    private var names: [Name] = []
    private var hashes: [UInt64] = []
    /// Open addressing: 1 + the index in `names` of the name whose hash
    /// led there, 0 for a free slot; a power of two long, kept at most
    /// half full.
    private var slots: [Int32]

    /// Room for `room` names before the table grows.
    init(room: Int = 0) {
        var size = 16
        while size < 2 * room { size *= 2 }
        slots = Array(repeating: 0, count: size)
        names.reserveCapacity(room)
        hashes.reserveCapacity(room)
    }

    /// Adds `name`; false when a name of the same bytes is there already.
    mutating func insert(_ name: Name) -> Bool {
        let hash = Self.hash(name.text)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if hashes[index] == hash && names[index] == name { return false }
            slot = (slot + 1) & mask
        }
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(names.count)
        if 2 * names.count > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a of the text's UTF-8, its high bits folded into the low ones
    /// that pick a slot. `withUTF8` lends a short name's bytes from the
    /// stack; the UTF-8 view's contiguous storage is not there for them,
    /// and walking the view costs a generic index a byte.
    private static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash ^ hash >> 29
        }
    }
}
