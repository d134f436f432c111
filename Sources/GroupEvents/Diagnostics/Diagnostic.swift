import GroupEventsJSON

/// A finding about one record or input, as data: a stable code, a severity, where, and a readable message.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The stable code.
    public var code: DiagnosticCode
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// Where it points.
    public var location: RecordLocation
    /// A sentence for people.
    public var message: String
    /// For a loss in translation: the unified fields it concerns (`$.profile.introduction`), so that
    /// neither the encoder's shared report of fields without a place (`FieldPlaces`) nor the
    /// read-back of `--verify` (`ReadBackCheck`) reports them twice.
    public var fields: [JSONPath]

    /// A diagnostic.
    public init(
        code: DiagnosticCode, severity: DiagnosticSeverity, location: RecordLocation = RecordLocation(), message: String,
        fields: [JSONPath] = []
    ) {
        self.code = code
        self.severity = severity
        self.location = location
        self.message = message
        self.fields = fields
    }

    /// A translation loss concerning unified fields, located at the record's root.
    public static func loss(_ code: DiagnosticCode, _ message: String, fields: [JSONPath]) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, location: RecordLocation(path: .root), message: message, fields: fields)
    }

    /// A diagnostic pointing at a path (and the value's offset) inside the current record.
    public init(code: DiagnosticCode, severity: DiagnosticSeverity, path: JSONPath, offset: JSONOffset = .unknown, message: String) {
        self.init(code: code, severity: severity, location: RecordLocation(path: path, offset: offset), message: message)
    }

    /// `location: severity[code]: message`.
    public var description: String {
        "\(location): \(severity.rawValue)[\(code.rawValue)]: \(message)"
    }
}
