import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `convert --id-map`: every ID an event names gets its new ID in everything written from the event,
/// no old ID rides along in a record, and IDs without an entry are counted (`--strict` fails on them).
@Suite struct ConvertIDMapTests {
    /// The vendor records (not goldens) below a fixture folder.
    static func records(_ folder: String) -> [String] {
        ["--exclude", "*.unified.json", "--exclude", "*.to.*", Fixture.path(folder)]
    }

    /// The parsed records of NDJSON text.
    static func values(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").map { try JSONReader().read(String($0)) }
    }

    /// What the events of `inputs` name, read as unified events: every user and group ID, the free
    /// texts (notices, introductions, custom notices, group names), which the map leaves as they are
    /// even where an app keeps JSON naming users in them (NIM announcements), and the names people go
    /// by (`name`, `nickname`), which it leaves as they are too.
    static func named(_ from: String, _ inputs: [String]) throws -> Named {
        let run = try CommandRun(["convert", "--from", from, "--to", "unified", "--events-only"] + inputs)
        var named = Named()
        for event in try values(run.output) {
            if let group = event["groupID"]?.stringValue { named.groups.insert(group) }
            let people = [event["actor"], event["newOwner"], event["owner"]] + (event["members"]?.arrayValue.map(Array.init) ?? [])
            for person in people {
                if let user = person?["userID"]?.stringValue { named.users.insert(user) }
                named.names.formUnion(["name", "nickname"].compactMap { person?[$0]?.stringValue })
            }
            let freeTexts = [event["text"]] + ["name", "notice", "introduction"].map { event["profile"]?[$0] }
            named.texts.formUnion(freeTexts.compactMap { $0?.stringValue })
        }
        return named
    }

    /// The IDs, free texts and names the events of some records give.
    struct Named {
        var users: Set<String> = []
        var groups: Set<String> = []
        var texts: Set<String> = []
        var names: Set<String> = []
    }

    /// The keys under which the written flavours keep the name a person goes by: unified `name` and
    /// `nickname`, NIM's `nick`, `fromNick` and member-info tag `3`, ZIM's `userName` and
    /// `memberNickname`. A name the input gave someone stays under such a key even when it equals an
    /// old account ID (NetEase's own samples use each account ID as its nickname): the map renames
    /// accounts, not what people are called.
    static let nameKeys: Set<String> = ["name", "nickname", "nick", "fromNick", "3", "userName", "memberNickname"]

    /// A JSON map giving every one of `ids` the new ID `new-<old>`, written to `folder`.
    static func completeMap(_ ids: Named, in folder: TemporaryFolder) throws -> String {
        func section(_ ids: Set<String>) -> JSONValue {
            .object(JSONObject(members: ids.sorted().map { JSONObject.Member(key: $0, value: .string("new-" + $0)) }))
        }
        return try folder.write("map.json", JSONWriter.compactString(.object(["users": section(ids.users), "groups": section(ids.groups)])))
    }

    /// The places in `value` holding one of `old` as a whole string, looking inside strings that hold
    /// JSON of their own (a NIM `attach`, a fallback's `ext`) but not inside the free `texts`, and
    /// passing over a person's name under a name key (`nameKeys`).
    static func leaks(of old: Set<String>, in value: JSONValue, at path: String = "$", key: String? = nil, texts: Set<String>, names: Set<String> = [])
        -> [String]
    {
        switch value {
        case .string(let string):
            if old.contains(string) {
                let isName = names.contains(string) && key.map(nameKeys.contains) == true
                return isName ? [] : ["\(path): \(string)"]
            }
            if texts.contains(string) { return [] }
            guard let embedded = try? JSONReader().read(string), embedded.objectValue != nil || embedded.arrayValue != nil else { return [] }
            return leaks(of: old, in: embedded, at: path + "~", texts: texts, names: names)
        case .object(let object):
            return object.members.flatMap { leaks(of: old, in: $0.value, at: path + "." + $0.key, key: $0.key, texts: texts, names: names) }
        case .array(let array):
            return array.enumerated().flatMap { leaks(of: old, in: $0.element, at: path + "[\($0.offset)]", key: key, texts: texts, names: names) }
        default:
            return []
        }
    }

