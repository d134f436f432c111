import GroupEventsCore

extension FlavourCatalog {
    /// The catalog of the built-in vendors with each of `overrides` merged, in order, over its
    /// vendor's table (its rows replace the rows with the same codes, as `--mappings FILE` does).
    public init(overriding overrides: [MappingTable]) throws(FlavourCatalogError) {
        guard !overrides.isEmpty else {
            self = .builtIn
            return
        }
        var tables = FlavourCatalog.builtInVendors.map(\.defaultTable)
        for override in overrides {
            guard let index = tables.firstIndex(where: { $0.vendor == override.vendor }) else {
                throw FlavourCatalogError.unknownVendor(override.vendor, known: tables.map(\.vendor))
            }
            tables[index] = tables[index].merged(with: override)
        }
        self.init(tables: tables)
    }

    /// The mapping table in a file's `bytes` (the shape of `Mappings/zim.json`), checked against what
    /// its vendor's mapping reads; `file` names it in errors. The table takes `bytes` and lets them go
    /// once they are read (see `MappingTable.init(bytes:file:vocabularies:)`).
    public static func mappingTable(bytes: consuming [UInt8], file: String? = nil) throws(FileContentError) -> MappingTable {
        try MappingTable(bytes: bytes, file: file, vocabularies: builtInVendors.map(\.vocabulary))
    }

    /// The adapter to write with that a name means: any flavour but `auto`, which only reads.
    package func target(named name: String) throws(FlavourCatalogError) -> any FlavourAdapter {
        if name == "auto" { throw FlavourCatalogError.autoTarget }
        return try adapter(named: name)
    }
}
