import Foundation
import GroupEvents
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

    /// Checks that each flavour's rules are the elements of its `rules` array in the file's tree:
    /// codes in the flavour's field order, name, kind and the other members as attributes.
    static func expectRulesAreTheTrees(_ bytes: [UInt8], file: String) throws {
        let table = try MappingTable(bytes: bytes)
        let tree = try JSONReader().read(bytes)
        let flavours = tree["flavours"]?.arrayValue ?? []
        #expect(table.flavours.count == flavours.count, "\(file)")
        for (flavour, element) in zip(table.flavours, flavours) {
            let fields = (element["codeFields"]?.arrayValue ?? []).compactMap { $0.stringValue ?? $0["name"]?.stringValue }
            let elements = element["rules"]?.arrayValue ?? []
            #expect(flavour.rules.count == elements.count, "\(file) \(flavour.name)")
            for (rule, element) in zip(flavour.rules, elements) {
                let codes = try #require(element["codes"]?.objectValue)
                var ordered = JSONObject()
                for field in fields { if let value = codes[field] { ordered.append(field, value) } }
                var attributes: [String: String] = [:]
                for member in element.objectValue?.members ?? [] where !["codes", "name", "kind"].contains(member.key) {
                    attributes[member.key] = member.value.stringValue
                }
                let expected = CodeRule(codes: ordered, name: element["name"]?.stringValue ?? "", kind: GroupEventKind(rawValue: element["kind"]?.stringValue ?? ""), attributes: attributes)
                #expect(rule == expected, "\(file) \(flavour.name) \(rule.name)")
            }
        }
    }

    @Test func everyDefaultTablesRulesAreItsTrees() throws {
        #expect(Self.defaultFiles.count >= 3, "the built-in tables are found")
        for url in Self.defaultFiles {
            try Self.expectRulesAreTheTrees(Array(try Data(contentsOf: url)), file: url.lastPathComponent)
        }
    }

    @Test func aRandomTablesRulesAreItsTrees() throws {
        for seed in UInt64(1)...5 {
            try Self.expectRulesAreTheTrees(Self.randomTable(seed: seed, rules: 500), file: "random \(seed)")
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
