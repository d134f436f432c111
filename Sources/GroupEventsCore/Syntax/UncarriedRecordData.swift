import GroupEventsJSON

/// The data of a record that no event carries, found by its top-level key: the application's own
/// data in the flavour's extension fields (ZIM's `extendedData`, TIM's `cloudCustomData`), and keys
/// the flavour does not document. Each is a `Diagnostic.sourceRecordOnly` finding, which the
/// translator settles: no loss where the output keeps the source record, else named as left out.
@usableFromInline package enum UncarriedRecordData {
    /// A finding for each of `applicationDataKeys` that holds something (not null, `""`, `0`,
    /// `false`, `[]` or `{}`), and for each key outside `documentedKeys` when there is such a list.
    @usableFromInline package static func findings(
        in record: FieldReader, flavour: FlavourID, applicationDataKeys: [String], documentedKeys: ObjectKeySet?
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for key in applicationDataKeys {
            guard let value = record.value(key), holdsSomething(value) else { continue }
            let path = JSONPath(keys: key)
            let what = "\(path) holds the application's own data (an extension field of \(flavour)), which no event carries"
            findings.append(.sourceRecordOnly(.fieldDropped, at: path, what))
        }
        if let documentedKeys {
            for key in record.keys(notIn: documentedKeys) {
                let path = JSONPath(keys: key)
                findings.append(.sourceRecordOnly(.fieldDropped, at: path, "\(path) is a key \(flavour) does not document, which no event carries"))
            }
        }
        return findings
    }

    private static func holdsSomething(_ value: JSONValue) -> Bool {
        switch value {
        case .null: false
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .number(let number): number.int64 != 0
        case .array(let elements): !elements.isEmpty
        case .object(let object): !object.members.isEmpty
        }
    }
}
