/// One member of a NIM `tinfo` object: a team property tag (`"3"` name, `"101"` mute type…) and its
/// value, which the wire always writes as a string, numbers and flags included.
package struct NIMTeamTag: Sendable, Hashable {
    /// The tag, as the key spells it (`"3"`).
    package var tag: String
    /// The value, as the string it is on the wire.
    package var value: String

    /// A tag and its value.
    package init(tag: String, value: String) {
        self.tag = tag
        self.value = value
    }

    /// The tag holding the team's ID, present in every `tinfo` (for an update, beside the changed tags).
    static let teamIDTag = "1"
}
