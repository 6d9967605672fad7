import MenuModel
/// Comma-separated values as RFC 4180 writes them
/// (https://www.rfc-editor.org/rfc/rfc4180#section-2): records end with
/// CRLF, fields are separated by commas, and a field holding a comma, a
/// quote or a line break is enclosed in quotes with each quote doubled.
package enum CSVRecords {
    /// One record and the line it starts on, counted from 1: a quoted field
    /// may hold line breaks, so a record can run over several lines.
    package struct Record {
        package let line: Int
        package let fields: [String]
    }

    /// `text` as one field, quoted only when it must be (§2.6, §2.7).
    package static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == comma || $0 == quote || $0 == cr || $0 == lf }) else { return text }
        var out = "\""
        for character in text.unicodeScalars {
            if character == "\"" { out += "\"\"" } else { out.unicodeScalars.append(character) }
        }
        return out + "\""
    }

    /// Reads every record. Line ends may be CRLF (the RFC's), LF or CR
    /// (what other programs write); blank lines are skipped; a leading
    /// UTF-8 byte order mark is skipped (SPEC 16). Each problem names the
    /// line through `place`.
    package static func read(_ bytes: [UInt8], place: (Int) -> String) throws(MenuError) -> [Record] {
        var records: [Record] = []
        try forEach(in: bytes, place: place) { records.append($0) }
        return records
    }

    /// Hands each record to `body` as it is read, and keeps none: a file of
    /// a hundred thousand lines is never held as fields at once. A problem
    /// of the file's is named through `place`; `body`'s own are passed on.
    /// `isValidText`, when known from a pass before (`header(in:)`), is
    /// not found again.
    package static func forEach(in bytes: [UInt8], place: (Int) -> String, isValidText: Bool? = nil,
                                _ body: (Record) throws(MenuError) -> Void) throws(MenuError) {
        try forEach(in: bytes, place: place, isValidText: isValidText, offersPlainLines: false, plain: { _, _ in false }, records: body)
    }

    /// As `forEach`, but each line that holds no quote is offered to
    /// `plain` first, as its bytes with the line it is on, before its
    /// fields are made: when it takes the line (true), `records` is not
    /// called for it. A plain line of a menu is read from its bytes where
    /// they lie; made into a String a field, and read by each column in
    /// turn, it cost more than the rest of the import's reading together.
    package static func forEach(in bytes: [UInt8], place: (Int) -> String, isValidText: Bool? = nil, offersPlainLines: Bool = true,
                                plain: (UnsafeBufferPointer<UInt8>, Int) throws(MenuError) -> Bool,
                                records body: (Record) throws(MenuError) -> Void) throws(MenuError) {
        var reader = Reader(bytes, isValidText: isValidText)
        reader.offersPlainLines = offersPlainLines
        var failure: MenuError?
        do throws(Malformed) {
            try reader.readAll { line, number in
                guard failure == nil else { return true }
                do throws(MenuError) { return try plain(line, number) } catch {
                    failure = error
                    return true
                }
            } records: { record in
                guard failure == nil else { return }
                do throws(MenuError) { try body(record) } catch { failure = error }
            }
        } catch {
            throw .malformed(error.message, at: place(error.line))
        }
        if let failure { throw failure }
    }

    /// The first record, and how many records there are: the rest are
    /// read as `forEach` reads them, every problem found and named alike,
    /// but their fields are not made.
    package static func header(in bytes: [UInt8], place: (Int) -> String) throws(MenuError)
        -> (header: Record?, count: Int, isValidText: Bool) {
        var reader = Reader(bytes)
        reader.keepsOnlyTheFirst = true
        var header: Record?
        var count = 0
        // After the header, a line without a quote is one record, and
        // nothing in it can be wrong but its UTF-8 (known already when it
        // is valid text): counted without being walked field by field.
        do throws(Malformed) {
            try reader.readAll { _, _ in
                guard header != nil else { return false }
                count += 1
                return true
            } records: { record in
                if header == nil { header = record }
                count += 1
            }
        } catch {
            throw .malformed(error.message, at: place(error.line))
        }
        return (header, count, reader.isValidText)
    }

    /// A problem, and the line it is on.
    private struct Malformed: Error {
        let message: String
        let line: Int
    }

    /// The state of one pass over the bytes: the record and field being
    /// read, and whether inside quotes.
    private struct Reader {
        let bytes: [UInt8]
        /// Checked once for the whole file, which is quicker than field by
        /// field: a field is cut at ASCII bytes, never inside a character, so
        /// in valid text every field is valid. Otherwise each field is checked,
        /// to name the line.
        let isValidText: Bool
        var index: Int
        var fields: [String] = []
        /// How many fields the record has so far, made or not.
        var fieldCount = 0
        var field: [UInt8] = []
        /// Only the first record's fields are made (`header(in:)`).
        var keepsOnlyTheFirst = false
        var keepsFields = true
        /// Lines without a quote are offered whole first (`readAll`).
        var offersPlainLines = true
        var line = 1, recordLine = 1, quoteLine = 1
        var inQuotes = false
        /// The field began with a quote; after its closing quote only a comma or a line end may come.
        var wasQuoted = false

        init(_ bytes: [UInt8], isValidText known: Bool? = nil) {
            self.bytes = bytes
            index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            // Checked where they lie: a String of them would double the file in memory.
            isValidText = known ?? bytes.withUnsafeBufferPointer(ShellWords.isUTF8)
        }

        /// Stops at the first record `body` refuses (it says so by setting its
        /// own failure); the reader goes on to the end only to find the file's.
        /// `plain` is offered each line without a quote first, when the
        /// text is valid and `offersPlainLines` (`forEach`).
        mutating func readAll(plain: (UnsafeBufferPointer<UInt8>, Int) -> Bool, records body: (Record) -> Void) throws(Malformed) {
            while index < bytes.count {
                if offersPlainLines, isValidText, fieldCount == 0, field.isEmpty, !inQuotes, !wasQuoted, takePlainLine(plain) { continue }
                if !inQuotes && !wasQuoted {
                    // A run of the field's own bytes, up to the next comma,
                    // quote or line end, taken at once rather than byte by byte.
                    let start = index
                    index = bytes.withUnsafeBufferPointer { all in
                        var end = start
                        while end < all.count && !Self.endsARun(all[end]) { end += 1 }
                        return end
                    }
                    if index > start {
                        if keepsFields || !isValidText {
                            field.append(contentsOf: bytes[start..<index])
                        } else if field.isEmpty {
                            field.append(0)  // a field not made: only whether it is empty matters
                        }
                    }
                    guard index < bytes.count else { break }
                }
                let byte = bytes[index]
                index += 1
                if inQuotes { takeQuoted(byte) } else if let record = try take(byte) { body(record) }
            }
            guard !inQuotes else {
                throw Malformed(message: "a quoted field that starts on this line is never closed", line: quoteLine)
            }
            if let record = try endRecord() { body(record) }
        }

        /// The line that starts at `index`, when it holds no quote and
        /// `plain` takes it: then past it and its end, as `take` goes past
        /// a record's end. A blank line is left to `take`.
        private mutating func takePlainLine(_ plain: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
            let start = index
            let taken = bytes.withUnsafeBufferPointer { all -> Int? in
                var end = start
                while end < all.count && all[end] != cr && all[end] != lf {
                    if all[end] == quote { return nil }
                    end += 1
                }
                guard end > start, plain(UnsafeBufferPointer(rebasing: all[start..<end]), recordLine) else { return nil }
                return end
            }
            guard let end = taken else { return false }
            index = end
            if index < bytes.count {
                if bytes[index] == cr && index + 1 < bytes.count && bytes[index + 1] == lf { index += 1 }
                index += 1
                line += 1
                recordLine = line
            }
            return true
        }

        @inline(__always)
        private static func endsARun(_ byte: UInt8) -> Bool {
            byte == comma || byte == quote || byte == cr || byte == lf
        }

        // Called for every byte: inlined, as the loop they were part of.
        @inline(__always)
        private mutating func takeQuoted(_ byte: UInt8) {
            if byte == quote {
                // A doubled quote is one quote of the field (§2.7); a single one closes it.
                if index < bytes.count && bytes[index] == quote { field.append(quote); index += 1 } else { inQuotes = false }
            } else {
                field.append(byte)
                if byte == lf || (byte == cr && (index == bytes.count || bytes[index] != lf)) { line += 1 }
            }
        }

        /// The record a line end finishes, if any.
        @inline(__always)
        private mutating func take(_ byte: UInt8) throws(Malformed) -> Record? {
            switch byte {
            case comma:
                try endField()
                wasQuoted = false
            case cr, lf:
                if byte == cr && index < bytes.count && bytes[index] == lf { index += 1 }
                let record = try endRecord()
                line += 1
                recordLine = line
                return record
            case quote:
                guard field.isEmpty && !wasQuoted else {
                    throw Malformed(message: "a quote inside a field that does not start with one; enclose the whole field in quotes and double each quote inside it (\"\")", line: line)
                }
                inQuotes = true
                wasQuoted = true
                quoteLine = line
            default:
                guard !wasQuoted else {
                    throw Malformed(message: "text after the closing quote of a field; double a quote that belongs to the field (\"\")", line: line)
                }
                field.append(byte)
            }
            return nil
        }

        private mutating func endField() throws(Malformed) {
            fieldCount += 1
            guard keepsFields else {
                guard !field.isEmpty else { return }
                if !isValidText && String(validating: field, as: UTF8.self) == nil {
                    throw Malformed(message: "the line is not valid UTF-8 text", line: recordLine)
                }
                return field.removeAll(keepingCapacity: true)
            }
            // Most fields of a menu's lines are empty (no description, no tags).
            guard !field.isEmpty else { return fields.append("") }
            if isValidText {
                fields.append(String(decoding: field, as: UTF8.self))
            } else {
                guard let text = String(validating: field, as: UTF8.self) else {
                    throw Malformed(message: "the line is not valid UTF-8 text", line: recordLine)
                }
                fields.append(text)
            }
            field.removeAll(keepingCapacity: true)
        }

        private mutating func endRecord() throws(Malformed) -> Record? {
            let blank = fieldCount == 0 && field.isEmpty && !wasQuoted
            var record: Record?
            if !blank {
                try endField()
                record = Record(line: recordLine, fields: fields)
            }
            fieldCount = 0
            wasQuoted = false
            if keepsOnlyTheFirst && record != nil && keepsFields {
                keepsFields = false
                fields = []
            }
            guard keepsFields else { return record }
            // The next record most likely has as many fields: room for them at once.
            let count = fields.count
            fields = []
            fields.reserveCapacity(count)
            return record
        }
    }

    fileprivate static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
}

