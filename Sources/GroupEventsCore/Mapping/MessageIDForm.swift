import GroupEventsJSON

/// The form a flavour keeps message IDs in. ZIM's `messageID` and NIM's server IDs (`msgidServer`,
/// `idServer`, `messageServerId`) are 64-bit integers, sent as JSON numbers or as their digits in a
/// string; TIM's `msgID` is any string (`"144115233874815003-1596790000-12345678"`). An ID crosses
/// as it came, digit for digit; where the target's form cannot hold it, that change of form is said.
@usableFromInline package enum MessageIDForm: Sendable, Hashable {
    /// Any string.
    case text
    /// A signed 64-bit integer, as its decimal digits.
    case int64

    /// Whether `id` is of this form.
    @usableFromInline package func holds(_ id: String) -> Bool {
        switch self {
        case .text: true
        case .int64: Int64(id) != nil
        }
    }

    /// An `approximated` diagnostic at `messageID` when `writer`, a flavour keeping its IDs in this
    /// form, writes the ID of an event from another vendor that is not of it (TIM's string in ZIM's
    /// 64-bit `messageID`): the ID is written as it came, and a reader taking it as a number cannot.
    /// Nil when the form holds the ID, and for the writer's own vendor's IDs (ZIM's web SDK names a
    /// dismissal's message `"22g_team"`, which ZIM reads back as it wrote it).
    @usableFromInline package func changeOfForm(in event: GroupEvent, writer: FlavourID) -> Diagnostic? {
        guard let id = event.messageID, event.source.flavour.vendor != writer.vendor, !holds(id) else { return nil }
        return Warning(form: self, vendor: event.source.flavour.vendor, writer: writer).diagnostic(for: id)
    }

    /// The diagnostic of `changeOfForm(in:writer:)` for the IDs of one vendor's events written by one
    /// flavour, its words put together once for a writer that says it record after record.
    @usableFromInline package struct Warning: Sendable {
        /// The writer's form.
        let form: MessageIDForm
        /// The message up to the ID.
        let start: String

        /// The warning for IDs of `vendor`'s events written by `writer`, which keeps them in `form`.
        @usableFromInline package init(form: MessageIDForm, vendor: String, writer: FlavourID) {
            self.form = form
            start = "\(writer) keeps message IDs as 64-bit integers; \(vendor)'s message ID \""
        }

        /// The diagnostic for `id`, or nil when the form holds it.
        @usableFromInline package func diagnostic(for id: String) -> Diagnostic? {
            guard !form.holds(id) else { return nil }
            var message = start
            message.reserveCapacity(start.utf8.count + id.utf8.count + Self.end.utf8.count)
            message += id
            message += Self.end
            return Diagnostic.loss(.approximated, message, fields: messageIDFields)
        }

        /// The message after the ID.
        private static let end = "\" is not one, and was written as it came"
    }
}

/// The fields of a change of form: the event's message ID, built once.
private let messageIDFields = [JSONPath(keys: "messageID")]
