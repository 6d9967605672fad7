import MenuModel

extension MenuDiff {
    /// Lines a person reads (SPEC 23), names escaped as `list` escapes them:
    ///
    ///     + 主菜/水煮鱼  58.00
    ///     - 早餐/酸辣粉
    ///     ~ 主菜/宫保鸡丁  price 36.00 → 38.00
    ///     > 酒水/酸梅汤 → 早餐/酸梅汤
    ///     + choice list 加料
    ///     ~ price list 会员  by -10% → -15%
    public var text: String {
        var out = ""
        for change in changes {
            let line: String
            switch change {
            case .added(let node): line = "+ " + node.path + (node.priceLabel.map { "  " + $0 } ?? "")
            case .removed(let node): line = "- " + node.path
            case .moved(let from, let node): line = "> " + from + " → " + node.path
            case .changed(let node, let key, let old, let new):
                line = "~ \(node.path)  \(DiffFields.label(key)) \(DiffFields.describe(old, of: key, besides: new)) → \(DiffFields.describe(new, of: key, besides: old))"
            case .other(let section, let name, let key, let old, let new):
                if let key {
                    let label = section == "glossary" || (section == "price list" && DiffFields.labels[key] == nil) ? key : DiffFields.label(key)
                    line = "~ \(section) \(name)  \(label) \(DiffFields.describe(old)) → \(DiffFields.describe(new))"
                } else if section == "fee" {
                    // `+ fee 茶位费 3.00/位`, `~ fee 服务费 10% → 12%`, `- fee 餐具费 2.00`.
                    line = switch (old, new) {
                    case (nil, let fee?): "+ fee \(name) " + DiffFields.describeFee(fee)
                    case (let fee?, nil): "- fee \(name) " + DiffFields.describeFee(fee)
                    default: "~ fee \(name) " + (old.map(DiffFields.describeFee) ?? "none") + " → " + (new.map(DiffFields.describeFee) ?? "none")
                    }
                } else {
                    line = (new == nil ? "- " : old == nil ? "+ " : "~ ") + section + " " + name
                }
            }
            out += Terminal.escaped(line) + "\n"
        }
        return out
    }

    /// For scripts: `{"equal": false, "changes": [...]}`, a change each:
    /// `{"change": "added"|"removed", "id", "path", "kind"}`,
    /// `{"change": "moved", "id", "from", "to"}`,
    /// `{"change": "changed", "id", "path", "field", "from", "to"}` (the
    /// export document's key and values, null when not set), and for what
    /// lies outside the tree `{"change", "section", "name", "field", "from", "to"}`.
    /// `id` is null where the two are different menus.
    public func json(withIDs: Bool) -> String {
        func id(_ node: MenuSnapshot.Shown) -> String { withIDs ? String(node.id) : "null" }
        func kind(_ node: MenuSnapshot.Shown) -> String { node.isGroup ? "\"group\"" : "\"item\"" }
        func value(_ value: JSONValue?) -> String { value.map(\.compactText) ?? "null" }
        var out = "{\"equal\":\(isEmpty),\"changes\":["
        for (index, change) in changes.enumerated() {
            if index > 0 { out += "," }
            out += "\n"
            switch change {
            case .added(let node), .removed(let node):
                let word = if case .added = change { "added" } else { "removed" }
                out += "{\"change\":\"\(word)\",\"id\":\(id(node)),\"path\":\(JSONText.string(node.path)),\"kind\":\(kind(node))}"
            case .moved(let from, let node):
                out += "{\"change\":\"moved\",\"id\":\(id(node)),\"from\":\(JSONText.string(from)),\"to\":\(JSONText.string(node.path))}"
            case .changed(let node, let key, let old, let new):
                out += "{\"change\":\"changed\",\"id\":\(id(node)),\"path\":\(JSONText.string(node.path)),\"field\":\(JSONText.string(key)),"
                    + "\"from\":\(value(old)),\"to\":\(value(new))}"
            case .other(let section, let name, let key, let old, let new):
                let word = key != nil || (old != nil && new != nil) ? "changed" : new == nil ? "removed" : "added"
                out += "{\"change\":\"\(word)\",\"section\":\(JSONText.string(section)),\"name\":\(JSONText.string(name)),"
                    + "\"field\":\(key.map(JSONText.string) ?? "null"),\"from\":\(value(old)),\"to\":\(value(new))}"
            }
        }
        return out + (changes.isEmpty ? "" : "\n") + "]}\n"
    }
}

extension JSONValue {
    /// The value written back as compact JSON.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONText.string(text)
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONText.string($0.key) + ":" + $0.value.compactText }.joined(separator: ",") + "}"
        }
    }
}
