import GroupEventsJSON

/// Translates records from a source selection to a target flavour, one pure call per record
/// and no side effects: decode, check what the target can express, encode or fall back, and report.
@usableFromInline package struct Translator: Sendable {
    /// Where records come from.
    @usableFromInline package let source: SourceSelection
    /// The flavour records are written in.
    @usableFromInline package let target: any FlavourAdapter
    /// What to do with events the target cannot express.
    @usableFromInline package let fallback: FallbackPolicy
    /// Who a fallback text message is said by (`--fallback-sender`): an account of the target; nil for
    /// the target flavour's system sender (TIM's `administrator`), or no one where its vendor has none.
    /// Never the event's actor, who did not say the sentence.
    @usableFromInline package let fallbackSender: String?
    /// Where each flavour's records hold credentials, which the unified event a fallback text message
    /// carries is written without (each one left out reported as `credential-omitted`).
    @usableFromInline package let credentials: CredentialFields
    /// Whether records that are not group notifications are left out instead of passed through.
    @usableFromInline package let eventsOnly: Bool
    /// Renders the sentence of a fallback text message; it also knows the code tables of the source
    /// flavours (`SentenceRenderer.knowing(tablesOf:)`), so known codes are said in words.
    @usableFromInline package let renderer: SentenceRenderer
    /// The new IDs of users and groups, applied to every event before anything is written from it
    /// (see `IDMap.applied(to:unmapped:)`); nil keeps every ID.
    @usableFromInline package let idMap: IDMap?
    /// Whether every record written in another flavour is read back by the target and compared with
    /// the events it was written from, reporting what did not survive and no diagnostic of the
    /// target's encoder names (`ReadBackCheck`; the command's `--verify`). Off by default: encoders
    /// report their losses themselves, and the read-back decodes every written record a second time.
    @usableFromInline package let verify: Bool

    /// A translator. Without `credentials`, those of the source selection's adapters and the target's
    /// are known (a selection that reads unified JSON names every vendor's adapters as lookalikes, as
    /// the command's catalog does, so that credentials in its events' source records are known too).
    @usableFromInline package init(
        source: SourceSelection, target: any FlavourAdapter, fallback: FallbackPolicy = .text, fallbackSender: String? = nil,
        eventsOnly: Bool = false, renderer: SentenceRenderer = SentenceRenderer(language: .english), idMap: IDMap? = nil,
        verify: Bool = false, credentials: CredentialFields? = nil
    ) {
        self.source = source
        self.target = target
        self.fallback = fallback
        self.fallbackSender = fallbackSender
        self.credentials = credentials ?? CredentialFields(adapters: source.adapters + [target])
        self.eventsOnly = eventsOnly
        self.renderer = renderer.knowing(tablesOf: source.adapters)
        self.idMap = idMap
        self.verify = verify
    }

    /// Whether events `adapter` decodes are exactly what the target itself reads from their record:
    /// the same flavour and table, and no ID map.
    private func readsBackUnchanged(_ adapter: any FlavourAdapter) -> Bool {
        idMap == nil && adapter.id == target.id && adapter.table == target.table
    }

    /// Decodes a record with the source selection, without translating it (for `validate` and
    /// `describe`); the events have their new IDs when there is an ID map.
    @usableFromInline package func decode(_ record: JSONValue) -> RecordTranslation {
        decode(SourceRecord(record))
    }

    /// Decodes a record with the source selection, without translating it, as `decode(_:)` does a value:
    /// a record read from an indexed text is read where it lies.
    @usableFromInline package func decode(_ record: SourceRecord) -> RecordTranslation {
        var decoded = decode(record, translating: false).decoded
        // The events hold their source record, unless the ID map left it out.
        decoded.diagnostics = decoded.diagnostics.settlingSourceRecordOnly(idMap == nil ? .kept : .leftOutByIDMap)
        return decoded
    }

    /// Decodes a record; a record that is not an event is said to pass through (or be left out) only
    /// when `translating`, since decoding alone writes nothing. `unchanged` says whether the events
    /// are exactly what the target itself reads from the record: the same flavour and table, no ID map.
    private func decode(_ record: SourceRecord, translating: Bool) -> (decoded: RecordTranslation, unchanged: Bool) {
        let adapter: any FlavourAdapter
        switch source.choice(for: record) {
        case .adapter(let chosen):
            adapter = chosen
        case .unrecognized:
            return (notAnEvent(record, reason: "no known flavour recognizes this record", translating: translating), false)
        case .ambiguous(let flavours):
            let diagnostic = Diagnostic(
                code: .ambiguousRecord, severity: .error, path: .root,
                message: "the record has the marks of several flavours (\(flavours.map(\.description).joined(separator: ", "))); name one with --from")
            return (RecordTranslation(outcome: .failed, outputRecords: [], diagnostics: [diagnostic]), false)
        }
        do {
            switch try adapter.decode(record) {
            case .events(let events, let diagnostics) where events.isEmpty:
                let empty = Diagnostic(code: .malformedRecord, severity: .error, path: .root, message: "\(adapter.id) read no event from this record")
                return (RecordTranslation(outcome: .failed, outputRecords: [], diagnostics: diagnostics + [empty]), false)
            case .events(let events, var diagnostics):
                if adapter.id == .unified { diagnostics += uncarriedData(inSourceRecordsOf: events) }
                let mapped = mapIDs(events)
                var decoded = RecordTranslation(
                    outcome: .converted, outputRecords: [], events: mapped.events, diagnostics: diagnostics.followed(by: mapped.diagnostics))
                decoded.unmappedIDs = mapped.unmapped
                return (decoded, readsBackUnchanged(adapter))
            case .notAnEvent(let reason):
                return (notAnEvent(record, reason: reason, translating: translating), false)
            }
        } catch {
            var diagnostic = error.diagnostic
            diagnostic.message += lookalikeHint(for: record)
            return (RecordTranslation(outcome: .failed, outputRecords: [], diagnostics: [diagnostic]), false)
        }
    }

    /// What only the source records of unified events hold (the application's data, keys their flavour
    /// does not document), as that flavour finds it in a record of its own (`uncarriedData(in:)`), at
    /// its place in the unified record (`$.source.record.extendedData`): unified input carries those
    /// records as they came and does not read them again. Flavours the selection has no adapter for
    /// (the command's names every vendor's as a unified selection's lookalikes) are not looked at.
    private func uncarriedData(inSourceRecordsOf events: [GroupEvent]) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for event in events {
            guard let original = event.source.original, event.source.flavour != .unified,
                let adapter = source.adapters.first(where: { $0.id == event.source.flavour }) as? any ModelFlavourAdapter,
                let reader = try? original.reader()
            else { continue }
            for var finding in adapter.uncarriedData(in: reader) {
                finding.location.path = finding.location.path.map { JSONPath(sourceRecordPath.components + $0.components) }
                findings.append(finding)
            }
        }
        return findings
    }

    /// What a record the named source flavour refused looks like, and how to read it, for the end of
    /// its error (`; it looks like tim:callback: use --from auto or --from tim:callback`); empty when
    /// no other flavour recognizes it (see `SourceSelection.lookalikes(of:)`).
    private func lookalikeHint(for record: SourceRecord) -> String {
        let flavours = source.lookalikes(of: record).map(\.description)
        switch flavours.count {
        case 0: return ""
        case 1: return "; it looks like \(flavours[0]): use --from auto or --from \(flavours[0])"
        default: return "; it has the marks of \(flavours.joined(separator: " and ")): name one with --from"
        }
    }

    /// Translates one record into the target flavour; a record of the target's own flavour is
    /// decoded once, not a second time to prove it unchanged.
    @usableFromInline package func translate(_ record: JSONValue) -> RecordTranslation {
        translate(SourceRecord(record))
    }

    /// Translates one record into the target flavour, as `translate(_:)` does a value: a record read
    /// from an indexed text is read where it lies, and outputs holding it (unified JSON, a record
    /// passed through or written back unchanged) are written from the text (`OutputRecord`).
    @usableFromInline package func translate(_ record: SourceRecord) -> RecordTranslation {
        let (decoded, unchanged) = decode(record, translating: true)
        guard decoded.outcome == .converted, !decoded.events.isEmpty else { return decoded }
        var result = write(decoded.events, unchangedFrom: unchanged ? record : nil)
        result.diagnostics = decoded.diagnostics.settlingSourceRecordOnly(sourceRecordFate(of: decoded.events)).followed(by: result.diagnostics)
        result.unmappedIDs = decoded.unmappedIDs
        return result
    }

    /// Whether the output of `events` (decoded, with their new IDs) keeps their source record: unified
    /// JSON and a record of the target's own flavour rebuilt over itself do, unless the ID map left
    /// the record out; a record written afresh does not.
    private func sourceRecordFate(of events: [GroupEvent]) -> SourceRecordFate {
        if idMap != nil { return .leftOutByIDMap }
        if target.id == .unified || events.allSatisfy({ $0.source.isRecord(of: target.id) }) { return .kept }
        return .writtenAfresh(by: target.id)
    }

    /// Translates the events of one record (or one unified event) into the target flavour: those it
    /// can express are encoded together, so that a flavour packing several changes in one record
    /// merges them; the others fall back or are dropped, one by one. Outputs come in event order: the
    /// encoded records where the first writable event stands, each text message where its event stands.
    /// With an ID map, the events get their new IDs first.
    @usableFromInline package func translate(_ events: [GroupEvent]) -> RecordTranslation {
        let mapped = mapIDs(events)
        var result = write(mapped.events)
        result.diagnostics = mapped.diagnostics.followed(by: result.diagnostics)
        result.unmappedIDs = mapped.unmapped
        return result
    }

    /// The events with their new IDs, the IDs the map has no entry for, and an `unmapped-id`
    /// diagnostic naming those; the events as they are without an ID map.
    private func mapIDs(_ events: [GroupEvent]) -> (events: [GroupEvent], unmapped: UnmappedIDs, diagnostics: [Diagnostic]) {
        guard let idMap else { return (events, UnmappedIDs(), []) }
        let (mapped, unmapped) = idMap.applied(to: events)
        return (mapped, unmapped, unmapped.diagnostic.map { [$0] } ?? [])
    }

    /// Writes the events of one record (or one unified event), as `translate(_:)` says; `decodedRecord`,
    /// when given, is the record the target itself has just decoded the events from.
    private func write(_ events: [GroupEvent], unchangedFrom decodedRecord: SourceRecord? = nil) -> RecordTranslation {
        guard !events.isEmpty else { return RecordTranslation(outcome: .dropped, outputRecords: []) }
        var outcomes = [RecordTranslation.Outcome](repeating: .converted, count: events.count)
        var writableIndices: [Int] = []
        var fallbacks: [Int: OutputRecord] = [:]
        var diagnostics: [Diagnostic] = []
        for index in events.indices {
            // Subscripted, not iterated: the common case reads two fields instead of copying each event.
            let ownRecord = events[index].source.isRecord(of: target.id)
            let capability = ownRecord ? EventCapability(.full) : target.capability(for: events[index])
            switch capability.level {
            case .full, .partial:
                writableIndices.append(index)
            case .fallback, .dropped, .rejected:
                let (outcome, record, found) = unwritten(events[index], capability)
                outcomes[index] = outcome
                fallbacks[index] = record
                diagnostics += found
            }
        }
        var encodedRecords: [OutputRecord] = []
        if !writableIndices.isEmpty {
            // Usually every event is writable: the events go on as they are, not copied one by one.
            var writable = writableIndices.count == events.count ? events : writableIndices.map { events[$0] }
            var encoded =
                if let decodedRecord, writable.count == events.count { target.encode(writable, unchangedFrom: decodedRecord) } else { target.encode(writable) }
            if encoded.diagnostics.contains(where: { $0.severity == .error }) {
                let failed: [Int]
                (encoded, failed) = settlingFailures(of: writable, in: encoded)
                for position in failed.reversed() {
                    outcomes[writableIndices[position]] = .failed
                    writable.remove(at: position)
                    writableIndices.remove(at: position)
                }
            }
            encodedRecords = encoded.outputRecords
            let shared = sharedMessageID(of: writable, writtenAs: encodedRecords.count, reported: encoded.diagnostics)
            diagnostics.append(adopting: encoded.diagnostics.followed(by: shared))
            let outcome: RecordTranslation.Outcome =
                !encodedRecords.isEmpty ? .converted : writable.isEmpty || encoded.diagnostics.contains { $0.severity == .error } ? .failed : .merged
            for index in writableIndices { outcomes[index] = outcome }
            if verify, outcome == .converted {
                diagnostics += ReadBackCheck(target: target).unreportedLoss(of: writable, in: encoded.records, reported: encoded.diagnostics)
            }
        }
        var outputs: [OutputRecord] = []
        for index in events.indices {
            if index == writableIndices.first { outputs.append(adopting: encodedRecords) }
            if let fallback = fallbacks[index] { outputs.append(fallback) }
        }
        return RecordTranslation(
            outcome: outcomes.reduce(outcomes[0]) { $0.worse($1) }, outputRecords: outputs,
            events: events, eventOutcomes: outcomes, diagnostics: diagnostics)
    }

    /// An encoding that reported an error, settled event by event, and the positions in `writable`
    /// of the events that failed: an event that fails is never counted converted, and nothing is
    /// written in its place (a record of several events written for an edited first one that cannot
    /// be written, say). Each event is tried alone; those that fail alone fail, with the errors, and
    /// the others are encoded again without them. When none fails alone, all of them fail.
    private func settlingFailures(of writable: [GroupEvent], in encoded: EncodedRecords) -> (EncodedRecords, failed: [Int]) {
        let errors = encoded.diagnostics.filter { $0.severity == .error }
        var failed = writable.indices.filter { index in
            writable.count == 1 || target.encode([writable[index]]).diagnostics.contains { $0.severity == .error }
        }
        if failed.isEmpty { failed = Array(writable.indices) }
        let rest = writable.indices.filter { !failed.contains($0) }.map { writable[$0] }
        guard !rest.isEmpty else { return (EncodedRecords(outputRecords: [], diagnostics: errors), failed) }
        let again = target.encode(rest)
        return (EncodedRecords(outputRecords: again.outputRecords, diagnostics: errors.followed(by: again.diagnostics)), failed)
    }

    /// One message written as several records (several changes the target writes apart, or one event
    /// split per member or per mute, `RecordSplit`) gives each of them its message ID: a reader that takes
    /// the ID as unique (a migration deduplicating by it) would keep one of them, so it is said. Unified
    /// events keep their source record beside the ID, so they are exempt, and so are records that do
    /// not carry the ID at all (a loss `reported` already names). It names no field: every record reads
    /// back the ID as it was; what changes is that it is no longer one record's.
    private func sharedMessageID(of events: [GroupEvent], writtenAs recordCount: Int, reported: [Diagnostic]) -> [Diagnostic] {
        guard target.id != .unified, recordCount > 1, let id = events.first?.messageID, events.allSatisfy({ $0.messageID == id }),
            !reported.contains(where: { $0.code == .fieldDropped && $0.fields.contains { $0.isPrefix(of: messageIDPath) } })
        else { return [] }
        return [Self.sharedMessageIDLoss(target: target.id, events: events.count, records: recordCount, id: id)]
    }

    /// The loss of one message's ID, now shared by the `records` records that `target` wrote for its
    /// `events` events.
    @usableFromInline package static func sharedMessageIDLoss(target: FlavourID, events: Int, records: Int, id: String) -> Diagnostic {
        let words = sharedMessageIDWords
        let written = events == 1 ? "\(words.event)" : "\(events)\(words.events)"
        return Diagnostic.loss(.approximated, "\(target)\(words.wrote)\(written)\(words.as)\(records)\(words.share)\(id)", fields: [])
    }

    /// The words of that loss around the target, the events, the records and the ID, which a slot
    /// writer writes with no string made (`RecordSlots.addSharedMessageIDLoss`): "zim:sdk wrote one
    /// message's event as 2 records, which share its message ID 17", "… message's 2 events as 3 …".
    @usableFromInline package static let sharedMessageIDWords:
        (wrote: StaticString, event: StaticString, events: StaticString, as: StaticString, share: StaticString) = (
            " wrote one message's ", "event", " events", " as ", " records, which share its message ID "
        )

    /// What becomes of an event the target cannot write: its text message (said by the fallback
    /// sender, to the event's addressee alone when it has one, carrying the event without its source
    /// record's credentials), or nothing, and why.
    private func unwritten(_ event: GroupEvent, _ capability: EventCapability) -> (RecordTranslation.Outcome, OutputRecord?, [Diagnostic]) {
        let words = Self.unsupportedWords
        let why = capability.reason.map { "\(words.reasonStart)\($0)\(words.reasonEnd)" } ?? ""
        switch capability.level {
        case .fallback where fallback == .text && event.addressee?.userID.isEmpty == true:
            // A text message can go to no one alone, and one to the group would show everyone a notice for one person.
            return (.dropped, nil, [unsupported(event, why, "dropped: it was delivered to one person the record does not name")])
        case .fallback where fallback == .text:
            let sentence = renderer.sentence(for: event)
            let (carried, omitted) = credentials.removed(from: event)
            if let record = target.encodeFallback(for: carried, sentence: sentence, sender: fallbackSender) {
                let (start, end) = Self.writtenAsTextMessage
                return (.fallback, record, [unsupported(event, why, "\(start)\(sentence)\(end)")] + omitted)
            }
            return (.dropped, nil, [unsupported(event, why, "dropped: \(noTextForm)")])
        case .fallback:
            return (.dropped, nil, [unsupported(event, why, "dropped (--fallback drop)")])
        case .dropped where fallback == .text && target.encodeFallback(for: event, sentence: "") == nil:
            return (.dropped, nil, [unsupported(event, why, "dropped: \(noTextForm)")])
        case .rejected:
            let diagnostic = Diagnostic(
                code: .unsupportedEvent, severity: .error, path: .root,
                message: "\(target.id) refuses \(event.kind) events (capability 'rejected')\(why)")
            return (.failed, nil, [diagnostic])
        default:
            return (.dropped, nil, [unsupported(event, why, "dropped")])
        }
    }

    /// Why `--fallback text` could not help.
    private var noTextForm: String {
        "\(target.id) has no text message form to carry it, so --fallback text cannot apply"
    }

    private func unsupported(_ event: GroupEvent, _ why: String, _ what: String) -> Diagnostic {
        Diagnostic(
            code: .unsupportedEvent, severity: .warning, path: .root,
            message: "\(target.id)\(Self.unsupportedWords.cannotExpress)\(event.kind)\(why)\(Self.unsupportedWords.then)\(what)")
    }

    /// The words of an `unsupported-event` warning: between the target and the kind (`zim:sdk cannot
    /// express request.join`), around why, and between those and what became of the event.
    @usableFromInline package static let unsupportedWords = (cannotExpress: " cannot express ", reasonStart: " (", reasonEnd: ")", then: "; ")

    /// What an `unsupported-event` warning says of an event written as a text message, before and
    /// after its sentence (`written as a text message: "…"`).
    @usableFromInline package static let writtenAsTextMessage = (start: "written as a text message: \"", end: "\"")

    /// The words of a `not-an-event` note around its reason, and of a record passed through:
    /// `not a group notification (` reason `)` `; passed through unchanged`.
    @usableFromInline package static let notAnEventWords: (start: StaticString, end: StaticString, passedThrough: StaticString) = (
        "not a group notification (", ")", "; passed through unchanged"
    )

    private func notAnEvent(_ record: SourceRecord, reason: String, translating: Bool) -> RecordTranslation {
        let words = Self.notAnEventWords
        let disposition = translating ? (eventsOnly ? "; left out (--events-only)" : "\(words.passedThrough)") : ""
        let diagnostic = Diagnostic(code: .notAnEvent, severity: .info, path: .root, message: "\(words.start)\(reason)\(words.end)\(disposition)")
        return RecordTranslation(
            outcome: eventsOnly ? .dropped : .passedThrough, outputRecords: eventsOnly ? [] : [.unchanged(record)], diagnostics: [diagnostic])
    }
}

/// The path of an event's message ID, built once.
private let messageIDPath = JSONPath(keys: "messageID")

/// Where a unified event keeps the record it came from.
private let sourceRecordPath = JSONPath(keys: "source", "record")
