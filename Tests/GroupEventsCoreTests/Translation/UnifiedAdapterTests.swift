import GroupEventsCore
import GroupEventsJSON
import Testing

/// Which records unified JSON claims for `--from auto`.
@Suite struct UnifiedAdapterTests {
    func claims(_ text: String) throws -> Bool {
        UnifiedAdapter().recognizes(try FieldReader(record: try JSONReader().read(text)))
    }

    @Test func aKindWithASourceObjectOrAPredefinedKindIsClaimed() throws {
        #expect(try claims(#"{"kind": "vendor-specific", "source": {"flavour": "zim:sdk"}}"#), "any kind, with a source object")
        #expect(try claims(#"{"kind": "member.joined"}"#), "a predefined kind composed by hand")
    }

    @Test func aKindAloneOrWithAnotherSourceIsNotClaimed() throws {
        #expect(try !claims(#"{"kind": "vendor-specific"}"#))
        #expect(try !claims(#"{"kind": "vendor-specific", "source": "zim:sdk"}"#), "a source that is no object")
        #expect(try !claims(#"{"kind": 3}"#))
        #expect(try !claims(#"{"source": {"flavour": "zim:sdk"}}"#))
    }
}
