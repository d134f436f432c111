import GroupEventsCore

/// TIM's mapping table: `Mappings/tim.json`, embedded in the binary at build time.
package enum TIMMappings {
    /// The default table. The embedded file is checked by the tests, so reading it cannot fail in a
    /// released binary.
    package static let defaultTable: MappingTable = {
        do {
            return try MappingTable(bytes: Array(embeddedMappingFile.utf8), file: "Mappings/tim.json", vocabularies: [vocabulary])
        } catch {
            preconditionFailure("the embedded Mappings/tim.json is invalid: \(error)")
        }
    }()
}
