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
        guard let id = event.messageID else { return nil }
        var utf8 = id
        return utf8.withUTF8 { changeOfForm(ofUTF8: $0, from: event.source.flavour.vendor, writer: writer) }
    }

    /// The diagnostic of `changeOfForm(in:writer:)` for the message ID whose UTF-8 is `id` (as it lies
    /// in a record) of an event from `vendor`: its message is one string, written at once from its
    /// pieces (a writer says it for nearly every record of another vendor).
    @usableFromInline package func changeOfForm(ofUTF8 id: UnsafeBufferPointer<UInt8>, from vendor: String, writer: FlavourID) -> Diagnostic? {
        var message: String?
        withChangeOfFormMessage(ofUTF8: id, from: vendor, writer: writer) { pieces in
            let count = pieces.reduce(0) { $0 + $1.count }
            message = String(unsafeUninitializedCapacity: count) { buffer in
                var written = 0
                for piece in pieces {
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: piece)
                    written += piece.count
                }
                return written
            }
        }
        return message.map { Diagnostic.loss(.approximated, $0, fields: Self.changeOfFormFields) }
    }

    /// When a writer of `writer` changes the form of the message ID whose UTF-8 is `id` of an event
    /// from `vendor` (as `changeOfForm(ofUTF8:from:writer:)` says), calls `body` with the pieces of
    /// the message, in order. The slot path writes them into its own memory (`RecordSlots.addLoss`),
    /// the general path into a string.
    @usableFromInline package func withChangeOfFormMessage(
        ofUTF8 id: UnsafeBufferPointer<UInt8>, from vendor: String, writer: FlavourID,
        _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Void
    ) {
        guard vendor != writer.vendor, !holds(utf8: id) else { return }
        var vendor = vendor
        var writerVendor = writer.vendor
        var writerFlavour = writer.flavour
        // `zim:sdk keeps message IDs as 64-bit integers; tim's message ID "…" is not one, and was written as it came`
        vendor.withUTF8 { vendor in
            writerVendor.withUTF8 { writerVendor in
                writerFlavour.withUTF8 { writerFlavour in
                    withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 8) { pieces in
                        pieces.initializeElement(at: 0, to: writerVendor)
                        pieces.initializeElement(at: 1, to: Self.colon)
                        pieces.initializeElement(at: 2, to: writerFlavour)
                        pieces.initializeElement(at: 3, to: Self.keeps)
                        pieces.initializeElement(at: 4, to: vendor)
                        pieces.initializeElement(at: 5, to: Self.messageID)
                        pieces.initializeElement(at: 6, to: id)
                        pieces.initializeElement(at: 7, to: Self.end)
                        body(UnsafeBufferPointer(pieces))
                    }
                }
            }
        }
    }

    /// The fields of a change of form: the event's message ID.
    @usableFromInline package static let changeOfFormFields = [JSONPath(keys: "messageID")]

    /// The fixed pieces of the change-of-form message.
    private static var colon: UnsafeBufferPointer<UInt8> { StaticString(":").utf8Bytes }
    private static var keeps: UnsafeBufferPointer<UInt8> { StaticString(" keeps message IDs as 64-bit integers; ").utf8Bytes }
    private static var messageID: UnsafeBufferPointer<UInt8> { StaticString("'s message ID \"").utf8Bytes }
    private static var end: UnsafeBufferPointer<UInt8> { StaticString("\" is not one, and was written as it came").utf8Bytes }
}
