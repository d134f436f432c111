import GroupEventsJSON

/// Translates records from a source selection to a target flavour, one pure call per record
/// and no side effects: decode, check what the target can express, encode or fall back, and report.
public struct Translator: Sendable {
    /// Where records come from.
    public let source: SourceSelection
    /// The flavour records are written in.
    public let target: any FlavourAdapter
    /// What to do with events the target cannot express.
    public let fallback: FallbackPolicy
    /// Whether records that are not group notifications are left out instead of passed through.
    public let eventsOnly: Bool
    /// Renders the sentence of a fallback text message.
    public let renderer: SentenceRenderer

    /// A translator.
    public init(
        source: SourceSelection, target: any FlavourAdapter, fallback: FallbackPolicy = .text, eventsOnly: Bool = false,
        renderer: SentenceRenderer = SentenceRenderer(language: .english)
    ) {
        self.source = source
        self.target = target
        self.fallback = fallback
        self.eventsOnly = eventsOnly
        self.renderer = renderer
    }

    /// Decodes a record with the source selection, without translating it (for `validate` and `describe`).
    public func decode(_ record: JSONValue) -> RecordTranslation {
        let adapter: any FlavourAdapter
        switch source {
        case .flavour(let only):
            adapter = only
        case .detect(let candidates):
            guard case .object(let object) = record, let found = candidates.first(where: { $0.recognizes(object) }) else {
                return notAnEvent(record, reason: "no known flavour recognizes this record")
            }
            adapter = found
        }
        do {
            switch try adapter.decode(record) {
            case .event(let event, let diagnostics):
                return RecordTranslation(outcome: .converted, output: nil, event: event, diagnostics: diagnostics)
            case .notAnEvent(let reason):
                return notAnEvent(record, reason: reason)
            }
        } catch {
            return RecordTranslation(outcome: .failed, output: nil, diagnostics: [error.diagnostic])
        }
    }

    /// Translates one record into the target flavour.
    public func translate(_ record: JSONValue) -> RecordTranslation {
        var decoded = decode(record)
        guard decoded.outcome == .converted, let event = decoded.event else { return decoded }
        let result = translate(event)
        decoded.outcome = result.outcome
        decoded.output = result.output
        decoded.diagnostics += result.diagnostics
        return decoded
    }

    /// Translates a decoded event into the target flavour.
    public func translate(_ event: GroupEvent) -> RecordTranslation {
        let capability = event.source.flavour == target.id ? .full : (target.table?.capability(for: event.kind) ?? .full)
        switch capability {
        case .full, .partial:
            let encoded = target.encode(event)
            if let record = encoded.record {
                let unreported = unreportedLoss(of: event, in: record, reported: encoded.diagnostics)
                return RecordTranslation(
                    outcome: .converted, output: record, event: event, diagnostics: encoded.diagnostics + unreported)
            }
            return RecordTranslation(outcome: .failed, output: nil, event: event, diagnostics: encoded.diagnostics)
        case .fallback where fallback == .text:
            let sentence = renderer.sentence(for: event)
            if let record = target.encodeFallback(for: event, sentence: sentence) {
                return RecordTranslation(
                    outcome: .fallback, output: record, event: event,
                    diagnostics: [unsupported(event, "written as a text message: \"\(sentence)\"")])
            }
            return RecordTranslation(outcome: .dropped, output: nil, event: event, diagnostics: [unsupported(event, "dropped")])
        case .fallback, .dropped:
            return RecordTranslation(outcome: .dropped, output: nil, event: event, diagnostics: [unsupported(event, "dropped")])
        case .rejected:
            let diagnostic = Diagnostic(
                code: .unsupportedEvent, severity: .error, path: .root,
                message: "\(target.id) refuses \(event.kind) events (capability 'rejected')")
            return RecordTranslation(outcome: .failed, output: nil, event: event, diagnostics: [diagnostic])
        }
    }

    /// Nothing is lost silently: the written record is read back, and every unified field
    /// that did not survive, and that no diagnostic of the adapter names, is reported. Same-flavour
    /// writes rebuild the source record and unified JSON holds everything, so both are exempt.
    private func unreportedLoss(of event: GroupEvent, in record: JSONValue, reported: [Diagnostic]) -> [Diagnostic] {
        guard target.id != .unified, event.source.flavour != target.id,
            case .event(let readBack, _)? = try? target.decode(record)
        else { return [] }
        var expected = UnifiedEncoder.encode(event)
        var actual = UnifiedEncoder.encode(readBack)
        expected["source"] = nil
        actual["source"] = nil
        let covered = reported.flatMap(\.fields)
        let lost = JSONDifference.between(expected: .object(expected), actual: .object(actual))
            .filter { difference in
                if case .unexpected = difference.kind { return false }
                return !covered.contains { $0.isPrefix(of: difference.path) }
            }
        guard !lost.isEmpty else { return [] }
        let fields = lost.map(\.path)
        return [
            Diagnostic.loss(
                .fieldDropped, "\(target.id) has no place for \(fields.map(\.description).joined(separator: ", ")); left out",
                fields: fields)
        ]
    }

    private func unsupported(_ event: GroupEvent, _ what: String) -> Diagnostic {
        Diagnostic(code: .unsupportedEvent, severity: .warning, path: .root, message: "\(target.id) cannot express \(event.kind); \(what)")
    }

    private func notAnEvent(_ record: JSONValue, reason: String) -> RecordTranslation {
        let diagnostic = Diagnostic(
            code: .notAnEvent, severity: .info, path: .root,
            message: "not a group notification (\(reason)); \(eventsOnly ? "left out (--events-only)" : "passed through unchanged")")
        return RecordTranslation(outcome: eventsOnly ? .dropped : .passedThrough, output: eventsOnly ? nil : record, diagnostics: [diagnostic])
    }
}
