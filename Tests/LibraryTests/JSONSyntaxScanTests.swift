import Testing
@testable import MenuFormats
@testable import MenuModel

/// The quick check of a JSON document against the careful one: what the
/// quick one accepts, the careful one accepts with the same lists noted;
/// what the careful one refuses, the quick one never accepts (it leaves
/// the message to the careful one).
@Suite struct JSONSyntaxScanTests {
    static let sound = [
        #"{"menu": []}"#, #"  {"menu": [{"kind": "group", "name": "组", "children": [{"kind": "item", "name": "菜"}]}]} "#,
        #"[1, -0, 2.5e+3, 1E2, 0.25, true, false, null, "a\"b\\c\/d\b\f\n\r\t\u00e9"]"#,
        #"{"children": 1, "menu": {"children": [[], {}]}, "x": "\ud83d\ude00"}"#, "\"\"", "0",
    ]
    static let unsound = [
        "", " ", "{", "}", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, #"{a: 1}"#, "[1 2]", "01", "-", "1.", "1e", "1e+", ".5",
        "tru", "nul", "True", #""abc"#, "\"a\u{01}b\"", #""\x""#, #""\u12G4""#, #""\u12""#, #""\ud83d""#, #""\ude00""#,
        #""\ud83d\u0041""#, "[] []", "[1]x", "{\"a\":\u{00}}",
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test func whatTheQuickCheckAcceptsTheCarefulOneAcceptsTheSame() throws {
        for text in Self.sound {
            let bytes = Array(text.utf8)
            let quick = JSONSyntaxScan.check(bytes)
            var careful = JSONParser(bytes: bytes)
            careful.skipWhitespace()
            try careful.skipValue()
            let checked = try JSONParser.validate(bytes)
            if let quick {
                #expect(quick.listEnds == checked.listEnds && quick.listed == checked.listed, "\(text)")
            }
        }
        #expect(JSONSyntaxScan.check(Array(Self.sound[1].utf8)) != nil)
    }

    @Test func whatTheCarefulOneRefusesTheQuickOneLeavesToIt() {
        for text in Self.unsound {
            let bytes = Array(text.utf8)
            #expect(JSONSyntaxScan.check(bytes) == nil, "\(text)")
            #expect(throws: MenuError.self, "\(text)") { try JSONParser.validate(bytes) }
        }
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(JSONSyntaxScan.check(Array(deep.utf8)) != nil)
    }

    @Test func aPlainNameIsTheNameTheCarefulWayMakes() throws {
        for text in ["菜1", "Kung Pao 鸡丁", "a", String(repeating: "菜", count: 33), "x-y_z.1"] {
            let plain = Array(text.utf8).withUnsafeBufferPointer { Name(plainUTF8: $0) }
            #expect(plain?.text == (try Name(text)).text, "\(text)")
        }
        for text in [" 菜", "菜 ", "#12", "a/b", "a\tb", "ー菜", "\u{3000}菜", "é", String(repeating: "菜", count: 34), ""] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { Name(plainUTF8: $0) } == nil, "\(text)")
        }
    }
}
