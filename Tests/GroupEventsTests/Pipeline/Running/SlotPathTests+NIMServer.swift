import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `nim:server` message copies of notifications about members, owner transfers and dismissals (and
    /// of updates of a team's profile, `NIMProfiles`), on the slot path to unified, to `zim:sdk` and to `tim:web`: the fixtures, mutants of them and probes of each rule
    /// the reader keeps (`attach` as a string or an object, escapes inside the embedded document,
    /// super-team ops, records it leaves) give what the general path gives, and the reader takes the
    /// ones it is for.
    @Suite struct NIMServer {
        let nimToUnified: SlotPathComparison
        let nimToZIM: SlotPathComparison
        let nimToTIM: SlotPathComparison

        init() throws {
            nimToUnified = try SlotPathComparison(from: "nim:server", to: "unified")
            nimToZIM = try SlotPathComparison(from: "nim:server", to: "zim:sdk")
            nimToTIM = try SlotPathComparison(from: "nim:server", to: "tim:web")
        }

        /// The ops the reader takes, as the table knows them, and the people each names beside the
        /// sender: its targets (`ids`, else `id`), `id` alone, or no one.
        private static let targetOps: Set<Int64> = [0, 1, 5, 7, 8, 10, 401, 402, 407, 408, 409, 410]
        private static let idOps: Set<Int64> = [6, 9, 406, 411]
        private static let senderOps: Set<Int64> = [2, 4, 403, 405]
        /// Whether the table (the built-in one) names `op`: every op but those read above is unknown, an
        /// `unrecognized` event with the general path's warning (`NIMUnrecognized`).
        static func tableNames(_ op: Int64) -> Bool {
            op == 3 || op == 404 || targetOps.contains(op) || idOps.contains(op) || senderOps.contains(op)
        }
        /// The super-team op a super-team copy carrying a team op is read as.
        static let superTeamOps: [Int64: Int64] = [0: 401, 1: 402, 2: 403, 3: 404, 4: 405, 5: 410, 6: 406, 7: 407, 8: 408, 9: 411, 10: 409]

        /// The wire attach of a message copy, as an object whether it came as one or as a string.
        static func attach(of record: JSONValue) -> JSONValue? {
            if let text = record["attach"]?.stringValue { return try? JSONReader().read(text) }
            return record["attach"]?.objectValue != nil ? record["attach"] : nil
        }

        /// Whether a record is a message copy the reader takes: a notification of an op it reads (or an
        /// update of tags it reads, `NIMProfiles.readsUpdate`) or of one the table does not name, with
        /// string envelope values (a time of digits or a number) and a numeric `mute` if any.
        static func isTaken(_ record: JSONValue) -> Bool {
            guard record["msgType"]?.stringValue == "NOTIFICATION", let convType = record["convType"]?.stringValue,
                convType == "TEAM" || convType == "SUPER_TEAM", record["eventType"] == nil || record["eventType"]?.stringValue == "1",
                record["fromAccount"]?.stringValue != nil, record["to"]?.stringValue != nil, record["ext"] == nil,
                record["msgidServer"] == nil || record["msgidServer"]?.stringValue != nil,
                let attach = attach(of: record), let written = attach["id"]?.numberValue?.int64, let data = attach["data"]?.objectValue
            else { return false }
            if let time = record["msgTimestamp"], time.numberValue?.int64 == nil,
                time.stringValue.map({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) != true
            {
                return false
            }
            let op = convType == "SUPER_TEAM" ? superTeamOps[written] ?? written : written
            if op == 3 || op == 404, !NIMProfiles.readsUpdate(op: op, data: data) { return false }
            return data["mute"].map { $0.numberValue?.int64 != nil } ?? true
        }

        @Test func fixturesOfTheOpsItReadsAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var expected = 0
            var taken = 0
            var takenByZIM = 0
            var takenByTIM = 0
            for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                let bytes = JSONWriter.compactBytes(record)
                let unified = try nimToUnified.check([bytes])
                let zim = try nimToZIM.check([bytes])
                takenByTIM += try nimToTIM.check([bytes])
                // An owner transfer whose old owner left is two events, which the unified writer leaves.
                let data = Self.attach(of: record)?["data"]
                let isTaken = Self.isTaken(record) && data?["leave"]?.boolValue != true
                #expect(unified == (isTaken ? 1 : 0), "\(fixture): taken \(unified) to unified, one it reads: \(isTaken)")
                if isTaken { expected += 1 }
                taken += unified
                takenByZIM += zim
            }
            #expect(expected >= 30 && taken == expected, "the slot path took \(taken) of \(expected) fixtures it reads")
            #expect(takenByZIM >= 20, "the slot path took \(takenByZIM) fixtures to zim:sdk")
            #expect(takenByTIM >= 20, "the slot path took \(takenByTIM) fixtures to tim:web")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let (taken, count) = try SlotPathTests.checkMutants(
                vendor: "nim", flavour: "server", where: Self.isTaken, Self.mutations, through: [nimToUnified, nimToZIM, nimToTIM])
            #expect(taken[0] >= 500 && taken[1] >= 300 && taken[2] >= 300, "of \(count) mutants, taken to unified, zim:sdk and tim:web: \(taken)")
        }

        /// Values a mutant gets in place of one of its own, inside the embedded `attach` too: ops the
        /// reader takes and others, accounts, texts with escapes, envelope values of each type, update
        /// tags' values (mute values of each table, none and others) and `tinfo`s.
        static let mutations = MutationChecks(
            replacements: [
                .null, true, false, "", "é", "a\"b\\c", "lin.yue", "kai_w", "TEAM", "SUPER_TEAM", "1", "2", "NOTIFICATION", "12345",
                0, 1, 2, 3, 5, 6, 9, 10, 11, 401, 404, 406, 409, 411, -1, 1_735_000_000_000,
                .number(JSONNumber(uncheckedText: "99999999999999999999")), .number(JSONNumber(uncheckedText: "1.5")), .array([]),
                .array(["kai_w"]), .array(["kai_w", "mei.ch"]), .array([3]), .object([:]), .object(["1": "kai_w", "3": "K"]),
                .array([.object(["1": "lin.yue", "3": "L"])]), "0", "3", "01", "+1", .object(["1": "77", "3": "N", "101": "3"]),
                .object(["15": "T", "22": "1"]), .object(["250": "x", "3": "N"]),
            ], entersEmbeddedJSON: true)

        /// The document of the base probe: two members invited by `a`, with name cards of `a` and `b`.
        private static let document =
            #"{"data":{"ids":["b","c"],"tinfo":{"1":"77"},"uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B","4":"https://x/b.png"}]},"id":0}"#

        /// A compact message copy from `a` to team `77` whose `attach` is `document` as a JSON string
        /// (or as the object itself), with `extra` members after the others.
        static func copy(_ document: String = document, convType: String = "TEAM", asObject: Bool = false, extra: String = "") -> String {
            let attach =
                asObject ? document : "\"" + document.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return #"{"attach":"# + attach + #","convType":""# + convType
                + #"","eventType":"1","fromAccount":"a","fromClientType":"AOS","msgTimestamp":"1718000000031","msgType":"NOTIFICATION","msgidServer":"7392815520153600001","to":"77""#
                + extra + "}"
        }

        /// `document` with `data` `data` and op `op`.
        static func wire(_ data: String, op: Int) -> String { #"{"data":"# + data + #","id":"# + String(op) + "}" }

        /// The records taken (to unified, and to `zim:sdk` unless its writer leaves them) give what the
        /// general path gives.
        private func expectTaken(_ records: [String], byZIM: Bool = true, _ comment: Comment? = nil) throws {
            for record in records {
                #expect(try nimToUnified.check([Array(record.utf8)]) == 1, "to unified: \(record)")
                #expect(try nimToZIM.check([Array(record.utf8)]) == (byZIM ? 1 : 0), "to zim:sdk: \(record)")
            }
        }

        @Test func theAttachAsAStringOrAnObjectAndEscapesInsideIt() throws {
            try expectTaken([
                Self.copy(),
                Self.copy(asObject: true),
                // A name with escapes of its own inside the string (escaped twice in the record).
                Self.copy(Self.document.replacingOccurrences(of: #""3":"B""#, with: #""3":"B \"q\" \u00e9 \\ \n 🌊""#)),
                Self.copy(Self.document.replacingOccurrences(of: #""3":"B""#, with: #""3":"B \"q\" \u00e9""#), asObject: true),
                // Whitespace inside the document; unknown keys in the envelope, the attach and `data`.
                Self.copy(Self.document.replacingOccurrences(of: #""id":0}"#, with: #" "id" : 0 , "v":[1,{"x":null}] }"#)),
                Self.copy(Self.document.replacingOccurrences(of: #""tinfo""#, with: #""payload":{"k":[true]},"attach":"{\"r\":1}","tinfo""#)),
                // A card with no name, a card with an empty account, a time as a number.
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"a","3":"A"}"#, with: #"{"1":"a"},{"1":"","3":"E"}"#)),
                Self.copy().replacingOccurrences(of: #""msgTimestamp":"1718000000031""#, with: #""msgTimestamp":1718000000031"#),
                Self.copy().replacingOccurrences(of: #","msgidServer":"7392815520153600001""#, with: ""),
            ])
        }

        /// A name card of someone the events do not name gets the general path's warning, once per
        /// account, where the cards lie (in the embedded document or the object).
        @Test func cardsOfPeopleTheEventsDoNotName() throws {
            let cards = #"{"1":"a","3":"A"},{"1":"z","3":"Z"},{"1":"y"},{"1":"z"},{"1":"b","3":"B"}"#
            try expectTaken([
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"a","3":"A"}"#, with: cards)),
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"a","3":"A"}"#, with: cards), asObject: true),
                Self.copy(Self.wire(#"{"uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]}"#, op: 2)),
                Self.copy(Self.wire(#"{"ids":["b"],"uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]}"#, op: 403), convType: "SUPER_TEAM"),
                // Whom the op does not name: `id` beside `ids`, `ids` of a transfer.
                Self.copy(Self.wire(#"{"id":"c","ids":["b"],"uinfos":[{"1":"c"},{"1":"b"}]}"#, op: 7)),
                Self.copy(Self.wire(#"{"id":"b","ids":["c"],"uinfos":[{"1":"c"},{"1":"b"}]}"#, op: 6)),
            ])
            try expectTaken([Self.copy(Self.wire(#"{"uinfos":[{"1":"a"},{"1":"b","3":"B"}]}"#, op: 4))], byZIM: false)
        }

        @Test func everyOpItReadsTeamAndSuperTeam() throws {
            let cards = #""uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]"#
            try expectTaken([
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 1)),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 7)),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 8)),
                Self.copy(Self.wire(#"{"id":"b","mute":1,"# + cards + "}", op: 10)),
                Self.copy(Self.wire(#"{"id":"b","mute":0,"# + cards + "}", op: 10)),
                // Any flag but 0 mutes.
                Self.copy(Self.wire(#"{"id":"b","mute":2,"# + cards + "}", op: 10)),
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 5)),
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 9)),
                Self.copy(Self.wire(#"{"id":"b","leave":false,"# + cards + "}", op: 6)),
                Self.copy(Self.wire(#"{"uinfos":[{"1":"a","3":"A"}]}"#, op: 2)),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 401), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 402), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"uinfos":[{"1":"a","3":"A"}]}"#, op: 403), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 406), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 407), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 408), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"ids":["b","a"],"mute":1,"# + cards + "}", op: 409), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"id":"b","mute":1,"# + cards + "}", op: 409), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 410), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 411), convType: "SUPER_TEAM"),
                // A super-team copy carrying the team's op: read as the super team's, its code kept.
                Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 9), convType: "SUPER_TEAM"),
                Self.copy(Self.wire(#"{"ids":["b"],"mute":1,"# + cards + "}", op: 10), convType: "SUPER_TEAM"),
            ])
            // What `zim:sdk` cannot say the way the general path writes it, or has no tips for: a free
            // join, a member mute without a flag, a dismissal.
            try expectTaken(
                [
                    Self.copy(Self.wire(#"{"id":"a","uinfos":[{"1":"a","3":"A"}]}"#, op: 5)),
                    Self.copy(Self.wire(#"{"id":"b","# + cards + "}", op: 10)),
                    Self.copy(Self.wire(#"{"uinfos":[{"1":"a","3":"A"}]}"#, op: 4)),
                    Self.copy(Self.wire(#"{"uinfos":[]}"#, op: 4), convType: "SUPER_TEAM"),
                ], byZIM: false)
            // An owner transfer whose old owner left is two events: two tips messages, none unified
            // (its writer writes one event).
            let transferAndLeave = Self.copy(Self.wire(#"{"id":"b","leave":true,"# + cards + "}", op: 6))
            #expect(try nimToZIM.check([Array(transferAndLeave.utf8)]) == 1)
            #expect(try nimToUnified.check([Array(transferAndLeave.utf8)]) == 0)
        }

        /// Owner transfers (a tip of the new owner's ID, the profiles it has no place for reported;
        /// with the old owner's departure, two tips sharing the message's ID) and dismissals (a system
        /// notice, the operator's profile reported) go to `tim:web` the slot way, whatever profiles the
        /// cards give, as the general path writes them.
        @Test func ownerTransfersAndDismissalsToTIMWeb() throws {
            let profiles = [
                #"{"1":"a"},{"1":"b"}"#, #"{"1":"a","3":"A"},{"1":"b","3":"B"}"#,
                #"{"1":"a","3":"A","4":"https://x/a.png","6":"1"},{"1":"b","4":"https://x/b.png","6":"2"}"#,
                #"{"1":"a","6":"0"},{"1":"b","3":"B \"q\" \u00e9","6":"0"}"#,
            ]
            var records: [String] = []
            for cards in profiles {
                let data = #""uinfos":["# + cards + "]"
                records += [
                    Self.copy(Self.wire(#"{"id":"b","# + data + "}", op: 6)),
                    Self.copy(Self.wire(#"{"id":"b","leave":false,"# + data + "}", op: 6), asObject: true),
                    Self.copy(Self.wire(#"{"id":"b","leave":true,"# + data + "}", op: 6)),
                    Self.copy(Self.wire(#"{"id":"b","leave":true,"# + data + "}", op: 406), convType: "SUPER_TEAM"),
                    Self.copy(Self.wire("{" + data + "}", op: 4)),
                    Self.copy(Self.wire("{" + data + "}", op: 405), convType: "SUPER_TEAM"),
                ]
            }
            for record in records {
                #expect(try nimToTIM.check([Array(record.utf8)]) == 1, "to tim:web: \(record)")
            }
            // Without a message ID, the two tips share none; with a time in whole seconds, nothing is rounded.
            let shared = Self.copy(Self.wire(#"{"id":"b","leave":true,"uinfos":[{"1":"b","3":"B"}]}"#, op: 6))
            let plain = [
                shared.replacingOccurrences(of: #","msgidServer":"7392815520153600001""#, with: ""),
                shared.replacingOccurrences(of: #""msgTimestamp":"1718000000031""#, with: #""msgTimestamp":"1718000000000""#),
            ]
            #expect(try nimToTIM.check(plain.map { Array($0.utf8) }) == 2)
        }

        /// A table of one's own changes what the reader takes as the general path reads it: an op it
        /// gives another kind, role or join method, an op it gives a kind the reader does not take.
        @Test func aTableOfOnesOwnIsReadAsTheGeneralPathReadsIt() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "nim", "flavours": [{"name": "server", "codeFields": ["op"], "rules": [
                      {"codes": {"op": 0}, "name": "Kick", "kind": "member.kicked"},
                      {"codes": {"op": 1}, "name": "Demote", "kind": "member.roleChanged", "role": "member"},
                      {"codes": {"op": 7}, "name": "Owners", "kind": "member.roleChanged", "role": "owner"},
                      {"codes": {"op": 12}, "name": "Joined", "kind": "member.joined", "joinMethod": "self"},
                      {"codes": {"op": 8}, "name": "Created", "kind": "group.created"}]}]}
                    """#
                    .utf8))
            let custom = try SlotPathComparison(from: "nim:server", to: "unified", mappings: [table])
            let cards = #""uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]"#
            let taken = [0, 1, 7, 12].map { Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: $0)) }
            #expect(try custom.check(taken.map { Array($0.utf8) }) == taken.count)
            let left = Self.copy(Self.wire(#"{"ids":["b"],"# + cards + "}", op: 8))
            #expect(try custom.check([Array(left.utf8)]) == 0)
        }

        /// Records the reader leaves to the general path, each breaking one of its rules: what the
        /// general path reads otherwise or reports (a key escaped, twice or `null`, a value of another
        /// type, a card of someone the events do not name, an attach string that is no JSON object),
        /// updates it does not read, other copies.
        @Test func recordsItLeavesToTheGeneralPath() throws {
            let base = Self.copy()
            let left = [
                base.replacingOccurrences(of: #""fromAccount""#, with: #""fromAcc\u006funt""#),
                Self.copy(Self.document.replacingOccurrences(of: #""ids""#, with: #""i\u0064s""#)),
                Self.copy(Self.document.replacingOccurrences(of: #""1":"b""#, with: #""1":"\u0062""#)),
                Self.copy(Self.document.replacingOccurrences(of: #"["b","c"]"#, with: #"["b","\u0063"]"#)),
                base.replacingOccurrences(of: #""to":"77""#, with: #""to":"77","to":"78""#),
                Self.copy(Self.document.replacingOccurrences(of: #""tinfo""#, with: #""ids":["c"],"tinfo""#)),
                base.replacingOccurrences(of: #""msgidServer":"7392815520153600001""#, with: #""msgidServer":null"#),
                base.replacingOccurrences(of: #""msgidServer":"7392815520153600001""#, with: #""msgidServer":7392815520153600001"#),
                base.replacingOccurrences(of: #""msgTimestamp":"1718000000031""#, with: #""msgTimestamp":"+1718000000031""#),
                base.replacingOccurrences(of: #""msgTimestamp":"1718000000031""#, with: #""msgTimestamp":1.5"#),
                base.replacingOccurrences(of: #""to":"77""#, with: #""to":77"#),
                base.replacingOccurrences(of: #""eventType":"1""#, with: #""eventType":"2""#),
                base.replacingOccurrences(of: #""eventType":"1""#, with: #""eventType":1"#),
                base.replacingOccurrences(of: #""msgType":"NOTIFICATION""#, with: #""msgType":"TEXT""#),
                Self.copy(convType: "PERSON"),
                Self.copy(extra: #","ext":"{}""#),
                Self.copy(Self.document.replacingOccurrences(of: #""ids":["b","c"]"#, with: #""ids":"b,c""#)),
                Self.copy(Self.document.replacingOccurrences(of: #""ids":["b","c"]"#, with: #""ids":["b",3]"#)),
                Self.copy(Self.document.replacingOccurrences(of: #""ids":["b","c"]"#, with: #""ids":["b","c"],"id":null"#)),
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"77"}"#, with: #"{"1":"77","14":null}"#)),
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"77"}"#, with: #"[]"#)),
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"a","3":"A"}"#, with: #"{"3":"A"}"#)),
                Self.copy(Self.document.replacingOccurrences(of: #"{"1":"a","3":"A"}"#, with: #"{"1":"a","3":7}"#)),
                Self.copy(Self.wire(#"{"id":"b","mute":"1","uinfos":[]}"#, op: 10)),
                Self.copy(Self.wire(#"{"id":"b","leave":1,"uinfos":[]}"#, op: 6)),
                Self.copy(Self.document.replacingOccurrences(of: #""id":0"#, with: #""id":"0""#)),
                Self.copy(Self.document.replacingOccurrences(of: #""id":0"#, with: #""id":3"#)),
                Self.copy(Self.document.replacingOccurrences(of: #""id":0"#, with: #""id":404"#), convType: "SUPER_TEAM"),
                Self.copy(#"{"data":{"ids":["b"]"#),
                Self.copy(#"[{"data":{},"id":0}]"#),
                Self.copy(#"{"data":[],"id":0}"#),
                Self.document,
                base.replacingOccurrences(of: #","to""#, with: #", "to""#),
            ]
            for record in left {
                #expect(try nimToUnified.check([Array(record.utf8)]) == 0, "to unified: \(record)")
                #expect(try nimToZIM.check([Array(record.utf8)]) == 0, "to zim:sdk: \(record)")
            }
        }
    }
}
