import GroupEventsCore
import GroupEvents

/// Builds the flavour catalog, merging each `--mappings FILE` table over its vendor's built-in one.
enum MappingsLoader {
    /// The catalog with every file's table merged over its vendor's built-in table; an unreadable
    /// file is an I/O error with the system's reason, a malformed one a usage error at its
    /// `file:line:column: at $.path`, one for a vendor this build does not have a usage error too.
    static func catalog(files: [String]) throws(CommandFailure) -> FlavourCatalog {
        var tables: [MappingTable] = []
        for path in files {
            let bytes = try OptionFile.bytes(at: path, option: "--mappings")
            do {
                tables.append(try FlavourCatalog.mappingTable(bytes: consume bytes, file: path))
            } catch {
                throw CommandFailure.usage("--mappings \(error)")
            }
        }
        do {
            return try FlavourCatalog(overriding: tables)
        } catch {
            if case .unknownVendor(let vendor, _) = error, let index = tables.firstIndex(where: { $0.vendor == vendor }) {
                throw CommandFailure.usage("--mappings \(files[index]): \(error)")
            }
            throw CommandFailure.usage("--mappings: \(error)")
        }
    }
}