extension RowBytes {
    /// `field` as `CSVRecords.field(MenuCSV.guarded(field))` makes it,
    /// written as bytes in place: a formula's start guarded by `'`, quoted
    /// only when it must be, each quote doubled.
    mutating func appendCSVField(_ field: String) {
        let written = field.utf8.withContiguousStorageIfAvailable { utf8 in
            let quoted = utf8.contains { $0 == CSVRecords.comma || $0 == CSVRecords.quote || $0 == CSVRecords.cr || $0 == CSVRecords.lf }
            if quoted { append(CSVRecords.quote) }
            if MenuCSV.startsAFormula(utf8) { append(UInt8(ascii: "'")) }
            if quoted {
                for byte in utf8 {
                    append(byte)
                    if byte == CSVRecords.quote { append(byte) }
                }
                append(CSVRecords.quote)
            } else {
                append(utf8)
            }
            return true
        }
        if written == nil { append(CSVRecords.field(MenuCSV.guarded(field))) }
    }

    /// A row's path, `above/last`, as `appendCSVField(above + "/" + last)`
    /// writes it: the two parts copied as they are when neither needs
    /// quotes and `above` starts with no formula nor `'`; joined into one
    /// String otherwise. Joining them for every row cost a quarter of
    /// writing the CSV.
    mutating func appendCSVPath(above: String?, _ last: String) {
        guard let above else { return appendCSVField(last) }
        let copied = above.utf8.withContiguousStorageIfAvailable { above in
            last.utf8.withContiguousStorageIfAvailable { last in
                let special = { (byte: UInt8) in
                    byte == CSVRecords.comma || byte == CSVRecords.quote || byte == CSVRecords.cr || byte == CSVRecords.lf
                }
                guard let first = above.first, first != UInt8(ascii: "'"), !MenuCSV.startsAFormula(above),
                      !above.contains(where: special), !last.contains(where: special) else { return false }
                append(above)
                append(UInt8(ascii: "/"))
                append(last)
                return true
            }
        }
        if copied != true { appendCSVField(above + "/" + last) }
    }
}
