import GroupEventsCore
import GroupEventsJSON
import Testing

/// The data of a record no event carries is found by key: the application's extension fields that
/// hold something, and keys outside the flavour's documented list.
@Suite struct UncarriedRecordDataTests {
    let flavour = FlavourID(vendor: "x", flavour: "y")

    func findings(_ record: JSONObject, documented: ObjectKeySet? = nil) -> [Diagnostic] {
        UncarriedRecordData.findings(in: FieldReader(record), flavour: flavour, applicationDataKeys: ["ext", "localExt"], documentedKeys: documented)
    }

    @Test func anExtensionFieldThatHoldsSomethingIsFoundByItsPath() {
        let found = findings(["ext": "{\"a\":1}", "localExt": ""])
        #expect(found.map(\.location.path) == [JSONPath(keys: "ext")])
        #expect(found.map(\.fields) == [[JSONPath(keys: "source", "record", "ext")]], "the unified field: the source record's")
        #expect(found.first?.message == "$.ext holds the application's own data (an extension field of x:y), which no event carries")
        #expect(found.first?.code == .fieldDropped)
    }

    @Test func emptyValuesHoldNothing() {
        #expect(findings(["ext": "", "localExt": .null]).isEmpty)
        #expect(findings(["ext": 0, "localExt": false]).isEmpty)
        #expect(findings(["ext": .array([]), "localExt": .object([:])]).isEmpty)
        #expect(findings(["ext": 7]).count == 1)
    }

    @Test func keysOutsideTheDocumentedListAreFound() {
        let found = findings(["type": 32, "ext": "", "threadRootID": "m_1"], documented: ["type", "ext"])
        #expect(found.map(\.location.path) == [JSONPath(keys: "threadRootID")])
        #expect(found.first?.message == "$.threadRootID is a key x:y does not document, which no event carries")
        #expect(findings(["threadRootID": "m_1"]).isEmpty, "no list, no unknown keys")
    }
}
