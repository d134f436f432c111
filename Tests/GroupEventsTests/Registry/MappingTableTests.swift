import GroupEvents
import GroupEventsJSON
import Testing

/// Reading mapping files, looking codes up, and merging a user's table over the built-in one.
@Suite struct MappingTableTests {
    static let file = """
        {"vendor": "acme", "title": "Acme Chat",
         "flavours": [{"name": "wire", "summary": "wire JSON", "codeFields": ["op", "sub"],
           "rules": [
             {"codes": {"op": 1}, "name": "Join", "kind": "member.joined", "joinMethod": "free"},
             {"codes": {"op": 2, "sub": 1}, "name": "Rename", "kind": "group.profileChanged", "field": "name"},
             {"codes": {"op": 2, "sub": 2}, "name": "Notice", "kind": "group.profileChanged", "field": "notice"}
           ],
           "capabilities": {"member.joined": "full", "group.profileChanged": "partial"},
           "notes": {"group.profileChanged": "name and notice only"}}],
         "values": {"role": [{"value": 1, "means": "owner"}, {"value": "adm", "means": "admin"}]}}
        """

    func table() throws -> MappingTable { try MappingTable(bytes: Array(Self.file.utf8)) }

    @Test func readsFlavoursRulesAndValues() throws {
        let table = try table()
        let wire = try #require(table.flavour(named: "wire"))
        #expect(table.title == "Acme Chat")
        #expect(wire.rules.count == 3)
        #expect(wire.rules[0][attribute: "joinMethod"] == "free")
        #expect(wire.capability(for: .groupProfileChanged) == .partial)
        #expect(wire.capability(for: .memberKicked) == .rejected, "an unlisted kind is rejected")
        #expect(table.values(named: "role").meaning(of: Int64(1)) == "owner")
        #expect(table.values(named: "role").value(for: "admin") == "adm")
        #expect(table.values(named: "nothing").meaning(of: Int64(1)) == nil)
    }

    @Test func lookupPrefersTheMostSpecificRule() throws {
        let wire = try #require(try table().flavour(named: "wire"))
        #expect(wire.rule(matching: ["op": .integer(2), "sub": .integer(2)])?.name == "Notice")
        #expect(wire.rule(matching: ["op": .integer(1), "sub": .integer(9)])?.name == "Join", "a rule naming fewer fields matches")
        #expect(wire.rule(matching: ["op": .integer(2), "sub": .integer(9)]) == nil)
        #expect(wire.rule(for: .groupProfileChanged, where: ["field": "notice"])?.name == "Notice")
    }

    @Test func errorsNameTheirPath() {
        let broken = #"{"vendor": "x", "flavours": [{"name": "f", "codeFields": ["op"], "rules": [{"codes": {"nope": 1}, "name": "n", "kind": "k"}]}]}"#
        #expect {
            try MappingTable(bytes: Array(broken.utf8))
        } throws: { error in
            (error as? RecordDecodingError)?.path.description == "$.flavours[0].rules[0].codes.nope"
        }
        #expect(throws: RecordDecodingError.self) { try MappingTable(bytes: Array("{".utf8)) }
        let badLevel = #"{"vendor": "x", "flavours": [{"name": "f", "capabilities": {"member.left": "great"}}]}"#
        #expect(throws: RecordDecodingError.self) { try MappingTable(bytes: Array(badLevel.utf8)) }
    }

    @Test func mergingPutsTheUsersRowsFirst() throws {
        let extra = """
            {"vendor": "acme", "flavours": [
               {"name": "wire", "codeFields": ["op", "sub"], "rules": [{"codes": {"op": 1}, "name": "Enter", "kind": "member.joined"}],
                "capabilities": {"member.kicked": "fallback"}},
               {"name": "hooks", "codeFields": ["event"], "rules": []}],
             "values": {"role": [{"value": 1, "means": "admin"}]}}
            """
        let merged = try table().merged(with: try MappingTable(bytes: Array(extra.utf8)))
        let wire = try #require(merged.flavour(named: "wire"))
        #expect(wire.rule(matching: ["op": .integer(1)])?.name == "Enter")
        #expect(wire.capability(for: .memberKicked) == .fallback)
        #expect(wire.capability(for: .memberJoined) == .full)
        #expect(merged.flavours.map(\.name) == ["wire", "hooks"])
        #expect(merged.values(named: "role").meaning(of: Int64(1)) == "admin")
    }
}
