/// A diagnostic's stable code: scripts match on it, so existing codes never change meaning.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The code as written in reports (`field-dropped`).
    public let rawValue: String

    /// A code from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The target flavour cannot express the event; it was rendered as text or dropped.
    public static let unsupportedEvent = DiagnosticCode(rawValue: "unsupported-event")
    /// Part of the event has no place in the target and was left out.
    public static let fieldDropped = DiagnosticCode(rawValue: "field-dropped")
    /// The target needed another form of a value, converted approximately (e.g. a mute expiry).
    public static let approximated = DiagnosticCode(rawValue: "approximated")
    /// A vendor code no table knows; the record was kept as `unrecognized`.
    public static let unknownCode = DiagnosticCode(rawValue: "unknown-code")
    /// The record is not valid JSON, or not the shape its flavour requires.
    public static let malformedRecord = DiagnosticCode(rawValue: "malformed-record")
    /// The input could not be split into records (broken array framing, empty file).
    public static let malformedInput = DiagnosticCode(rawValue: "malformed-input")
    /// The record is not a group notification; it was passed through or dropped as asked.
    public static let notAnEvent = DiagnosticCode(rawValue: "not-an-event")
    /// A value was unexpected but could be read (e.g. seconds where milliseconds are usual).
    public static let suspiciousValue = DiagnosticCode(rawValue: "suspicious-value")
    /// `--from auto` found the marks of several flavours on one record and would have to guess.
    public static let ambiguousRecord = DiagnosticCode(rawValue: "ambiguous-record")
    /// A folder named as an input held no file the walk takes, so nothing was read from it.
    public static let noInput = DiagnosticCode(rawValue: "no-input")
    /// A folder walk found an entry it would take by its name that is not a regular file (a FIFO, a
    /// socket, a device, a symbolic link that leads nowhere), and did not read it.
    public static let skippedInput = DiagnosticCode(rawValue: "skipped-input")
    /// An event is written inside the record of another event of the same source record.
    public static let merged = DiagnosticCode(rawValue: "merged")
    /// An ID the ID map (`--id-map`) has no entry for; it was kept as it was.
    public static let unmappedID = DiagnosticCode(rawValue: "unmapped-id")
    /// A text message was read as the event it carries: a fallback text message whose extension field
    /// holds the unified event GroupEvents wrote there.
    public static let recoveredEvent = DiagnosticCode(rawValue: "recovered-event")
    /// A credential of the source record (a TIM join request's `authentication` token) was left out
    /// of what a translation wrote: the unified event a fallback text message carries never holds one.
    public static let credentialOmitted = DiagnosticCode(rawValue: "credential-omitted")
    /// A file could not be read or written.
    public static let ioError = DiagnosticCode(rawValue: "io-error")

    /// Every code GroupEvents gives, for checking a code a user names (`--allow`).
    package static let known: [DiagnosticCode] = [
        .unsupportedEvent, .fieldDropped, .approximated, .unknownCode, .malformedRecord, .malformedInput, .notAnEvent, .suspiciousValue,
        .ambiguousRecord, .noInput, .skippedInput, .merged, .unmappedID, .recoveredEvent, .credentialOmitted,
        .ioError,
    ]

    /// Orders codes by name.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code's name.
    public var description: String { rawValue }
}
