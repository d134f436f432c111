import GroupEventsCore

/// ZIM's mapping table: `Mappings/zim.json`, embedded in the binary at build time.
package enum ZIMMappings {
    /// The default table. The embedded file is checked by the tests, so reading it cannot fail in a
    /// released binary.
    package static let defaultTable: MappingTable = {
        do {
            return try MappingTable(bytes: Array(embeddedMappingFile.utf8), file: "Mappings/zim.json", vocabularies: [vocabulary])
        } catch {
            preconditionFailure("the embedded Mappings/zim.json is invalid: \(error)")
        }
    }()
}
