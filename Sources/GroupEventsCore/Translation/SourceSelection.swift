import GroupEventsJSON

/// Which flavour records are read as: one named flavour, or detected per record (`--from auto`).
@usableFromInline package enum SourceSelection: Sendable {
    /// Every record is of this flavour. A record it refuses that has the marks of some of
    /// `lookalikes` (and not its own) is said to look like those (`lookalikes(of:)`).
    case flavour(any FlavourAdapter, lookalikes: [any FlavourAdapter] = [])
    /// Each record is read by the one adapter among these that recognizes it.
    case detect([any FlavourAdapter])

    /// Which adapter reads one record.
    @usableFromInline package enum Choice: Sendable {
        /// This adapter, the named one or the only one that recognizes the record.
        case adapter(any FlavourAdapter)
        /// No candidate recognizes the record: it is not a group notification of any known flavour.
        case unrecognized
        /// Several candidates recognize the record, so which one reads it would be a guess.
        case ambiguous([FlavourID])
    }

    /// Every adapter the selection may read with: the named one and its lookalikes, or the candidates.
    @usableFromInline package var adapters: [any FlavourAdapter] {
        switch self {
        case .flavour(let named, let lookalikes): [named] + lookalikes
        case .detect(let candidates): candidates
        }
    }

    /// The adapter that reads `record`.
    ///
    /// Detection looks at a flavour's identifying marks only (which keys are present, not whether their
    /// values are right), so a record that has a flavour's marks but breaks its rules goes to that
    /// flavour and fails there, with the same located error as when the flavour is named.
    @usableFromInline package func choice(for record: JSONValue) -> Choice {
        choice(for: SourceRecord(record))
    }

    /// The adapter that reads `record`, as `choice(for:)` of a value says; a record read from an
    /// indexed text is looked at where it lies.
    @usableFromInline package func choice(for record: SourceRecord) -> Choice {
        switch self {
        case .flavour(let only, _):
            return .adapter(only)
        case .detect(let candidates):
            guard let reader = try? record.reader() else { return .unrecognized }
            let found = candidates.filter { $0.recognizes(reader) }
            switch found.count {
            case 0: return .unrecognized
            case 1: return .adapter(found[0])
            default: return .ambiguous(found.map(\.id))
            }
        }
    }

    /// The flavours other than the named one that recognize `record`, which the named flavour
    /// refused: for its error to say what the record looks like. None under detection (it has
    /// chosen already), and none when the named flavour recognizes the record itself (it has that
    /// flavour's marks and breaks its rules). Looked at only for a refused record, so reading good
    /// records costs nothing.
    @usableFromInline package func lookalikes(of record: SourceRecord) -> [FlavourID] {
        guard case .flavour(let named, let lookalikes) = self, !lookalikes.isEmpty, let reader = try? record.reader(),
            !named.recognizes(reader)
        else { return [] }
        return lookalikes.filter { $0.id != named.id && $0.recognizes(reader) }.map(\.id)
    }
}
