import GroupEventsJSON

/// The syntax layer of one flavour: reads a JSON record into the vendor's model and writes the model
/// back, through `FieldReader` and `ObjectWriter` only. Flavours of one vendor share the model and
/// differ here, in spelling and numbering.
@usableFromInline package protocol FlavourCodec<Model>: Sendable {
    /// The vendor's model of one record.
    associatedtype Model: Sendable

    /// A codec (codecs hold no state).
    init()

    /// Whether a record looks like this flavour, for `--from auto`. Cheap: looks at keys, not values.
    func recognizes(_ record: FieldReader) -> Bool

    /// Why a record of this flavour is not a group notification (a text message, say), or nil when it is one.
    func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String?

    /// The record's model; malformed records throw, naming the path.
    func read(_ record: FieldReader) throws(RecordDecodingError) -> Model

    /// The model as a record, laid over the object it was read from, if any.
    func write(_ model: Model) -> ObjectWriter

    /// The flavour's plain text message carrying `sentence` (and the unified event where the flavour
    /// has an extension field), or nil when the flavour has no text form. It is said by `sender` (no
    /// one, where nil), and goes to the event's addressee alone when it has one (a one-to-one
    /// conversation), else to its group: never a notice for one person into the group's conversation.
    func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter?

    /// The account a fallback text message is said by when the user names none (`--fallback-sender`):
    /// the account the vendor's own service speaks as, or nil where the vendor has none that every app
    /// has (the message then names no sender rather than someone who did not say it).
    var systemSender: String? { get }

    /// Where the flavour's records hold credentials (a join request's token for answering it, a
    /// webhook's signature): values that must never leave their place, so the unified event a
    /// fallback text message carries holds its source record without them (`CredentialFields`).
    var credentialPaths: [JSONPath] { get }

    /// The top-level key of the text message's extension field, where `textMessage(for:sentence:)`
    /// writes the unified event (`writeFallbackExtension`) and decoding recovers it from; nil when
    /// the flavour has no text form or no extension field.
    var fallbackExtensionKey: String? { get }

    /// The top-level keys where a record of this flavour holds the application's own data (its
    /// extension fields: ZIM's `extendedData`, TIM's `cloudCustomData`), which no event carries.
    var applicationDataKeys: [String] { get }

    /// Every top-level key the flavour's documentation names, when the codec lists them: a key
    /// outside the list holds what no event carries. Nil when the codec lists none.
    var documentedKeys: ObjectKeySet? { get }
}

extension FlavourCodec {
    /// Every record is a group notification unless the codec says otherwise.
    @usableFromInline package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? { nil }

    /// No text form unless the codec has one.
    @usableFromInline package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? { nil }

    /// No credentials unless the codec names some.
    @usableFromInline package var credentialPaths: [JSONPath] { [] }

    /// No system sender unless the codec names one.
    @usableFromInline package var systemSender: String? { nil }

    /// No extension field unless the codec has one.
    @usableFromInline package var fallbackExtensionKey: String? { nil }

    /// No application data unless the codec names where it lies.
    @usableFromInline package var applicationDataKeys: [String] { [] }

    /// No list of documented keys unless the codec has one.
    @usableFromInline package var documentedKeys: ObjectKeySet? { nil }

    /// Writes `event` as compact unified JSON in `message` at `fallbackExtensionKey` (nothing without one).
    @usableFromInline package func writeFallbackExtension(_ event: GroupEvent, in message: inout ObjectWriter) {
        guard let key = fallbackExtensionKey else { return }
        message.write(key, utf8: UnifiedEncoder.compactBytes(event))
    }
}
