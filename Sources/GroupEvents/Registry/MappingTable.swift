import GroupEventsJSON

/// A vendor's mapping file (`Mappings/<vendor>.json`): the source of truth for its codes.
///
/// File shape:
/// ```json
/// {"vendor": "zim", "title": "ZEGOCLOUD ZIM",
///  "flavours": [{"name": "sdk", "summary": "…", "codeFields": ["event", "changeType"],
///                "rules": [{"codes": {"event": 1}, "name": "GroupCreated", "kind": "group.created"}, …],
///                "capabilities": {"group.created": "full", …}, "notes": {"member.muted": "…"}}],
///  "values": {"memberRole": [{"value": 1, "means": "owner"}, …]}}
/// ```
/// A rule's members other than `codes`, `name` and `kind` are its attributes (string values).
public struct MappingTable: Sendable {
    /// The vendor's short name (`zim`).
    public var vendor: String
    /// The vendor's full name for people.
    public var title: String
    /// The flavours, in file order; the first is the vendor's default flavour.
    public var flavours: [FlavourTable]
    /// Value tables (enums) by name.
    public var values: [String: ValueTable]

    /// A table from its parts.
    public init(vendor: String, title: String, flavours: [FlavourTable], values: [String: ValueTable]) {
        self.vendor = vendor
        self.title = title
        self.flavours = flavours
        self.values = values
    }

    /// Reads a mapping file's bytes; a file that is not JSON, or not this shape, throws an error
    /// naming the path and byte offset, as for any record.
    public init(bytes: [UInt8]) throws(RecordDecodingError) {
        let document: JSONValue
        do {
            document = try JSONReader().read(bytes)
        } catch {
            throw RecordDecodingError(path: .root, offset: JSONOffset(error.offset), message: error.message)
        }
        try self.init(reading: FieldReader(record: document))
    }

    private init(reading file: FieldReader) throws(RecordDecodingError) {
        vendor = try file.requiredString("vendor")
        title = try file.string("title") ?? vendor
        flavours = try file.objects("flavours") { (flavour) throws(RecordDecodingError) in
            try MappingTable.readFlavour(flavour)
        } ?? []
        var values: [String: ValueTable] = [:]
        if let tables = try file.object("values") {
            for member in tables.object.members {
                values[member.key] = try MappingTable.readValues(tables, key: member.key)
            }
        }
        self.values = values
    }

    private static func readFlavour(_ flavour: FieldReader) throws(RecordDecodingError) -> FlavourTable {
        let codeFields = try flavour.strings("codeFields") ?? []
        let rules = try flavour.objects("rules") { (rule) throws(RecordDecodingError) -> CodeRule in
            guard let codes = try rule.object("codes") else { throw rule.error("codes", "missing required object \"codes\"") }
            for key in codes.object.keys where !codeFields.contains(key) {
                throw codes.error(key, "code field \"\(key)\" is not one of the flavour's codeFields \(codeFields)")
            }
            var ordered = JSONObject()
            for field in codeFields {
                if let value = codes.value(field) { ordered.append(field, value) }
            }
            var attributes: [String: String] = [:]
            for member in rule.object.members where !["codes", "name", "kind"].contains(member.key) {
                guard case .string(let text) = member.value else { throw rule.error(member.key, "rule attributes must be strings") }
                attributes[member.key] = text
            }
            return CodeRule(
                codes: ordered, name: try rule.requiredString("name"),
                kind: GroupEventKind(rawValue: try rule.requiredString("kind")), attributes: attributes)
        } ?? []
        var capabilities: [GroupEventKind: Capability] = [:]
        if let table = try flavour.object("capabilities") {
            for member in table.object.members {
                guard let text = member.value.stringValue, let capability = Capability(rawValue: text) else {
                    let levels = Capability.allCases.map(\.rawValue).joined(separator: ", ")
                    throw table.error(member.key, "capability must be one of \(levels)")
                }
                capabilities[GroupEventKind(rawValue: member.key)] = capability
            }
        }
        var notes: [GroupEventKind: String] = [:]
        if let table = try flavour.object("notes") {
            for member in table.object.members {
                notes[GroupEventKind(rawValue: member.key)] = try table.requiredString(member.key)
            }
        }
        return FlavourTable(
            name: try flavour.requiredString("name"), summary: try flavour.string("summary") ?? "",
            codeFields: codeFields, rules: rules, capabilities: capabilities, notes: notes)
    }

    private static func readValues(_ tables: FieldReader, key: String) throws(RecordDecodingError) -> ValueTable {
        let entries = try tables.objects(key) { (entry) throws(RecordDecodingError) -> ValueTable.Entry in
            guard let value = entry.value("value") else { throw entry.error("value", "missing required \"value\"") }
            return ValueTable.Entry(value: value, meaning: try entry.requiredString("means"))
        } ?? []
        return ValueTable(entries: entries)
    }

    /// The flavour named `name`, or nil.
    public func flavour(named name: String) -> FlavourTable? {
        flavours.first { $0.name == name }
    }

    /// The value table named `name`; an empty table when the file has none (every lookup then misses).
    public func values(named name: String) -> ValueTable {
        values[name] ?? ValueTable(entries: [])
    }
}

extension MappingTable {
    /// This table with `other`'s rows taking precedence: its rules are tried first, its capabilities,
    /// notes and value entries override, and flavours it adds are appended.
    public func merged(with other: MappingTable) -> MappingTable {
        var flavours = self.flavours
        for added in other.flavours {
            if let index = flavours.firstIndex(where: { $0.name == added.name }) {
                let base = flavours[index]
                flavours[index] = FlavourTable(
                    name: base.name, summary: added.summary.isEmpty ? base.summary : added.summary,
                    codeFields: base.codeFields, rules: added.rules + base.rules,
                    capabilities: base.capabilities.merging(added.capabilities) { $1 },
                    notes: base.notes.merging(added.notes) { $1 })
            } else {
                flavours.append(added)
            }
        }
        var values = self.values
        for (name, table) in other.values {
            values[name] = ValueTable(entries: table.entries + (values[name]?.entries ?? []))
        }
        return MappingTable(vendor: vendor, title: title, flavours: flavours, values: values)
    }
}
