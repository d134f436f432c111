import GroupEventsCore
import GroupEventsJSON

/// What converting a whole document gave: each record's translation, in order, and the problems of
/// the document itself.
public struct ConvertedDocument: Sendable {
    /// How the document held its records (one object, an array, lines), or nil when that could not
    /// be told (an empty document).
    public var framing: JSONFraming?
    /// Each record's translation, in document order; diagnostics are located by record and line:column.
    public var translations: [RecordTranslation]
    /// Problems with the document as a whole (`malformed-input`: broken array framing, no record
    /// at all); records read before such a problem are still translated.
    public var inputDiagnostics: [Diagnostic]

    /// A document's result.
    public init(framing: JSONFraming?, translations: [RecordTranslation], inputDiagnostics: [Diagnostic] = []) {
        self.framing = framing
        self.translations = translations
        self.inputDiagnostics = inputDiagnostics
    }

    /// The records to write, in order: each input record's outputs where it stood.
    public var records: [JSONValue] { translations.flatMap(\.outputs) }

    /// Every diagnostic: the records', in order, then the document's.
    public var diagnostics: [Diagnostic] { translations.flatMap(\.diagnostics) + inputDiagnostics }

    /// The IDs the converter's ID map had no entry for, in the order met.
    public var unmappedIDs: UnmappedIDs {
        translations.reduce(into: UnmappedIDs()) { $0.append(contentsOf: $1.unmappedIDs) }
    }
}
