import GroupEventsJSON

/// A finding about one record or input, as data: a stable code, a severity, where, and a readable message.
public struct Diagnostic: Sendable, CustomReflectable, Hashable, CustomStringConvertible {
    /// The stable code.
    @inlinable public var code: DiagnosticCode {
        get { storage.value.code }
        _modify { yield &storage.value.code }
    }

    /// How serious it is.
    @inlinable public var severity: DiagnosticSeverity {
        get { storage.value.severity }
        _modify { yield &storage.value.severity }
    }

    /// Where it points.
    @inlinable public var location: RecordLocation {
        get { storage.value.location }
        _modify { yield &storage.value.location }
    }

    /// A sentence for people.
    @inlinable public var message: String {
        get { storage.value.message }
        _modify { yield &storage.value.message }
    }

    /// For a loss in translation: the unified fields it concerns (`$.profile.introduction`), so that
    /// neither the encoder's shared report of fields without a place (`FieldPlaces`) nor the
    /// read-back of `--verify` (`ReadBackCheck`) reports them twice.
    @inlinable public var fields: [JSONPath] {
        get { storage.value.fields }
        _modify { yield &storage.value.fields }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// A diagnostic.
    public init(
        code: DiagnosticCode, severity: DiagnosticSeverity, location: RecordLocation = RecordLocation(), message: String,
        fields: [JSONPath] = []
    ) {
        storage = CopyOnWriteBox(
            Fields(code: code, severity: severity, location: location, message: message, fields: fields))
    }

    /// A translation loss concerning unified fields, located at the record's root.
    @usableFromInline package static func loss(_ code: DiagnosticCode, _ message: String, fields: [JSONPath]) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, location: RecordLocation(path: .root), message: message, fields: fields)
    }

    /// A diagnostic pointing at a path (and the value's offset) inside the current record.
    public init(code: DiagnosticCode, severity: DiagnosticSeverity, path: JSONPath, offset: JSONOffset = .unknown, message: String) {
        self.init(code: code, severity: severity, location: RecordLocation(path: path, offset: offset), message: message)
    }

    /// `location: severity[code]: message`, on one line: control characters from the record (in its
    /// file name, path or message) are escaped (`escapingControlCharacters`), so no record can forge a
    /// line or drive a terminal.
    public var description: String {
        "\(location): \(severity.rawValue)[\(code.rawValue)]: \(message)".escapingControlCharacters
    }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var code: DiagnosticCode
        @usableFromInline var severity: DiagnosticSeverity
        @usableFromInline var location: RecordLocation
        @usableFromInline var message: String
        @usableFromInline var fields: [JSONPath]
    }
}
