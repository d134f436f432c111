/// How well a target flavour can express a kind of event; the mapping tables list one level per kind and flavour.
@usableFromInline package enum Capability: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Converted with nothing lost.
    case full
    /// Converted; some part is approximated or dropped, and reported.
    case partial
    /// Not expressible; written as the target's plain text message carrying the rendered sentence.
    case fallback
    /// Not expressible and the flavour has no text form; left out, and reported.
    case dropped
    /// Refused: the record fails with an error.
    case rejected

    private var rank: Int {
        switch self {
        case .full: 0
        case .partial: 1
        case .fallback: 2
        case .dropped: 3
        case .rejected: 4
        }
    }

    /// Orders from best (`full`) to worst (`rejected`).
    @usableFromInline package static func < (lhs: Capability, rhs: Capability) -> Bool { lhs.rank < rhs.rank }
}
