import GroupEventsCore

/// NIM's mapping table: `Mappings/nim.json`, embedded in the binary at build time.
package enum NIMMappings {
    /// The default table. The embedded file is checked by the tests, so reading it cannot fail in a
    /// released binary.
    package static let defaultTable: MappingTable = {
        do {
            return try MappingTable(bytes: Array(embeddedMappingFile.utf8), file: "Mappings/nim.json", vocabularies: [vocabulary])
        } catch {
            preconditionFailure("the embedded Mappings/nim.json is invalid: \(error)")
        }
    }()
}
