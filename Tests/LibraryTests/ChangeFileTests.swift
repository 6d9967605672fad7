@testable import MenuFormats
import MenuModel
import Testing

/// SHA-256 against FIPS 180-4's examples, and the change file's header.
@Suite struct ChangeFileTests {
    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // 55, 56 and 64 bytes: the padding's edges.
        #expect(SHA256.hex(Array(repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(SHA256.hex(Array(repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(SHA256.hex(Array(repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func aChangeFileReadsBackAndItsDamageIsFound() throws {
        let change = ChainChange(chainID: "c-1", sequence: 3, follows: 2, followsDigest: String(repeating: "ab", count: 32),
                                 epoch: 2, schemaVersion: 15, body: [0, 1, 2, 10, 10, 255])
        let (bytes, digest) = ChangeFile.encode(change)
        var read = try ChangeFile.decode(bytes)
        #expect(read.digest == digest && digest.count == 64)
        read.digest = nil
        #expect(read == change)
        #expect(String(decoding: bytes.prefix(17), as: UTF8.self) == "menuctl-change 2\n")
        #expect(String(decoding: bytes[17..<25], as: UTF8.self) == "sha256: ")
        #expect(throws: ChangeFile.Problem.damaged("it is cut off (5 of 6 bytes)")) { try ChangeFile.decode(Array(bytes.dropLast())) }
        var flipped = bytes
        flipped[flipped.count - 1] = 254
        #expect(throws: ChangeFile.Problem.damaged("its SHA-256 does not match its content")) { try ChangeFile.decode(flipped) }
        #expect(throws: ChangeFile.Problem.damaged("its SHA-256 does not match its content")) {
            try ChangeFile.decode(Array(String(decoding: bytes, as: UTF8.self).replacing("sequence: 3", with: "sequence: 7").utf8))
        }
        #expect(throws: ChangeFile.Problem.notAChangeFile("it does not start with 'menuctl-change'")) { try ChangeFile.decode(Array("{}".utf8)) }
    }

    /// A file whose digest is right for what it says is still refused when
    /// what it says is not as menuctl writes it: a chain id holding terminal
    /// escapes, a number written two ways, a version this build does not read.
    @Test func aResealedHeaderIsReadStrictly() throws {
        func sealed(_ header: String) -> [UInt8] {
            let lines = header.split(separator: "\n", omittingEmptySubsequences: false)
            let covered = Array((lines.joined(separator: "\n") + "\n\n").utf8) + [7]
            let first = covered.firstIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return Array(covered[..<first]) + Array("sha256: \(SHA256.hex(covered))\n".utf8) + Array(covered[first...])
        }
        let fields = "sequence: 2\nfollows: 1\nfollows-sha256: none\nepoch: 1\nfull: no\nschema: 18\nbytes: 1"
        #expect(try ChangeFile.decode(sealed("menuctl-change 2\nchain: c-1\n" + fields)).chainID == "c-1")
        #expect(throws: ChangeFile.Problem.damaged("its chain id is not one head office makes (1 to 64 letters, digits, '-', '_' or '.')")) {
            try ChangeFile.decode(sealed("menuctl-change 2\nchain: c\u{1B}]0;pwned\u{07}\n" + fields))
        }
        #expect(throws: ChangeFile.Problem.damaged("its sequence '02' is not a number")) {
            try ChangeFile.decode(sealed("menuctl-change 2\nchain: c-1\n" + fields.replacing("sequence: 2", with: "sequence: 02")))
        }
        #expect(throws: ChangeFile.Problem.newer(3)) { try ChangeFile.decode(sealed("menuctl-change 3\nchain: c-1\n" + fields)) }
    }

    /// A file of format 1 (the release before), its digest over the body only, still reads.
    @Test func aFileOfFormat1StillReads() throws {
        let body: [UInt8] = [1, 2, 3]
        let text = "menuctl-change 1\nchain: c-1\nsequence: 2\nfollows: 1\nschema: 16\nbytes: 3\nsha256: \(SHA256.hex(body))\n\n"
        let change = try ChangeFile.decode(Array(text.utf8) + body)
        #expect(change.format == 1 && change.digest == nil && change.sequence == 2 && change.schemaVersion == 16 && !change.isFull)
    }
}
