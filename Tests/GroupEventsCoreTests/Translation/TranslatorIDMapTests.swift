import GroupEventsCore
import GroupEventsJSON
import Testing

/// With an ID map, every way into the translator — a record to translate, a record to decode, events
/// in hand — gives events with their new IDs, says which IDs had no entry, and writes no source record.
@Suite struct TranslatorIDMapTests {
    let map = IDMap(users: ["alice": "a2"], groups: ["g1": "G1"])
    let unified: JSONValue = .object([
        "kind": "member.left", "groupID": "g1", "actor": .object(["userID": "alice"]), "members": .array([.object(["userID": "bob"])]),
        "source": .object(["vendor": "zim", "flavour": "sdk", "codes": .object([:]), "record": .object(["conversationID": "g1"])]),
    ])

    var translator: Translator { Translator(source: .flavour(UnifiedAdapter()), target: UnifiedAdapter(), idMap: map) }

    func check(_ translation: RecordTranslation) {
        #expect(translation.events.first?.groupID == "G1")
        #expect(translation.events.first?.actor?.userID == "a2")
        #expect(translation.unmappedIDs.users == ["bob"] && translation.unmappedIDs.groups.isEmpty)
        #expect(translation.diagnostics.map(\.code) == [.unmappedID])
        #expect(translation.events.first?.source.record == nil)
    }

    @Test func aTranslatedRecordIsWrittenWithTheNewIDs() {
        let translation = translator.translate(unified)
        check(translation)
        #expect(translation.outputs.first?["groupID"] == "G1")
        #expect(translation.outputs.first?["source"]?["record"] == nil)
    }

    @Test func aDecodedRecordHasTheNewIDs() {
        check(translator.decode(unified))
    }

    @Test func eventsInHandGetTheNewIDs() throws {
        let (event, _) = try UnifiedDecoder.decode(unified)
        let translation = translator.translate([event])
        check(translation)
        #expect(translation.outputs.first?["actor"]?["userID"] == "a2")
    }

    @Test func withoutAMapNothingChanges() {
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: UnifiedAdapter()).translate(unified)
        #expect(translation.events.first?.groupID == "g1" && translation.unmappedIDs.isEmpty && translation.diagnostics.isEmpty)
        #expect(translation.events.first?.source.record != nil)
    }
}
