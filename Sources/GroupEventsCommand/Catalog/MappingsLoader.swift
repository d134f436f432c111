import GroupEvents

/// Builds the flavour catalog, merging each `--mappings FILE` table over its vendor's built-in one.
enum MappingsLoader {
    /// The catalog with every file's table merged over its vendor's built-in table.
    static func catalog(files: [String]) throws(CommandFailure) -> FlavourCatalog {
        var tables = FlavourCatalog.builtInVendors.map(\.defaultTable)
        for path in files {
            let table = try load(path)
            guard let index = tables.firstIndex(where: { $0.vendor == table.vendor }) else {
                let known = tables.map(\.vendor).joined(separator: ", ")
                throw CommandFailure.usage("\(path): mapping tables for vendor '\(table.vendor)' are not supported; known: \(known)")
            }
            tables[index] = tables[index].merged(with: table)
        }
        return FlavourCatalog(tables: tables)
    }

    /// The table in the file at `path`; an unreadable file is an I/O error with the system's reason, a
    /// malformed one a usage error at its `file:line:column: at $.path`.
    private static func load(_ path: String) throws(CommandFailure) -> MappingTable {
        let bytes = try OptionFile.bytes(at: path, option: "--mappings")
        do {
            return try MappingTable(bytes: bytes, file: path, vocabularies: FlavourCatalog.builtInVendors.map(\.vocabulary))
        } catch {
            throw CommandFailure.usage("--mappings \(error)")
        }
    }
}
