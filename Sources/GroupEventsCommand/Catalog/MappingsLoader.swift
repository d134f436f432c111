import GroupEvents

/// Reads the `--mappings FILE` tables, each to be merged over its vendor's built-in one.
enum MappingsLoader {
    /// Every file's table, in order; an unreadable file is an I/O error with the system's reason, a
    /// malformed one a usage error at its `file:line:column: at $.path`, one for a vendor this build
    /// does not have a usage error too.
    static func tables(files: [String]) throws(RunFailure) -> [MappingTable] {
        var tables: [MappingTable] = []
        for path in files {
            let bytes = try OptionFile.bytes(at: path, option: "--mappings")
            do {
                tables.append(try FlavourCatalog.mappingTable(bytes: consume bytes, file: path))
            } catch {
                throw RunFailure.usage("--mappings \(error)")
            }
        }
        do {
            _ = try FlavourCatalog(overriding: tables)
        } catch {
            if case .unknownVendor(let vendor, _) = error, let index = tables.firstIndex(where: { $0.vendor == vendor }) {
                throw RunFailure.usage("--mappings \(files[index]): \(error)")
            }
            throw RunFailure.usage("--mappings: \(error)")
        }
        return tables
    }
}

extension MappingsLoader {
    /// The catalog with every file's table merged over its vendor's built-in table, failing as
    /// `tables(files:)` does.
    static func catalog(files: [String]) throws(RunFailure) -> FlavourCatalog {
        let tables = try tables(files: files)
        do {
            return try FlavourCatalog(overriding: tables)
        } catch {
            throw RunFailure.usage("--mappings: \(error)")
        }
    }
}
