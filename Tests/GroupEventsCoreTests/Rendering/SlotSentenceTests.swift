import Foundation
import GroupEventsCore
import GroupEventsJSON
import Testing

/// An event read into slots is said by the one renderer, word for word as the same event made a
/// `GroupEvent`: every kind, with and without an actor, members and an addressee, names with escapes,
/// in every built-in language and in a table whose sentences begin with a letter beyond ASCII.
@Suite struct SlotSentenceTests {
    /// A table whose sentences of recycled groups begin with "é", which a capitalizing language writes "É".
    static let accented: SentenceTable = {
        var table = SentenceTable.english
        table.groupRecycled = "été {actor}"
        return table
    }()

    /// The text the slots' ranges lie in: the strings of `Person`s and notices, each quoted, one after another.
    private struct Text {
        var bytes: [UInt8] = []

        /// The range of `json`, a JSON string's text between its quotes (escapes and all), appended.
        mutating func range(_ json: String) -> JSONStringRange {
            bytes.append(UInt8(ascii: "\""))
            let start = bytes.count
            bytes += Array(json.utf8)
            let range = JSONStringRange(start: start, end: bytes.count, hasEscapes: json.contains("\\"))
            bytes.append(UInt8(ascii: "\""))
            return range
        }
    }

    /// A person: the ID, name and nickname as JSON string texts, and their unescaped values.
    private struct Person {
        let userID: (json: String, value: String)
        var name: (json: String, value: String)?
        var nickname: (json: String, value: String)?

        var member: GroupMember { GroupMember(userID: userID.value, name: name?.value, nickname: nickname?.value) }

        func slot(in text: inout Text) -> PersonSlot {
            PersonSlot(userID: text.range(userID.json), name: name.map { text.range($0.json) }, nickname: nickname.map { text.range($0.json) })
        }
    }

    private static let alice = Person(userID: ("alice", "alice"), name: ("Alice", "Alice"))
    private static let bob = Person(userID: (#"b\u00f6b"#, "böb"), nickname: ("", ""))
    private static let carol = Person(userID: ("carol", "carol"), name: ("", ""), nickname: (#"C\"arol"#, "C\"arol"))

    /// The shapes of every kind: actor or none, no members, one, two, addressed or not, with words.
    private static var shapes: [(kind: GroupEventKind, actor: Person?, members: [Person], addressee: Person?, text: (json: String, value: String)?)] {
        var shapes: [(GroupEventKind, Person?, [Person], Person?, (json: String, value: String)?)] = []
        for kind in GroupEventKind.predefined {
            for actor in [alice, nil] {
                for members in [[], [bob], [bob, carol]] {
                    for addressee in [nil, carol] {
                        shapes.append((kind, actor, members, addressee, (#"hi \"there\""#, #"hi "there""#)))
                    }
                }
            }
            shapes.append((kind, alice, [bob], bob, nil))
        }
        return shapes
    }

    /// The sentence of each shape, through slots and through the model, agree under `renderer`.
    private func checkEveryShape(_ renderer: SentenceRenderer) {
        let flavour = FlavourID(vendor: "tim", flavour: "web")
        for shape in Self.shapes {
            var text = Text()
            var slots = RecordSlots()
            slots.source = flavour
            var event = EventSlot(kind: shape.kind, members: 0..<0)
            if let actor = shape.actor {
                event.actor = slots.people.count
                slots.people.append(actor.slot(in: &text))
            }
            let first = slots.people.count
            for member in shape.members { slots.people.append(member.slot(in: &text)) }
            event.members = first..<slots.people.count
            if let addressee = shape.addressee {
                event.addressee = slots.people.count
                slots.people.append(addressee.slot(in: &text))
            }
            event.text = shape.text.map { text.range($0.json) }
            event.codes = (EventSlot.Code("tipType", 42), nil)
            slots.events.append(event)
            let model = GroupEvent(
                kind: shape.kind, actor: shape.actor?.member, members: shape.members.map(\.member), addressee: shape.addressee?.member,
                text: shape.text?.value, source: EventSource(flavour: flavour, codes: ["tipType": 42]))
            let expected = renderer.sentence(for: model)
            text.bytes.withUnsafeBufferPointer { bytes in slots.writeSentence(ofEvent: 0, renderer: renderer, text: bytes.baseAddress!) }
            let written = slots.sentence.withBytes { String(decoding: $0, as: UTF8.self) }
            #expect(written == expected, "\(shape.kind)")
        }
    }

    @Test func everyShapeReadsAsTheModelReads() {
        for language in SentenceLanguage.allCases { checkEveryShape(SentenceRenderer(language: language)) }
    }

    @Test func aFirstLetterBeyondASCIIIsCapitalizedAsTheModelIs() {
        let renderer = SentenceRenderer(table: Self.accented)
        checkEveryShape(renderer)
        let recycled = GroupEvent(kind: .groupRecycled, source: EventSource(flavour: FlavourID(vendor: "tim", flavour: "web")))
        #expect(renderer.sentence(for: recycled) == "Été someone")
    }
}
