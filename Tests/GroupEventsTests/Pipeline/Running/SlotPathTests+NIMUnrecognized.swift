import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `nim:server` message copies of ops the table does not name (kept as `unrecognized`, with the
    /// mapping's `unknown-code` warning and no word of their name cards), on the slot path to unified,
    /// to `zim:sdk` and to `tim:web` (a text message each): the fixtures, mutants of them and probes of
    /// each rule of the reader and of the `tim:web` writer's text messages give what the general path
    /// gives, and they take the ones they are for.
    @Suite struct NIMUnrecognized {
        /// The comparisons from `nim:server` to unified, `zim:sdk` and `tim:web`.
        private let nim: NIMServer

        init() throws {
            nim = try NIMServer()
        }

        /// Whether a record is a message copy the reader takes of an op the table does not name.
        private static func isUnknownOp(_ record: JSONValue) -> Bool {
            guard NIMServer.isTaken(record), let written = NIMServer.attach(of: record)?["id"]?.numberValue?.int64 else { return false }
            let op = record["convType"]?.stringValue == "SUPER_TEAM" ? NIMServer.superTeamOps[written] ?? written : written
            return !NIMServer.tableNames(op)
        }

        /// How many of `records` each comparison takes: to unified, `zim:sdk` and `tim:web`.
        private func taken(_ records: [String]) throws -> [Int] {
            let bytes = records.map { Array($0.utf8) }
            return try [nim.nimToUnified, nim.nimToZIM, nim.nimToTIM].map { try $0.check(bytes) }
        }

        @Test func fixturesOfUnknownOpsAreTakenAndGiveWhatTheGeneralPathGives() throws {
            var records: [String] = []
            for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
                // Fixtures are written with whitespace; the slot path takes compact records.
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                if Self.isUnknownOp(record) { records.append(JSONWriter.compactString(record)) }
            }
            #expect(records.count == 2, "op 11 of a team and op 412 of a super team")
            #expect(try taken(records) == [2, 2, 2])
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let (taken, count) = try SlotPathTests.checkMutants(
                vendor: "nim", flavour: "server", where: Self.isUnknownOp, NIMServer.mutations, through: [nim.nimToUnified, nim.nimToZIM, nim.nimToTIM])
            #expect(taken[0] >= 25 && taken[1] >= 25 && taken[2] >= 25, "of \(count) mutants, taken to unified, zim:sdk and tim:web: \(taken)")
        }

        /// A copy from `a` to team `77` of op 11, naming `b` and with cards of `a` and `b`: `data` and
        /// `op` replaced where given.
        private static func unknown(
            _ data: String = #"{"ids":["b"],"uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]}"#, op: Int = 11, convType: String = "TEAM",
            asObject: Bool = false
        ) -> String {
            NIMServer.copy(NIMServer.wire(data, op: op), convType: convType, asObject: asObject)
        }

        /// Copies of ops no rule names, each taken by the reader and both writers: the warning names the
        /// op as written and where it lies; the people, times and IDs are read as any op's, and the name
        /// cards of people the event does not name get no warning.
        @Test func unknownOpsItTakes() throws {
            let records = [
                Self.unknown(),
                Self.unknown(asObject: true),
                Self.unknown(op: 412, convType: "SUPER_TEAM"),
                Self.unknown(op: 412),
                // A super-team copy of an op with no super-team twin, ops far out.
                Self.unknown(convType: "SUPER_TEAM"),
                Self.unknown(op: 99_999),
                Self.unknown(op: -1),
                // No name cards, no card of the sender, a card with escapes, data of any shape the codec reads.
                Self.unknown(#"{"ids":["b"]}"#),
                Self.unknown(#"{"id":"b","uinfos":[{"1":"b","3":"B"}],"tinfo":{"1":"77","3":"N"},"mute":1,"leave":true}"#),
                Self.unknown(#"{"uinfos":[{"1":"a","3":"A \"q\" \u00e9 \\ 🌊"}]}"#),
                Self.unknown(#"{"uinfos":[{"1":"a","3":"A \"q\" \u00e9"}]}"#, asObject: true),
                Self.unknown(#"{}"#),
                // Targets with escapes, which the event does not read.
                Self.unknown(#"{"ids":["\u0062"]}"#),
                // The envelope: a time as a number, none; no message ID; a group ID with escapes (unified only, below).
                Self.unknown().replacingOccurrences(of: #""msgTimestamp":"1718000000031""#, with: #""msgTimestamp":1718000000031"#),
                Self.unknown().replacingOccurrences(of: #","msgTimestamp":"1718000000031""#, with: ""),
                Self.unknown().replacingOccurrences(of: #","msgidServer":"7392815520153600001""#, with: ""),
            ]
            #expect(try taken(records) == [records.count, records.count, records.count])
        }

        /// Copies of unknown ops left to the general path, each breaking one rule: what the codec reads
        /// otherwise or reports, an update of no tag the table knows (unknown too, but by its tags).
        @Test func unknownOpsItLeaves() throws {
            let left = [
                Self.unknown(#"{"id":"b","mute":"1"}"#),
                Self.unknown(#"{"tinfo":{"1":"77","3":7}}"#),
                Self.unknown(#"{"ids":"b"}"#),
                Self.unknown(#"{"ids":["b"],"uinfos":[{"3":"A"}]}"#),
                Self.unknown().replacingOccurrences(of: #"\"id\":11"#, with: #"\"id\":\"11\""#),
                Self.unknown().replacingOccurrences(of: #"\"id\":11"#, with: #"\"id\":11,\"id\":12"#),
                Self.unknown().replacingOccurrences(of: #""to":"77""#, with: #""to":77"#),
                NIMServer.copy(NIMServer.wire(#"{"ids":["b"]}"#, op: 11), extra: #","ext":"{}""#),
                Self.unknown(#"{"tinfo":{"1":"77","250":"x"}}"#, op: 3),
            ]
            for record in left { #expect(try taken([record]) == [0, 0, 0], "\(record)") }
            // A group ID with escapes: unified copies it, and `tim:web`'s conversation ID would spell it anew.
            let escaped = Self.unknown().replacingOccurrences(of: #""to":"77""#, with: #""to":"7\u0037""#)
            #expect(try taken([escaped]) == [1, 1, 0])
        }

        /// A table of one's own decides which ops no rule names, as the general path finds them: an op
        /// it gives a kind the reader takes, one it names as `unrecognized` (no warning) or of a kind the
        /// reader leaves, and one it does not name.
        @Test func aTableOfOnesOwnDecidesWhichOpsNoRuleNames() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "nim", "flavours": [{"name": "server", "codeFields": ["op"], "rules": [
                      {"codes": {"op": 11}, "name": "Kick", "kind": "member.kicked"},
                      {"codes": {"op": 412}, "name": "Pin", "kind": "unrecognized", "meaning": "pinnedMessagesChanged"},
                      {"codes": {"op": 13}, "name": "Created", "kind": "group.created"}]}]}
                    """#
                    .utf8))
            let comparisons = try ["unified", "zim:sdk", "tim:web"].map { try SlotPathComparison(from: "nim:server", to: $0, mappings: [table]) }
            func taken(_ op: Int) throws -> [Int] { try comparisons.map { try $0.check([Array(Self.unknown(op: op).utf8)]) } }
            #expect(try taken(11) == [1, 1, 1])
            #expect(try taken(412) == [0, 0, 0])
            #expect(try taken(13) == [0, 0, 0])
            #expect(try taken(12) == [1, 1, 1])
        }

        /// The `tim:web` writer's text message: said by `--fallback-sender`, in the language asked; none
        /// with `--fallback drop`; a table of one's own gives the levels (`unrecognized` dropped, a
        /// dismissal written as a text message).
        @Test func textMessagesToTIMWeb() throws {
            let record = [Array(Self.unknown().utf8)]
            #expect(try SlotPathComparison(from: "nim:server", to: "tim:web", fallbackSender: "bot \"b\"").check(record) == 1)
            #expect(try SlotPathComparison(from: "nim:server", to: "tim:web", language: .simplifiedChinese).check(record) == 1)
            #expect(try SlotPathComparison(from: "nim:server", to: "tim:web", fallback: .drop).check(record) == 0)
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "tim", "flavours": [{"name": "web", "capabilities": {"unrecognized": "dropped", "group.dismissed": "fallback"}}]}
                    """#
                    .utf8))
            let custom = try SlotPathComparison(from: "nim:server", to: "tim:web", mappings: [table])
            #expect(try custom.check(record) == 0)
            let dismissal = NIMServer.copy(NIMServer.wire(#"{"uinfos":[{"1":"a","3":"A"}]}"#, op: 4))
            #expect(try custom.check([Array(dismissal.utf8)]) == 1)
        }
    }
}
