/// A member of a record that holds a credential with something in it (not `""`), as the slots hold
/// it (`RecordSlots.credentials`): the unified event a text message carries leaves it out of its
/// source record, as `CredentialFields` does.
@usableFromInline package struct CredentialSlot: Sendable {
    /// The index of its path among its flavour's (`FlavourAdapter.credentialPaths`).
    @usableFromInline package let path: Int
    /// Its text, with the comma that parts it from a neighbour, so that the record without it is
    /// compact JSON again.
    @usableFromInline package let text: Range<Int>

    /// The member at `text` of the credential at `path`.
    @inlinable package init(path: Int, text: Range<Int>) {
        self.path = path
        self.text = text
    }
}
