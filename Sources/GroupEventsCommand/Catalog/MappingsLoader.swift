import Foundation
import GroupEvents
import ZIMAdapter

/// Builds the flavour catalog, merging `--mappings FILE` tables over the built-in ones.
enum MappingsLoader {
    /// The catalog with every file's table merged over its vendor's built-in table.
    static func catalog(files: [String]) throws(CommandFailure) -> FlavourCatalog {
        var zim = ZIMMappings.defaultTable
        for path in files {
            let table = try load(path)
            switch table.vendor {
            case zim.vendor: zim = zim.merged(with: table)
            default: throw CommandFailure.usage("\(path): mapping tables for vendor '\(table.vendor)' are not supported; known: \(zim.vendor)")
            }
        }
        return FlavourCatalog(zimTable: zim)
    }

    private static func load(_ path: String) throws(CommandFailure) -> MappingTable {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure.io("\(path): cannot read") }
        do {
            return try MappingTable(bytes: Array(data), file: path, vocabularies: [ZIMMappings.vocabulary])
        } catch {
            throw CommandFailure.usage("not a mapping table: \(error)")
        }
    }
}
