import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Rules kept in columns (`RuleStore`): each rule read back gives, field by field, what its element
/// of the file says, and `code(_:)` gives what a lookup in `codes` gives.
@Suite struct CodeRuleTests {
    /// A random table of the vendor `acme`: one to three codes of every scalar type (a set field
    /// among them), names short, long and not ASCII, kinds and attributes mixed.
    static func randomTable(seed: UInt64, rules count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        let rules = (0..<count).map { index -> JSONValue in
            var codes: JSONObject = ["op": generator.pick([.integer(Int64(index)), "7", .number(JSONNumber(uncheckedText: "1.5")), false, .integer(-3)])]
            if generator.chance(0.5) { codes.append("sub", generator.pick([1, "x", true, "a longer code, past fifteen bytes"])) }
            if generator.chance(0.3) { codes.append("tags", generator.pick([2, "3", "名前"])) }
            if generator.chance(0.3) { codes.members.reverse() }
            let name = generator.pick(["R\(index)", "CUSTOM_TIP_WITH_A_LONG_NAME_\(index)", "名前 \(index) ✓", ""])
            var rule: JSONObject = ["codes": .object(codes), "name": .string(name)]
            rule.append("kind", generator.pick(["member.joined", "member.left", "acme.ping", .string("acme.n\(index % 7)")]))
            if generator.chance(0.5) { rule.append("field", generator.pick(["name", "notice"])) }
            return .object(rule)
        }
        let fields: JSONArray = ["op", "sub", .object(["name": "tags", "set": true, "numbersAsStrings": true])]
        let flavour: JSONObject = ["name": "wire", "codeFields": .array(fields), "rules": .array(JSONArray(rules))]
        let file: JSONObject = ["vendor": "acme", "flavours": .array([.object(flavour)])]
        return Array(JSONWriter.prettyString(.object(file), indent: 1).utf8)
    }

    /// Checks each flavour's rules field by field against the elements of its `rules` array in the
    /// file's tree, and every code lookup against the lookup in the rule's `codes`.
    static func expectRulesReadBack(_ bytes: [UInt8], file: String) throws {
        let table = try MappingTable(bytes: bytes)
        let tree = try JSONReader().read(bytes)
        let flavours = tree["flavours"]?.arrayValue ?? []
        #expect(table.flavours.count == flavours.count, "\(file)")
        for (flavour, element) in zip(table.flavours, flavours) {
            let fields = flavour.codeFields.map(\.name)
            let elements = element["rules"]?.arrayValue ?? []
            #expect(flavour.rules.count == elements.count, "\(file) \(flavour.name)")
            for (rule, element) in zip(flavour.rules, elements) {
                let codes = try #require(element["codes"]?.objectValue)
                let ordered = fields.compactMap { field in codes[field].map { JSONObject.Member(key: field, value: $0) } }
                #expect(rule.codes.members == ordered, "\(file) \(flavour.name) \(rule.name)")
                #expect(rule.name == element["name"]?.stringValue, "\(file) \(flavour.name)")
                #expect(rule.kind.rawValue == element["kind"]?.stringValue, "\(file) \(rule.name)")
                let attributes = (element.objectValue?.members ?? []).filter { !["codes", "name", "kind"].contains($0.key) }
                #expect(rule.attributes == Dictionary(uniqueKeysWithValues: attributes.map { ($0.key, $0.value.stringValue ?? "") }), "\(file) \(rule.name)")
                for field in fields + ["absent"] {
                    #expect(rule.code(field) == rule.codes[field], "\(file) \(rule.name) \(field)")
                    #expect(rule.code(field) == codes[field], "\(file) \(rule.name) \(field)")
                }
            }
        }
    }

    /// Every built-in table's rules read back as their file says.
    @Test(arguments: MappingTableReadingTests.defaultFiles)
    func defaultTablesReadBack(_ file: URL) throws {
        try Self.expectRulesReadBack(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
    }

    /// Random tables' rules read back as their file says.
    @Test(arguments: 0..<8)
    func randomTablesReadBack(_ seed: Int) throws {
        try Self.expectRulesReadBack(Self.randomTable(seed: UInt64(seed), rules: 300), file: "random \(seed)")
    }

    /// Every rule of random tables and the built-in ones is found by its own codes, its index key
    /// compared through `code(_:)` (normalized where a field takes numbers as strings: `"3"` is 3).
    @Test func everyRuleIsFoundByItsOwnCodes() throws {
        let tables =
            try (0..<4).map { try MappingTable(bytes: Self.randomTable(seed: UInt64($0), rules: 300)) }
            + MappingTableReadingTests.defaultFiles.map { try MappingTable(bytes: Array(try Data(contentsOf: $0))) }
        for table in tables {
            for flavour in table.flavours {
                for rule in flavour.rules {
                    #expect(flavour.rules(matching: rule.codes).rules.contains(rule), "\(table.vendor) \(flavour.name) \(rule.name) \(rule.codes)")
                }
            }
        }
    }

    /// A rule made in code keeps its codes as given, duplicate keys and containers too, and its
    /// code lookup finds the last of a key as the object's does.
    @Test func ruleMadeInCodeKeepsItsCodes() {
        let codes = JSONObject(members: [
            .init(key: "b", value: 1), .init(key: "a", value: .array([1, "x"])), .init(key: "b", value: "two"), .init(key: "c", value: .null),
        ])
        let rule = CodeRule(codes: codes, name: "A rule with a long name ✓", kind: .memberJoined, attributes: ["field": "name"])
        #expect(rule.codes.members == codes.members)
        for field in ["a", "b", "c", "d"] { #expect(rule.code(field) == codes[field], "\(field)") }
        #expect(rule.name == "A rule with a long name ✓" && rule.kind == .memberJoined && rule.attributes == ["field": "name"])
        #expect(rule == CodeRule(codes: codes, name: rule.name, kind: rule.kind, attributes: rule.attributes))
        #expect(rule != CodeRule(codes: ["b": "two"], name: rule.name, kind: rule.kind, attributes: rule.attributes))
    }
}
