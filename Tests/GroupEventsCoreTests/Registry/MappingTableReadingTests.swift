import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Rules read one at a time from a mapping file's bytes (kinds and attributes kept once) and found
/// through the flavour's index: the same rules, lookups and errors as the file's tree says.
@Suite struct MappingTableReadingTests {
    /// The built-in tables' files, `Mappings/*.json`.
    static let defaultFiles: [URL] = {
        let mappings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Mappings").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: mappings.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { mappings.appendingPathComponent($0) }
    }()

    /// A random table of the vendor `acme` (whose attributes no vocabulary checks): rules with few
    /// distinct codes, so that many share theirs and many keys meet in the index, some written
    /// out of field order.
    static func randomTable(seed: UInt64, rules count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        let rules = (0..<count).map { index -> JSONValue in
            var codes: JSONObject = ["op": .integer(Int64.random(in: 0..<40, using: &generator))]
            if generator.chance(0.5) { codes.append("sub", generator.pick([1, "x", true, .integer(Int64(index))])) }
            if generator.chance(0.2) { codes.members.reverse() }
            var rule: JSONObject = ["codes": .object(codes), "name": .string("R\(index)")]
            rule.append("kind", generator.pick(["member.joined", "member.left", "acme.ping", "acme.pong"]))
            if generator.chance(0.5) { rule.append("field", generator.pick(["name", "notice"])) }
            if generator.chance(0.3) { rule.append("team", generator.pick(["a", "b"])) }
            return .object(rule)
        }
        let flavour: JSONObject = ["name": "wire", "codeFields": .array(["op", "sub"]), "rules": .array(JSONArray(rules))]
        let file: JSONObject = ["vendor": "acme", "flavours": .array([.object(flavour)])]
        return Array(JSONWriter.prettyString(.object(file), indent: 1).utf8)
    }

    @Test func theBuiltInTablesAreFound() {
        #expect(Self.defaultFiles.count >= 3)
    }

    /// Random tables whose rules share their codes read back as their file says (`CodeRuleTests`).
    @Test func aRandomTablesRulesAreItsTrees() throws {
        for seed in UInt64(1)...5 {
            try CodeRuleTests.expectRulesReadBack(Self.randomTable(seed: seed, rules: 500), file: "random \(seed)")
        }
    }

    /// The index finds, for any codes, exactly the rules a scan of the rules finds, in file order.
    @Test func lookupsAgreeWithAScanOfTheRules() throws {
        for seed in UInt64(1)...5 {
            let flavour = try #require(try MappingTable(bytes: Self.randomTable(seed: seed, rules: 2000)).flavours.first)
            var asked = Set(flavour.rules.map(\.codes))
            asked.insert(["op": 99])
            asked.insert(["op": 1, "sub": "y"])
            for codes in asked {
                #expect(flavour.rules(matching: codes).rules == flavour.rules.filter { $0.codes == codes }, "\(codes)")
            }
        }
    }

    /// A syntax error anywhere is the error, even after a rule that would be refused: the whole text
    /// is checked before any rule is read.
    @Test func aSyntaxErrorComesBeforeARulesError() throws {
        let badRule = #"{"vendor": "acme", "flavours": [{"name": "f", "codeFields": ["op"], "rules": [{"codes": {"op": 1}, "name": "n", "kind": "ab"}, 01]}]}"#
        var syntaxMessage: String?
        do { _ = try JSONReader().read(Array(badRule.utf8)) } catch { syntaxMessage = error.message }
        do {
            _ = try MappingTable(bytes: Array(badRule.utf8), file: "acme.json")
            Issue.record("read")
        } catch {
            #expect(error.location.path?.description == "$")
            #expect(error.message == syntaxMessage)
        }
    }
}
