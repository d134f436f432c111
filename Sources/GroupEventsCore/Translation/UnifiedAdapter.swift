import GroupEventsJSON

/// Unified JSON as a flavour: `--from unified` and `--to unified`.
@usableFromInline package struct UnifiedAdapter: FlavourAdapter, SlotWriting {
    /// An adapter for unified JSON.
    @usableFromInline package init() {}

    /// `unified` (the flavour `unified:json`).
    @usableFromInline package var id: FlavourID { .unified }

    /// Unified JSON has no code table.
    @usableFromInline package var table: FlavourTable? { nil }

    /// A unified event's marks: a `kind` with a `source` object, or without one (an event composed by
    /// hand) a `kind` naming one of the predefined kinds. Any other object that merely has a `kind`
    /// key is not claimed.
    @usableFromInline package func recognizes(_ record: FieldReader) -> Bool {
        guard record.contains("kind") else { return false }
        if record.kind(of: "source") == .object { return true }
        guard record.kind(of: "kind") == .string, let kind = try? record.string("kind") else { return false }
        return GroupEventKind.predefined.contains(GroupEventKind(rawValue: kind))
    }

    /// Reads a unified event; a record without `kind` (one passed through from the source) is not an event.
    @usableFromInline package func decode(_ record: SourceRecord) throws(RecordDecodingError) -> DecodedRecord {
        let reader = try record.reader()
        guard reader.contains("kind") else { return .notAnEvent(reason: "no \"kind\": not a unified event") }
        let (event, diagnostics) = try UnifiedDecoder.decode(reader)
        return .events([event], diagnostics)
    }

    /// Writes one unified object per event; nothing is ever lost.
    @usableFromInline package func encode(_ events: [GroupEvent]) -> EncodedRecords {
        EncodedRecords(outputRecords: events.map(OutputRecord.unified))
    }

    /// Unified JSON expresses every event, so it never needs a fallback.
    @usableFromInline package func encodeFallback(for event: GroupEvent, sentence: String, sender: String?) -> OutputRecord? {
        .unified(event)
    }

    /// Writes the event of `slots` as unified JSON, when `UnifiedSlotWriter` takes it; unified JSON
    /// expresses every event, so it never needs `fallback`.
    @usableFromInline package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        UnifiedSlotWriter.writeSlots(&slots, text: text)
    }

    /// No: a unified event keeps its source record, and with it that data.
    @usableFromInline package var reportsUncarriedData: Bool { false }
}
