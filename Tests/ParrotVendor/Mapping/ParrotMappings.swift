import GroupEventsCore

/// Parrot's mapping table, `Mappings/parrot.json`, embedded at build time, and the words its rules may use.
package enum ParrotMappings {
    /// What the Parrot mapping reads from a table beyond the shared attributes (`joinMethod`,
    /// `meaning`): nothing. A table naming anything else fails when it loads.
    package static let vocabulary = MappingVocabulary(vendor: "parrot", attributes: [:], values: [:])

    /// The default table. The embedded file is checked by the tests, so reading it cannot fail in a
    /// released binary.
    package static let defaultTable: MappingTable = {
        do {
            return try MappingTable(bytes: Array(embeddedMappingFile.utf8), file: "Mappings/parrot.json", vocabularies: [vocabulary])
        } catch {
            preconditionFailure("the embedded Mappings/parrot.json is invalid: \(error)")
        }
    }()
}
