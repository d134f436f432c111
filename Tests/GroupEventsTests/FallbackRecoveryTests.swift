import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A fallback text message carries its unified event in the flavour's extension field; a later run
/// reads it back as that event, for every flavour with a text form.
@Suite struct FallbackRecoveryTests {
    static let catalog = FlavourCatalog()
    static let renderer = FlavourCatalog().renderer(language: .english)

    /// The vendor flavours with a text message form (every one has an extension field for it).
    static var textFlavours: [any FlavourAdapter] {
        catalog.adapters.filter { $0.id != .unified && $0.encodeFallback(for: GroupEvent(kind: .groupCreated, source: .composed), sentence: "") != nil }
    }

    /// A decoded ZIM tip (its source the ZIM record) and an event composed by hand (no source): a mute
    /// until an expiry, with no event time for TIM to count the seconds it has left from.
    static func events() throws -> [GroupEvent] {
        let zim = try catalog.adapter(named: "zim:sdk")
        let path = "Fixtures/zim/sdk/group-created-four-targets-dart-newer.json"
        let record = try #require(try GoldenFile.read(path))
        guard case .events(let decoded, _) = try zim.decode(record) else { throw FixtureError.missing(path) }
        let composed = GroupEvent(
            kind: .memberMuted, groupID: "g1", actor: GroupMember(userID: "ann", name: "Ann"),
            members: [GroupMember(userID: "bo", mute: .until(milliseconds: 1_700_000_600_000))], messageID: "m1", source: .composed)
        return decoded + [composed]
    }

    @Test func everyTextFlavourHasAnExtensionField() {
        #expect(
            Self.textFlavours.map(\.id.description).sorted() == [
                "nim:server", "nim:v2", "nim:web", "tim:capi", "tim:server", "tim:v2", "tim:web", "zim:sdk",
            ])
    }

    @Test func aFallbackTextMessageDecodesToItsEvent() throws {
        for adapter in Self.textFlavours {
            for event in try Self.events() {
                let text = try #require(adapter.encodeFallback(for: event, sentence: Self.renderer.sentence(for: event))?.value)
                guard case .events(let recovered, let diagnostics) = try adapter.decode(text) else {
                    Issue.record("\(adapter.id): the text message of \(event.kind) was not recovered")
                    continue
                }
                // Equal in every field, source included: the recovered event is the event written.
                #expect(recovered == [event], "\(adapter.id): \(event.kind)")
                #expect(diagnostics.map(\.code) == [.recoveredEvent], "\(adapter.id): \(diagnostics)")
                #expect(diagnostics.allSatisfy { $0.severity == .info })
            }
        }
    }

    @Test func writingTheRecoveredEventBackGivesTheSameTextMessage() throws {
        var checked = 0
        for adapter in Self.textFlavours {
            let translator = Translator(source: .flavour(adapter), target: adapter, renderer: Self.renderer)
            for event in try Self.events() where adapter.capability(for: event).level == .fallback {
                let text = try #require(adapter.encodeFallback(for: event, sentence: Self.renderer.sentence(for: event))?.value)
                let again = translator.translate(text)
                #expect(again.outcome == .fallback, "\(adapter.id): \(event.kind) \(again.diagnostics)")
                #expect(again.outputs.map(JSONWriter.compactString) == [JSONWriter.compactString(text)], "\(adapter.id): \(event.kind)")
                checked += 1
            }
        }
        #expect(checked >= Self.textFlavours.count, "every text flavour falls back on one of the events at least")
    }

    @Test func otherExtensionDataStaysATextMessage() throws {
        let others = [
            "vip", "{\"level\":3}", "{\"kind\":7}", "[\"group.created\"]", "{\"kind\":\"group.created\",\"level\":3}",
            "{\"kind\":\"member.muted\",\"members\":[{\"userID\":\"bo\",\"mute\":{\"state\":\"sometimes\"}}]}",
        ]
        for adapter in Self.textFlavours {
            let event = GroupEvent(kind: .groupCreated, groupID: "g1", source: .composed)
            guard case .object(var text)? = adapter.encodeFallback(for: event, sentence: "hello")?.value,
                let key = text.members.map(\.key).first(where: { text[$0]?.stringValue?.hasPrefix("{\"kind\"") == true })
            else {
                Issue.record("\(adapter.id): no extension field holding the event")
                continue
            }
            for other in others {
                text[key] = .string(other)
                guard case .notAnEvent = try adapter.decode(.object(text)) else {
                    Issue.record("\(adapter.id): \(key) = \(other) was read as an event")
                    continue
                }
            }
        }
    }
}