    @Test(arguments: [
        ("zim:sdk", "zim/sdk", "zim:sdk"), ("zim:callback", "zim/callback", "zim:callback"), ("nim:server", "nim/server", "nim:web"),
        ("nim:server", "nim/server", "nim:server"), ("nim:web", "nim/web", "nim:v2"), ("nim:server", "nim/server", "unified"),
        ("zim:sdk", "zim/sdk", "nim:server"),
    ])
    func noOldIDIsLeftInTheOutput(_ from: String, _ folder: String, _ to: String) throws {
        let temporary = try TemporaryFolder()
        let ids = try Self.named(from, Self.records(folder))
        try #require(!ids.users.isEmpty && !ids.groups.isEmpty)
        let map = try Self.completeMap(ids, in: temporary)
        let run = try CommandRun(["convert", "--from", from, "--to", to, "--events-only", "--id-map", map, "--report", "-"] + Self.records(folder))
        #expect(run.status == 0)
        let outputs = try Self.values(run.output)
        #expect(!outputs.isEmpty)
        let old = ids.users.union(ids.groups)
        let leaks = outputs.flatMap { Self.leaks(of: old, in: $0, texts: ids.texts, names: ids.names) }
        #expect(leaks.isEmpty, "old IDs in the output: \(leaks.prefix(10))")
        #expect(run.output.contains("new-"))
        let report = try JSONReader().read(run.errors)
        #expect(
            report["unmappedIDs"]
                == .object([
                    "users": .object(["occurrences": 0, "distinct": 0, "ids": .array([])]),
                    "groups": .object(["occurrences": 0, "distinct": 0, "ids": .array([])]),
                ]))
    }

    /// A composed event naming two people without names, so that sentences show their IDs.
    static let created = #"{"kind": "group.created", "groupID": "g1", "actor": {"userID": "alice"}, "members": [{"userID": "bob"}]}"#

    @Test func aFallbackTextMessageAndItsExtensionCarryTheNewIDs() throws {
        let folder = try TemporaryFolder()
        let map = try folder.write("map.csv", "kind,old,new\nuser,alice,a2\nuser,bob,b2\ngroup,g1,G1\n")
        let run = try CommandRun(["convert", "--from", "unified", "--to", "nim:server", "--id-map", map], input: Self.created)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("warning[unsupported-event]"), "nim:server has no group.created: \(run.errors)")
        let message = try JSONReader().read(run.output)
        let body = try #require(message["body"]?.stringValue)
        #expect(body.contains("a2") && body.contains("b2") && !body.contains("alice") && !body.contains("bob"), "\(body)")
        #expect(message["to"] == "G1")
        #expect(message["fromAccount"] == nil, "said by no one (NIM has no system account), never by the actor")
        let ext = try JSONReader().read(try #require(message["ext"]?.stringValue))
        #expect(ext["groupID"] == "G1" && ext["actor"]?["userID"] == "a2" && ext["members"]?.arrayValue?.first?["userID"] == "b2")
        let described = try CommandRun(["describe", "--id-map", map], input: Self.created)
        #expect(described.output == body + "\n", "describe gives the same sentence")
    }

    @Test func unmappedIDsAreKeptCountedAndFailStrict() throws {
        let folder = try TemporaryFolder()
        let map = try folder.write("map.json", #"{"users": {"alice": "a2"}}"#)
        let input = try folder.write("in.json", Self.created)
        let run = try CommandRun(["convert", "--from", "unified", "--to", "zim", "--id-map", map, "--report", folder.path("r.json"), input])
        #expect(run.status == 0)
        #expect(!run.errors.contains("unmapped-id"), "an info: in the report, not on standard error")
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["unmappedIDs"]?["users"] == .object(["occurrences": 1, "distinct": 1, "ids": .array(["bob"])]))
        #expect(report["unmappedIDs"]?["groups"] == .object(["occurrences": 1, "distinct": 1, "ids": .array(["g1"])]))
        #expect(report["diagnosticCodes"]?["unmapped-id"] == 1)
        let output = try JSONReader().read(run.output)
        #expect(
            output["conversationID"] == "g1" && output["operatedUser"]?["userID"] == "a2" && output["targetUserList"]?.arrayValue?.first?["userID"] == "bob")

        let strict = try CommandRun(["convert", "--from", "unified", "--to", "zim", "--id-map", map, "--strict", "-o", folder.path("out.json"), input])
        #expect(strict.status == 1)
        #expect(strict.errors.contains("--strict: exit 1 because of 2 IDs with no entry in the ID map"), "\(strict.errors)")
        #expect(folder.read("out.json") == nil, "no output file is left behind")
        let withoutMap = try CommandRun(["convert", "--from", "unified", "--to", "zim", "--strict", "--report", folder.path("r2.json"), input])
        #expect(withoutMap.status == 0, "without a map no ID is missing one")
        #expect(try JSONReader().read(try #require(folder.read("r2.json")))["unmappedIDs"] == nil)
    }

    @Test func aBadMapIsAUsageErrorAtItsLineAndColumn() throws {
        let folder = try TemporaryFolder()
        let map = try folder.write("map.csv", "kind,old,new\nuser,alice,a2\nperson,bob,b2\n")
        let run = try CommandRun(["convert", "--from", "unified", "--to", "zim", "--id-map", map], input: Self.created)
        #expect(run.status == 2)
        #expect(run.errors.contains("--id-map \(map):3:1: unknown kind 'person'; expected user or group"), "\(run.errors)")
        let missing = try CommandRun(["convert", "--from", "unified", "--to", "zim", "--id-map", folder.path("none.json")], input: Self.created)
        #expect(missing.status == 74)
        #expect(missing.errors.contains("--id-map \(folder.path("none.json")): cannot open"), "\(missing.errors)")
    }

    @Test func aRecordWrittenAfreshInItsOwnFlavourIsReadBackForLosses() throws {
        // Without its record (as the map leaves it), an event of zim:sdk is written afresh there, so
        // what zim:sdk has no place for is lost and must be said.
        let event =
            #"{"kind":"member.left","groupID":"g","actor":{"userID":"a"},"members":[{"userID":"b"}],"text":"hi","source":{"vendor":"zim","flavour":"sdk","codes":{}}}"#
        let run = try CommandRun(["convert", "--from", "unified", "--to", "zim"], input: event)
        #expect(run.status == 0)
        #expect(run.errors.contains("warning[field-dropped]: zim:sdk has no place for $.text"), "\(run.errors)")
    }
}
