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
        var id = id
        return id.withUTF8(holds(utf8:))
    }

    /// Whether the ID whose UTF-8 is `id` is of this form: for `int64`, what `Int64(_:)` reads, an
    /// optional sign and then decimal digits in range; anything else is ruled out from the bytes before
    /// a `String` is made (TIM's IDs, digits with dashes between them, are ruled out there).
    @usableFromInline package func holds(utf8 id: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .text:
            return true
        case .int64:
            let signed = id.first == UInt8(ascii: "+") || id.first == UInt8(ascii: "-")
            let digits = id.dropFirst(signed ? 1 : 0)
            guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
            return Int64(String(decoding: id, as: UTF8.self)) != nil
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
        /// The message up to the ID, as UTF-8.
        let start: [UInt8]

        /// The warning for IDs of `vendor`'s events written by `writer`, which keeps them in `form`.
        @usableFromInline package init(form: MessageIDForm, vendor: String, writer: FlavourID) {
            self.form = form
            start = Array("\(writer) keeps message IDs as 64-bit integers; \(vendor)'s message ID \"".utf8)
        }

        /// The diagnostic for `id`, or nil when the form holds it.
        @usableFromInline package func diagnostic(for id: String) -> Diagnostic? {
            var id = id
            return id.withUTF8(diagnostic(forUTF8:))
        }

        /// The diagnostic for the ID whose UTF-8 is `id` (as it lies in a record), or nil when the form
        /// holds it; its message is one string made at once.
        @usableFromInline package func diagnostic(forUTF8 id: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
            guard !form.holds(utf8: id) else { return nil }
            let message = start.withUnsafeBufferPointer { start in
                Self.end.withUnsafeBufferPointer { end in
                    String(unsafeUninitializedCapacity: start.count + id.count + end.count) { buffer in
                        var count = 0
                        for part in [start, id, end] {
                            _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(from: part)
                            count += part.count
                        }
                        return count
                    }
                }
            }
            return Diagnostic.loss(.approximated, message, fields: messageIDFields)
        }

        /// The message after the ID, as UTF-8.
        private static let end = Array("\" is not one, and was written as it came".utf8)
    }
}

/// The fields of a change of form: the event's message ID, built once.
private let messageIDFields = [JSONPath(keys: "messageID")]
