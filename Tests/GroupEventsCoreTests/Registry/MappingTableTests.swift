import Foundation
import GroupEventsCore
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

    @Test func lookupMatchesTheRuleNamingExactlyTheRecordsCodes() throws {
        let wire = try #require(try table().flavour(named: "wire"))
        #expect(wire.rule(matching: ["op": .integer(2), "sub": .integer(2)])?.name == "Notice")
        #expect(wire.rule(matching: ["op": .integer(1)])?.name == "Join")
        #expect(wire.rule(matching: ["op": .integer(2), "sub": .integer(9)]) == nil)
        #expect(wire.rule(for: .groupProfileChanged, where: ["field": "notice"])?.name == "Notice")
    }

    @Test func aKindsRulesComeInFileOrder() throws {
        let wire = try #require(try table().flavour(named: "wire"))
        #expect(wire.rules(of: .groupProfileChanged).map(\.name) == ["Rename", "Notice"])
        #expect(wire.rules(of: .memberJoined).map(\.name) == ["Join"])
        #expect(wire.rules(of: .memberKicked).isEmpty)
        #expect(wire.rule(for: .groupProfileChanged)?.name == "Rename", "the first rule of a kind is its canonical code")
    }

    @Test func anExtraUnknownCodeNeverMatchesAShorterRule() throws {
        let wire = try #require(try table().flavour(named: "wire"))
        let match = wire.rules(matching: ["op": .integer(1), "sub": .integer(9)])
        #expect(match.rules.isEmpty, "{op: 1} must not absorb sub 9")
        #expect(match.unexplained == ["op": .integer(1), "sub": .integer(9)])
        #expect(wire.rule(matching: ["op": .integer(1), "sub": .integer(9)]) == nil)
        #expect(wire.rule(matching: ["op": .integer(1), "extra": .integer(0)]) == nil, "a field the table does not declare")
        #expect(wire.rule(matching: ["op": .integer(1), "sub": .null])?.name == "Join", "null counts as absent")
    }

    /// A NIM-shaped flavour: the operation id and the update tags, both sent as strings in message
    /// copies; an update carries a set of tags, each of which is a row.
    static let setFile = """
        {"vendor": "nimlike", "flavours": [{"name": "server",
          "codeFields": [{"name": "id", "numbersAsStrings": true}, {"name": "tags", "set": true, "numbersAsStrings": true}],
          "rules": [
            {"codes": {"id": 0}, "name": "addTeamMembers", "kind": "member.joined", "joinMethod": "invited"},
            {"codes": {"id": 3, "tags": 3}, "name": "name", "kind": "group.profileChanged"},
            {"codes": {"id": 3, "tags": 14}, "name": "intro", "kind": "group.profileChanged"},
            {"codes": {"id": 3, "tags": 100}, "name": "muteAll", "kind": "group.profileChanged"},
            {"codes": {"id": 3, "tags": 101}, "name": "muteAllMode", "kind": "group.profileChanged"},
            {"codes": {"id": 3}, "name": "updateTeam", "kind": "group.profileChanged"}
          ]}]}
        """

    func setFlavour() throws -> FlavourTable {
        try #require(try MappingTable(bytes: Array(Self.setFile.utf8)).flavour(named: "server"))
    }

    @Test func aSetOfCodesMatchesSeveralRules() throws {
        let match = try setFlavour().rules(matching: ["id": .integer(3), "tags": .array([3, 100, 101])])
        #expect(match.rules.map(\.name) == ["name", "muteAll", "muteAllMode"], "one row per tag, in the record's order")
        #expect(match.isComplete)
    }

    @Test func rowsWithTheSameCodesAllMatch() throws {
        let file = """
            {"vendor": "nimlike", "flavours": [{"name": "server", "codeFields": ["id", "leave"], "rules": [
              {"codes": {"id": 6}, "name": "transferTeam", "kind": "group.ownerTransferred"},
              {"codes": {"id": 6, "leave": true}, "name": "transferTeam", "kind": "group.ownerTransferred"},
              {"codes": {"id": 6, "leave": true}, "name": "transferTeam", "kind": "member.left"}]}]}
            """
        let flavour = try #require(try MappingTable(bytes: Array(file.utf8)).flavour(named: "server"))
        #expect(flavour.rules(matching: ["id": 6, "leave": true]).rules.map(\.kind) == [.groupOwnerTransferred, .memberLeft])
        #expect(flavour.rules(matching: ["id": 6]).rules.map(\.kind) == [.groupOwnerTransferred])
    }

    @Test func anUnknownElementOfASetIsReportedBesideTheKnownOnes() throws {
        let match = try setFlavour().rules(matching: ["id": .integer(3), "tags": .array([14, 99, 98])])
        #expect(match.rules.map(\.name) == ["intro"])
        #expect(match.unexplained == ["tags": .array([99, 98])])
        #expect(!match.isComplete)
        let none = try setFlavour().rules(matching: ["id": .integer(3), "tags": .array([99])])
        #expect(none.rules.map(\.name) == ["updateTeam"], "the record-wide row applies when no tag is known")
        #expect(none.unexplained == ["tags": .array([99])])
    }

    @Test func numbersSentAsStringsMatchWhereTheFieldSaysSo() throws {
        let flavour = try setFlavour()
        #expect(flavour.rule(matching: ["id": "0"])?.name == "addTeamMembers")
        #expect(flavour.rules(matching: ["id": "3", "tags": .array(["3", "14"])]).rules.map(\.name) == ["name", "intro"])
        #expect(flavour.rules(matching: ["id": "3", "tags": "14"]).rules.map(\.name) == ["intro"], "a single value is a set of one")
        #expect(flavour.rule(matching: ["id": "00"]) == nil, "only a JSON integer's text is a number")
        let wire = try #require(try table().flavour(named: "wire"))
        #expect(wire.rule(matching: ["op": "1"]) == nil, "a field that does not take numbers as strings")
    }

    /// Loads `text` as a mapping file named `acme.json` checked against a small vocabulary, and
    /// gives the error's `line:column` and path.
    func loadError(_ text: String) -> (position: String, path: String, message: String)? {
        let vocabulary = MappingVocabulary(vendor: "acme", attributes: ["field": ["name", "notice"]], values: ["role": MappingVocabulary.roleLevels])
        do {
            _ = try MappingTable(bytes: Array(text.utf8), file: "acme.json", vocabularies: [vocabulary])
            return nil
        } catch {
            #expect(error.location.file == "acme.json")
            #expect(error.description.hasPrefix("acme.json:\(error.location.position!): at \(error.location.path!): "))
            return (error.location.position!.description, error.location.path!.description, error.message)
        }
    }

    @Test func attributesAndValueNamesAreCheckedWhenTheTableLoads() throws {
        #expect(loadError(Self.file) == nil)
        let badAttributeValue = Self.file.replacingOccurrences(of: #""field": "notice""#, with: #""field": "notcie""#)
        let attributeValue = try #require(loadError(badAttributeValue))
        #expect(attributeValue.position == "6:96")
        #expect(attributeValue.path == "$.flavours[0].rules[2].field")
        #expect(attributeValue.message.contains("notcie"))
        let badJoinMethod = Self.file.replacingOccurrences(of: #""joinMethod": "free""#, with: #""joinMethod": "freely""#)
        #expect(try #require(loadError(badJoinMethod)).path == "$.flavours[0].rules[0].joinMethod")
        let unknownAttribute = Self.file.replacingOccurrences(of: #""field": "name""#, with: #""feild": "name""#)
        #expect(try #require(loadError(unknownAttribute)).path == "$.flavours[0].rules[1].feild")
        let badMeaning = Self.file.replacingOccurrences(of: #""means": "admin""#, with: #""means": "administrator""#)
        let meaning = try #require(loadError(badMeaning))
        #expect(meaning.position == "10:80")
        #expect(meaning.path == "$.values.role[1].means")
        let unknownValueTable = Self.file.replacingOccurrences(of: #""values": {"role""#, with: #""values": {"rank""#)
        #expect(try #require(loadError(unknownValueTable)).path == "$.values.rank")
    }

    @Test func structuralErrorsNameTheirPathAndPosition() throws {
        let broken = #"{"vendor": "acme", "flavours": [{"name": "f", "codeFields": ["op"], "rules": [{"codes": {"nope": 1}, "name": "n", "kind": "a.b"}]}]}"#
        #expect(
            try #require(loadError(broken)) == (
                "1:98", "$.flavours[0].rules[0].codes.nope", #"code field "nope" is not one of the flavour's codeFields ["op"]"#
            ))
        #expect(try #require(loadError("{")).position == "1:2")
        let badLevel = #"{"vendor": "acme", "flavours": [{"name": "f", "capabilities": {"member.left": "great"}}]}"#
        #expect(try #require(loadError(badLevel)).path == "$.flavours[0].capabilities[\"member.left\"]")
        let badKind = #"{"vendor": "acme", "flavours": [{"name": "f", "capabilities": {"member.lfet": "full"}}]}"#
        #expect(try #require(loadError(badKind)).path == "$.flavours[0].capabilities[\"member.lfet\"]")
        let badRuleKind =
            #"{"vendor": "acme", "flavours": [{"name": "f", "codeFields": ["op"], "rules": [{"codes": {"op": 1}, "name": "n", "kind": "joined"}]}]}"#
        #expect(try #require(loadError(badRuleKind)).path == "$.flavours[0].rules[0].kind")
        let twoElements =
            #"{"vendor": "acme", "flavours": [{"name": "f", "codeFields": [{"name": "a", "set": true}, {"name": "b", "set": true}], "rules": [{"codes": {"a": 1, "b": 2}, "name": "n", "kind": "a.b"}]}]}"#
        #expect(try #require(loadError(twoElements)).path == "$.flavours[0].rules[0].codes.b")
        let arrayCode = #"{"vendor": "acme", "flavours": [{"name": "f", "codeFields": ["op"], "rules": [{"codes": {"op": [1]}, "name": "n", "kind": "a.b"}]}]}"#
        #expect(try #require(loadError(arrayCode)).path == "$.flavours[0].rules[0].codes.op")
    }

    /// Rules are read from the arrays taken out of the file's tree (each rule's tree released once
    /// read), with the same errors and the same choice of array as reading them in the tree.
    @Test func ruleArraysAreReadAsInTheTree() throws {
        func flavours(_ text: String) -> String { #"{"vendor": "acme", "flavours": "# + text + "}" }
        let rule = #"{"codes": {"op": 1}, "name": "n", "kind": "a.b"}"#
        let notAnObject = flavours(#"[{"name": "f", "codeFields": ["op"], "rules": [\#(rule), 7]}]"#)
        #expect(try #require(loadError(notAnObject)) == ("1:129", "$.flavours[0].rules[1]", "expected an object, found number"))
        let notAnArray = flavours(#"[{"name": "f", "codeFields": ["op"], "rules": {"op": 1}}]"#)
        #expect(try #require(loadError(notAnArray)).message == "expected an array, found object")
        let badKind = #"{"codes": {"op": 2}, "name": "m", "kind": "ab"}"#
        let secondFlavour = flavours(#"[{"name": "f", "rules": []}, {"name": "g", "codeFields": ["op"], "rules": [\#(rule), \#(badKind)]}]"#)
        #expect(try #require(loadError(secondFlavour)).path == "$.flavours[1].rules[1].kind")
        let lastRules = flavours(#"[{"name": "f", "codeFields": ["op"], "rules": [7], "rules": [\#(rule)]}]"#)
        #expect(try MappingTable(bytes: Array(lastRules.utf8)).flavours.first?.rules.map(\.name) == ["n"], "the last \"rules\" is read")
        let lastFlavours = #"{"vendor": "acme", "flavours": [{"rules": 5}], "flavours": [{"name": "f", "codeFields": ["op"], "rules": [\#(rule)]}]}"#
        #expect(try MappingTable(bytes: Array(lastFlavours.utf8)).flavours.map(\.name) == ["f"], "the last \"flavours\" is read")
        let unorderedRule = #"{"codes": {"sub": 2, "op": 1}, "name": "n", "kind": "a.b"}"#
        let unordered = flavours(#"[{"name": "f", "codeFields": ["op", "sub"], "rules": [\#(unorderedRule)]}]"#)
        let flavour = try #require(try MappingTable(bytes: Array(unordered.utf8)).flavours.first)
        #expect(flavour.rules.first?.codes.keys == ["op", "sub"], "codes in the flavour's field order")
        #expect(flavour.rule(matching: ["sub": 2, "op": 1])?.name == "n" && flavour.rule(matching: ["op": 1]) == nil)
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
        #expect(wire.rules(matching: ["op": .integer(1)]).rules.map(\.name) == ["Enter"], "the user's row replaces the row with its codes")
        #expect(wire.capability(for: .memberKicked) == .fallback)
        #expect(wire.capability(for: .memberJoined) == .full)
        #expect(merged.flavours.map(\.name) == ["wire", "hooks"])
        #expect(merged.values(named: "role").meaning(of: Int64(1)) == "admin")
    }
}
