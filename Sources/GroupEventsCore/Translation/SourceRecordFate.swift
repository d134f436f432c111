/// What becomes of a decoded record's source record in the output, which decides what a finding
/// about data only that record holds (`Diagnostic.sourceRecordOnly`) says: kept there, or lost.
@usableFromInline package enum SourceRecordFate: Sendable, Hashable {
    /// The output keeps the source record: unified JSON (`source.record`), a record rebuilt over
    /// itself in its own flavour, or the decoded events themselves.
    case kept
    /// The record is written afresh by this flavour, which keeps no source record.
    case writtenAfresh(by: FlavourID)
    /// `--id-map` left the source record out of every event (it holds the old IDs).
    case leftOutByIDMap
}
