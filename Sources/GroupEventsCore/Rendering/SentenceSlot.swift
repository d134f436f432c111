/// A slot a `SentenceTemplate` names, `{actor}`: the slots `SentenceTable` documents, each told apart
/// once when a template is read rather than by its name whenever it is filled.
enum SentenceSlot: String, Sendable, Hashable, CaseIterable {
    /// Who did it.
    case actor
    /// Whom it was about, joined as a list.
    case members
    /// The new owner.
    case owner
    /// A role title.
    case role
    /// A time.
    case time
    /// A length of time.
    case length
    /// A notice's own words.
    case text
    /// The changes of a profile change, joined.
    case changes
    /// A profile field.
    case field
    /// A vendor field's key.
    case key
    /// A field's new value.
    case value
    /// The holders of roles, joined.
    case roles
    /// A group-wide mute's mode.
    case mode
    /// A count of units.
    case count
    /// A time zone's name.
    case zone
    /// The flavour a record came from.
    case flavour
    /// A record's codes.
    case codes
    /// Whom a notice was delivered to.
    case addressee
}
