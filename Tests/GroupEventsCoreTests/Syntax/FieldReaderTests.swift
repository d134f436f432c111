import GroupEventsCore
import GroupEventsJSON
import Testing

/// Typed access to record fields, with errors that carry path and offset.
@Suite struct FieldReaderTests {
    func reader(_ text: String) throws -> FieldReader {
        try FieldReader(record: try JSONReader().read(text))
    }

    @Test func nestedReadersKnowTheirPaths() throws {
        let fields = try reader(#"{"a": {"b": {"c": 1}}, "list": [{"d": {}}, {"d": {"e": "x"}}], "tags": ["t", 2]}"#)
        #expect(fields.path == .root)
        let b = try #require(try fields.object("a")?.object("b"))
        #expect(b.path.description == "$.a.b")
        let paths = try fields.objects("list") { (element) throws(RecordDecodingError) in
            [element.path.description, try element.object("d")?.path.description ?? ""]
        }
        #expect(paths == [["$.list[0]", "$.list[0].d"], ["$.list[1]", "$.list[1].d"]])
        #expect(throws: RecordDecodingError.self) { try fields.strings("tags") }
        do {
            _ = try fields.strings("tags")
        } catch {
            #expect(error.path.description == "$.tags[1]")
        }
    }

    /// Readers keep up to two steps unbuilt: paths stay right however deep objects and arrays nest,
    /// and however the steps fall on either side of a built path.
    @Test func deepReadersKnowTheirPaths() throws {
        let fields = try reader(#"{"a": {"b": {"c": {"d": {"e": {}}}, "list": [{"x": {"y": {}}}, {"x": {"y": {"z": 1}}}]}}}"#)
        let b = try #require(try fields.object("a")?.object("b"))
        let e = try #require(try b.object("c")?.object("d")?.object("e"))
        #expect(e.path.description == "$.a.b.c.d.e")
        let paths = try b.objects("list") { (element) throws(RecordDecodingError) in
            [element.path.description, try element.object("x")?.object("y")?.path.description ?? ""]
        }
        #expect(paths == [["$.a.b.list[0]", "$.a.b.list[0].x.y"], ["$.a.b.list[1]", "$.a.b.list[1].x.y"]])
    }

    @Test func deepElementErrorsNameTheirPaths() throws {
        let fields = try reader(#"{"a": {"b": {"ids": [1, "2"], "list": [{}, 3], "names": ["n", 4]}}}"#)
        let b = try #require(try fields.object("a")?.object("b"))
        let ids = try #require(decodingFailure { () throws(RecordDecodingError) in _ = try b.int64s("ids") })
        #expect(ids.path.description == "$.a.b.ids[1]")
        #expect(ids.message == "expected an integer, found string")
        let list = try #require(decodingFailure { () throws(RecordDecodingError) in _ = try b.objects("list") { $0 } })
        #expect(list.path.description == "$.a.b.list[1]")
        #expect(list.message == "expected an object, found number")
        let names = try #require(decodingFailure { () throws(RecordDecodingError) in _ = try b.strings("names") })
        #expect(names.path.description == "$.a.b.names[1]")
        #expect(names.message == "expected a string, found number")
        let inner = try #require(
            decodingFailure { () throws(RecordDecodingError) in
                _ = try b.objects("list") { (element) throws(RecordDecodingError) in try element.requiredString("k") }
            })
        #expect(inner.path.description == "$.a.b.list[0].k")
    }

    /// Arrays are built in place, element by element: whole and in order, empty, or abandoned at the
    /// first element that fails, read from a tree or from an indexed text alike.
    @Test func arraysAreReadWholeInOrderOrNotAtAll() throws {
        let text = #"{"names": ["x", "y", "zoë"], "none": [], "list": [{"k": "a"}, {"k": "b"}, {"j": 1}, {"k": "d"}]}"#
        let indexed = try JSONIndexedText(bytes: Array(text.utf8))
        for fields in [try reader(text), try FieldReader(record: indexed.root)] {
            #expect(try fields.strings("names") == ["x", "y", "zoë"])
            #expect(try fields.strings("none") == [])
            #expect(try fields.objects("none") { $0.keys } == [])
            var read: [String] = []
            let failure = try #require(
                decodingFailure { () throws(RecordDecodingError) in
                    try fields.objects("list") { (element) throws(RecordDecodingError) in
                        let key = try element.requiredString("k")
                        read.append(key)
                        return key
                    }
                })
            #expect(failure.path.description == "$.list[2].k")
            #expect(read == ["a", "b"], "no element after the failing one is read")
            #expect(try fields.objects("list") { try? $0.requiredString("k") } == ["a", "b", nil, "d"])
        }
    }

    @Test func identifiersKeepTheirExactText() throws {
        let fields = try reader(#"{"a": 7392815520153600001, "b": "7392815520153600002", "c": 123456789012345678901234567890}"#)
        #expect(try fields.identifier("a") == "7392815520153600001")
        #expect(try fields.identifier("b") == "7392815520153600002")
        #expect(try fields.identifier("c") == "123456789012345678901234567890")
    }

    @Test func integersMayBeStrings() throws {
        let fields = try reader(#"{"t": "1718000000", "u": 1718000000, "v": "soon"}"#)
        #expect(try fields.int64OrString("t") == 1_718_000_000)
        #expect(try fields.int64OrString("u") == 1_718_000_000)
        #expect(throws: RecordDecodingError.self) { try fields.int64OrString("v") }
    }

    @Test func absentAndNullAreNil() throws {
        let fields = try reader(#"{"a": null}"#)
        #expect(try fields.string("a") == nil)
        #expect(try fields.string("b") == nil)
        #expect(fields.contains("a"))
    }

    @Test func typeErrorsNameThePathAndOffset() throws {
        let fields = try reader("{\"users\": [{\"userID\": \"a\"}, {\"userID\": 5}]}")
        do {
            _ = try fields.objects("users") { (user) throws(RecordDecodingError) in try user.requiredString("userID") }
            Issue.record("expected an error")
        } catch {
            #expect(error.path.description == "$.users[1].userID")
            #expect(error.offset == JSONOffset(39))
            #expect(error.message == "expected a string, found number")
        }
    }

    @Test func outOfRangeIntegersAreErrors() throws {
        let fields = try reader(#"{"n": 99999999999999999999, "f": 1.5}"#)
        #expect(throws: RecordDecodingError.self) { try fields.int64("n") }
        #expect(throws: RecordDecodingError.self) { try fields.int64("f") }
    }

    @Test func keysComeInRecordOrder() throws {
        #expect(try FieldReader(record: try JSONReader().read(#"{"1": "a", "10": "b", "3": "c", "100": null}"#)).keys == ["1", "10", "3", "100"])
    }

    /// A key prefix is found by its UTF-8, escaped keys by their decoded text, alike in a tree and on a tape.
    @Test func keysAreFoundByTheirPrefix() throws {
        let text = #"{"elem_type": 5, "group_\u0074ips_elem_op": 1, "n": "group_report_elem_x", "caf\u00e9": 0}"#
        let tree = try reader(text)
        let tape = try FieldReader(record: try JSONIndexedText(bytes: Array(text.utf8)).root)
        for fields in [tree, tape] {
            #expect(fields.containsKey(withPrefix: "group_tips_elem_"), "an escaped key, decoded")
            #expect(fields.containsKey(withPrefix: "elem_type") && fields.containsKey(withPrefix: ""))
            #expect(!fields.containsKey(withPrefix: "group_report_elem_"), "a string value is no key")
            #expect(fields.containsKey(withPrefix: "caf\u{e9}") && !fields.containsKey(withPrefix: "elem_type_"))
        }
    }

    /// The byte offset in `text` of the first (or, `last`, the last) occurrence of `needle`.
    func offset(of needle: String, in text: String, last: Bool = false) throws -> JSONOffset {
        let range = try #require(text.range(of: needle, options: last ? .backwards : []))
        return JSONOffset(text.utf8.distance(from: text.startIndex, to: range.lowerBound))
    }

    @Test func keysWithEscapesAreMatchedDecoded() throws {
        let fields = try reader(#"{"a\u0062": 1, "\"q\"": "x", "caf\u00e9": true, "tab\t": null}"#)
        #expect(try fields.int64("ab") == 1)
        #expect(try fields.string(#""q""#) == "x")
        #expect(try fields.bool("café") == true)
        #expect(fields.contains("tab\t"))
        #expect(!fields.contains(#"a\u0062"#), "a key is matched by its decoded text, never by its escapes")
        #expect(fields.keys == ["ab", #""q""#, "café", "tab\t"])
    }

    @Test func aDuplicateKeyReadsItsLastMember() throws {
        let text = #"{"k": 1, "n": 2, "k": "two", "z": 3, "z": null}"#
        let fields = try reader(text)
        #expect(try fields.string("k") == "two")
        #expect(fields.keys == ["k", "n", "k", "z", "z"])
        #expect(try fields.int64("z") == nil, "the last member, null, hides the earlier 3")
        #expect(fields.contains("z"))
        #expect(fields.value("k") == .string("two"))
        let error = try #require(decodingFailure { () throws(RecordDecodingError) in try fields.int64("k") })
        #expect(error.message == "expected an integer, found string")
        #expect(error.offset == (try offset(of: #""two""#, in: text)), "located at the last member's value")
    }

    @Test func integersOutOfRangeOrWithFractionsNameTheirText() throws {
        let text =
            #"{"max": 9223372036854775807, "min": -9223372036854775808, "over": 9223372036854775808, "under": -9223372036854775809, "exp": 1e2, "half": 0.5, "minusZero": -0, "digits": "12a", "list": [1, 99999999999999999999]}"#
        let fields = try reader(text)
        #expect(try fields.int64("max") == Int64.max)
        #expect(try fields.int64("min") == Int64.min)
        #expect(try fields.int64("minusZero") == 0)
        #expect(try fields.int64OrString("max") == Int64.max)
        for (key, number) in [("over", "9223372036854775808"), ("under", "-9223372036854775809"), ("exp", "1e2"), ("half", "0.5")] {
            let error = try #require(decodingFailure { () throws(RecordDecodingError) in try fields.int64(key) }, "\(key)")
            #expect(error.message == "expected an integer in 64-bit range, found \(number)")
            #expect(error.path.description == "$.\(key)")
            #expect(error.offset == JSONOffset((try offset(of: "\"\(key)\": ", in: text)).rawValue + key.utf8.count + 4))
            let either = try #require(decodingFailure { () throws(RecordDecodingError) in try fields.int64OrString(key) }, "\(key)")
            #expect(either.message == error.message)
        }
        #expect(
            decodingFailure { () throws(RecordDecodingError) in try fields.int64OrString("digits") }?.message
                == #"expected an integer or a string of digits, found "12a""#)
        let list = try #require(decodingFailure { () throws(RecordDecodingError) in try fields.int64s("list") })
        #expect(list.message == "expected an integer, found number")
        #expect(list.path.description == "$.list[1]")
        #expect(list.offset == (try offset(of: "99999999999999999999", in: text)))
        #expect(fields.peekInteger("max") == Int64.max)
        #expect(fields.peekInteger("over") == nil && fields.peekInteger("half") == nil && fields.peekInteger("digits") == nil)
    }

    @Test func identifiersAreStringsOrIntegersOnly() throws {
        let text = #"{"id": -42, "f": 4.2, "b": true, "o": {}}"#
        let fields = try reader(text)
        #expect(try fields.identifier("id") == "-42")
        for (key, kind) in [("f", "number"), ("b", "boolean"), ("o", "object")] {
            let error = try #require(decodingFailure { () throws(RecordDecodingError) in try fields.identifier(key) }, "\(key)")
            #expect(error.message == "expected an ID (string or integer), found \(kind)")
        }
    }

    @Test func everyAccessorChecksItsType() throws {
        let text = #"{"s": "x", "n": 1, "b": false, "o": {"i": 1}, "a": ["x"], "z": null}"#
        let fields = try reader(text)
        #expect(try fields.string("s") == "x" && fields.requiredString("s") == "x")
        #expect(try fields.requiredInt64("n") == 1)
        #expect(try fields.bool("b") == false)
        #expect(try fields.object("o")?.int64("i") == 1)
        #expect(try fields.strings("a") == ["x"])
        #expect(try fields.int64s("z") == nil && fields.objects("z") { $0.keys } == nil && fields.object("z") == nil)
        // Each read, its message, and the text its error is located at (the offending value).
        let expectations: [((FieldReader) throws(RecordDecodingError) -> Void, String, String)] = [
            ({ (r) throws(RecordDecodingError) in _ = try r.string("n") }, "expected a string, found number", #"1, "b""#),
            ({ (r) throws(RecordDecodingError) in _ = try r.int64("s") }, "expected an integer, found string", #""x", "n""#),
            ({ (r) throws(RecordDecodingError) in _ = try r.bool("s") }, "expected a boolean, found string", #""x", "n""#),
            ({ (r) throws(RecordDecodingError) in _ = try r.object("a") }, "expected an object, found array", #"["x"]"#),
            ({ (r) throws(RecordDecodingError) in _ = try r.strings("o") }, "expected an array, found object", #"{"i""#),
            ({ (r) throws(RecordDecodingError) in _ = try r.int64OrString("b") }, "expected an integer or a string of digits, found boolean", "false"),
            ({ (r) throws(RecordDecodingError) in _ = try r.embeddedObject("n") }, "expected a string holding a JSON object, found number", #"1, "b""#),
            ({ (r) throws(RecordDecodingError) in _ = try r.objects("a") { $0.keys } }, "expected an object, found string", #""x"]"#),
        ]
        for (read, message, located) in expectations {
            let error = try #require(decodingFailure { () throws(RecordDecodingError) in try read(fields) }, "\(message)")
            #expect(error.message == message)
            #expect(error.offset == (try offset(of: located, in: text)), "\(message)")
        }
    }

    @Test func kindsNameAMembersShapeByItsLastMember() throws {
        let fields = try reader(#"{"n": null, "t": true, "f": false, "i": 1, "s": "x", "a": [], "o": {}, "d": "x", "d": {}}"#)
        let kinds: [(String, JSONTape.Entry.Kind)] = [
            ("n", .null), ("t", .true), ("f", .false), ("i", .number), ("s", .string), ("a", .array), ("o", .object), ("d", .object),
        ]
        for (key, kind) in kinds { #expect(fields.kind(of: key) == kind, "\(key)") }
        #expect(fields.kind(of: "absent") == nil)
    }

    @Test func missingKeysAreLocatedAtTheirObject() throws {
        let text = #"{"outer": {"inner": {}}}"#
        let inner = try #require(try reader(text).object("outer")?.object("inner"))
        let string = try #require(decodingFailure { () throws(RecordDecodingError) in try inner.requiredString("name") })
        #expect(string.message == #"missing required string "name""#)
        #expect(string.path.description == "$.outer.inner.name")
        #expect(string.offset == (try offset(of: "{}", in: text)))
        let integer = try #require(decodingFailure { () throws(RecordDecodingError) in try inner.requiredInt64("count") })
        #expect(integer.message == #"missing required integer "count""#)
        #expect(inner.error("x", "custom").offset == string.offset)
    }

    @Test func aRecordMustBeAnObject() {
        #expect(throws: RecordDecodingError.self) { try FieldReader(record: .array([])) }
    }
}
