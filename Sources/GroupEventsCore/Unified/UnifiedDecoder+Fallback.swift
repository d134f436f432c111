import GroupEventsJSON

extension UnifiedDecoder {
    /// The unified event that a fallback text message carries in its extension field `key` (written
    /// there by `FlavourCodec.writeFallbackExtension`), so that a later run reads the text message as
    /// that event again; nil, and the message stays a text message, when the field is absent or holds
    /// anything else: not a string, not JSON, not an object, no `kind`, a key unified events do not
    /// have, or a value unified JSON does not allow.
    ///
    /// The event is the one written, `source` included: the record it was first decoded from (so that
    /// writing it to that flavour gives that record back, and to the text message's flavour the same
    /// text message), or no source for an event composed by hand. The text message itself is not kept;
    /// an `info[recovered-event]` diagnostic at the field names it. Anything else the decoder reports
    /// (a member event naming no members) is located at the field too.
    @usableFromInline package static func recoverFallback(from message: FieldReader, key: String) -> (GroupEvent, [Diagnostic])? {
        guard let embedded = try? message.embeddedObject(key),
            let (event, diagnostics) = try? decode(embedded.reader),
            !diagnostics.contains(where: { $0.code == .fieldDropped })
        else { return nil }
        let field = message.error(key, "")
        let recovered = Diagnostic(
            code: .recoveredEvent, severity: .info, path: field.path, offset: field.offset,
            message: "a fallback text message: its \(event.kind) event was recovered from the unified JSON in \"\(key)\"")
        return (
            event,
            [recovered]
                + diagnostics.map { diagnostic in
                    Diagnostic(
                        code: diagnostic.code, severity: diagnostic.severity, path: field.path, offset: field.offset,
                        message: "in the recovered event at \(diagnostic.location.path ?? .root): \(diagnostic.message)")
                }
        )
    }
}
