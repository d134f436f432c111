import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

extension SlotPathTests {
    /// `nim:server` message copies of updates of a team's or super team's profile (ops 3 and 404, with
    /// update tags in `tinfo`), on the slot path to unified, to `tim:web` (group-profile tips) and to
    /// `zim:sdk`: the fixtures, mutants of them and probes of each rule of the tag reader
    /// (`NIMUpdateTagReader`) and the writers give what the general path gives, and the reader takes
    /// the ones it is for.
    @Suite struct NIMProfiles {
        /// The comparisons from `nim:server` to unified, `zim:sdk` and `tim:web`.
        private let nim: NIMServer

        init() throws {
            nim = try NIMServer()
        }

        /// The update tags of a team's profile the table knows, and those of a super team's (no 100).
        private static let teamTags: Set<String> = ["3", "6", "14", "15", "16", "18", "19", "20", "21", "22", "23", "24", "100", "101"]
        private static let superTeamTags = teamTags.subtracting(["100"])

        /// Whether the reader reads an update of `op` (as the table knows it: 3 or 404) whose wire data
        /// is `data`: tags it knows for the op, at least one, every value a string, a mute of a mode
        /// the tables know (tag 101's, else tag 100's).
        static func readsUpdate(op: Int64, data: JSONObject) -> Bool {
            guard let tinfo = data["tinfo"]?.objectValue else { return false }
            let tags = tinfo.members.map(\.key).filter { $0 != "1" }
            let known = op == 3 ? teamTags : superTeamTags
            guard !tags.isEmpty, tags.allSatisfy(known.contains), tinfo.members.allSatisfy({ $0.value.stringValue != nil }) else { return false }
            if let type = tinfo["101"] { return ["0", "1", "3"].contains(type.stringValue) }
            if let flag = tinfo["100"] { return ["0", "1"].contains(flag.stringValue) }
            return true
        }

        /// The update tags of a record's `tinfo` but the team ID, or nil for a record that is no update.
        private static func updateTags(_ record: JSONValue) -> Set<String>? {
            guard let attach = NIMServer.attach(of: record), let op = attach["id"]?.numberValue?.int64, op == 3 || op == 404,
                let tinfo = attach["data"]?["tinfo"]?.objectValue
            else { return nil }
            return Set(tinfo.members.map(\.key).filter { $0 != "1" })
        }

        /// Whether the record is an update the reader takes.
        private static func isUpdateTaken(_ record: JSONValue) -> Bool {
            updateTags(record) != nil && NIMServer.isTaken(record)
        }

        @Test func everyFixtureOfAProfileUpdateIsTakenAndGivesWhatTheGeneralPathGives() throws {
            var updates = 0
            var (toTIM, toZIM) = (0, 0)
            for fixture in FixtureCase.all(vendor: "nim", flavour: "server") {
                let record = try #require(try GoldenFile.read(fixture.recordPath))
                guard Self.updateTags(record) != nil else { continue }
                // Fixtures are written with whitespace; the slot path takes compact records.
                let bytes = JSONWriter.compactBytes(record)
                let taken = Self.isUpdateTaken(record)
                let tim = try nim.nimToTIM.check([bytes])
                let zim = try nim.nimToZIM.check([bytes])
                #expect(try nim.nimToUnified.check([bytes]) == (taken ? 1 : 0), "\(fixture): taken to unified, one it reads: \(taken)")
                // A change of vendor fields alone (to ZIM, or of the introduction too) is a text message
                // the slot path writes too (`SlotFallback`).
                #expect(tim == (taken ? 1 : 0), "\(fixture): taken to tim:web")
                #expect(zim == (taken ? 1 : 0), "\(fixture): taken to zim:sdk")
                if taken { updates += 1 }
                (toTIM, toZIM) = (toTIM + tim, toZIM + zim)
            }
            // Names, texts, avatars, vendor fields, mutes of tags 100, 101 and both; teams and super teams.
            #expect(updates == 14, "the slot path took \(updates) fixtures of profile updates")
            #expect(toTIM == 14 && toZIM == 14, "to tim:web \(toTIM), to zim:sdk \(toZIM)")
        }

        @Test func mutantsTakenGiveWhatTheGeneralPathGives() throws {
            let (taken, count) = try SlotPathTests.checkMutants(
                vendor: "nim", flavour: "server", where: Self.isUpdateTaken, NIMServer.mutations, through: [nim.nimToUnified, nim.nimToTIM, nim.nimToZIM])
            #expect(taken[0] >= 200 && taken[1] >= 170 && taken[2] >= 160, "of \(count) mutants, taken to unified, tim:web and zim:sdk: \(taken)")
        }

        /// A compact message copy from `a` to team `77` of an update of `op` with `tinfo` (and cards
        /// of `a` and `b`), its `attach` a JSON string or the object itself.
        private static func update(_ tinfo: String, op: Int = 3, convType: String = "TEAM", asObject: Bool = false) -> String {
            NIMServer.copy(
                NIMServer.wire(#"{"tinfo":"# + tinfo + #","uinfos":[{"1":"a","3":"A"},{"1":"b","3":"B"}]}"#, op: op), convType: convType,
                asObject: asObject)
        }

        /// Checks `records` taken to unified, to `tim:web` and to `zim:sdk`, each giving what the general
        /// path gives.
        private func expectTaken(_ records: [String]) throws {
            for record in records {
                let bytes = Array(record.utf8)
                #expect(try nim.nimToUnified.check([bytes]) == 1, "to unified: \(record)")
                #expect(try nim.nimToTIM.check([bytes]) == 1, "to tim:web: \(record)")
                #expect(try nim.nimToZIM.check([bytes]) == 1, "to zim:sdk: \(record)")
            }
        }

        @Test func everyTagOfTeamsAndSuperTeams() throws {
            // Texts, alone and together, empty, with escapes; as a string or an object; super teams, and a
            // super-team copy carrying the team's op.
            try expectTaken([
                Self.update(#"{"1":"77","3":"N"}"#),
                Self.update(#"{"1":"77","15":"T"}"#),
                Self.update(#"{"1":"77","20":"https://x/g.png"}"#),
                Self.update(#"{"1":"77","3":"N","15":"","20":"U"}"#),
                Self.update(#"{"1":"77","3":"N \"q\" \u00e9 \\ 🌊"}"#),
                Self.update(#"{"3":"N","1":"77"}"#, asObject: true),
                Self.update(#"{"1":"77","3":"N \"q\" \u00e9"}"#, asObject: true),
                Self.update(#"{"1":"77","3":"N","15":"T"}"#, op: 404, convType: "SUPER_TEAM"),
                Self.update(#"{"1":"77","20":"U"}"#, convType: "SUPER_TEAM"),
                Self.update(#"{"3":"N"}"#),
                // The mute: tag 101 (its raw mode kept), tag 100 alone, both (101 says it; 100's value is not read).
                Self.update(#"{"1":"77","101":"3"}"#),
                Self.update(#"{"1":"77","101":"0"}"#),
                Self.update(#"{"1":"77","100":"0"}"#),
                Self.update(#"{"1":"77","100":"1","101":"3"}"#),
                Self.update(#"{"1":"77","101":"0","100":"junk"}"#),
                Self.update(#"{"1":"77","101":"03"}"#),
                Self.update(#"{"1":"77","101":"3"}"#, op: 404, convType: "SUPER_TEAM"),
                Self.update(#"{"1":"77","101":"0","3":"N"}"#, op: 404, convType: "SUPER_TEAM"),
                // Vendor fields beside a text or a mute, each reported left out where tips and tips messages have none.
                Self.update(#"{"1":"77","3":"N","6":"200","16":"1","18":"{\"k\":1}","19":"s","21":"0","22":"1","23":"0","24":"1"}"#),
                Self.update(#"{"1":"77","101":"3","22":"0"}"#, op: 404, convType: "SUPER_TEAM"),
                Self.update(#"{"1":"77","15":"T","18":"e\u00e9\n"}"#, asObject: true),
            ])
            // A mute of regular members: tips mute everyone (reported); ZIM's tips say it.
            try expectTaken([Self.update(#"{"1":"77","101":"1"}"#), Self.update(#"{"1":"77","100":"1"}"#), Self.update(#"{"1":"77","100":"1","3":"N"}"#)])
            // An introduction: tips say it, ZIM's tips do not (a text message there); beside a name, a loss.
            try expectTaken([Self.update(#"{"1":"77","14":"I"}"#), Self.update(#"{"1":"77","14":""}"#, asObject: true)])
            try expectTaken([Self.update(#"{"1":"77","14":"I","3":"N"}"#)])
            // Vendor fields alone: a text message for both vendors, which the slot path writes too.
            try expectTaken([
                Self.update(#"{"1":"77","6":"200"}"#), Self.update(#"{"1":"77","18":"x","19":"y"}"#, op: 404, convType: "SUPER_TEAM"),
                Self.update(#"{"1":"77","16":"1","18":"{\"v\":1}"}"#),
            ])
        }

        /// A change of vendor fields alone to `tim:web`, a text message: said by `--fallback-sender`,
        /// none with `--fallback drop`; a table of one's own gives the level of a profile change (dropped,
        /// or a text message even for a name, with no reason).
        @Test func vendorFieldsAloneToTIMWeb() throws {
            let vendorFields = [Array(Self.update(#"{"1":"77","16":"1","21":"0"}"#).utf8)]
            let name = [Array(Self.update(#"{"1":"77","3":"N"}"#).utf8)]
            #expect(try SlotPathComparison(from: "nim:server", to: "tim:web", fallbackSender: "bot").check(vendorFields) == 1)
            #expect(try SlotPathComparison(from: "nim:server", to: "tim:web", fallback: .drop).check(vendorFields) == 0)
            func table(_ level: String) throws -> SlotPathComparison {
                let table = try FlavourCatalog.mappingTable(
                    bytes: Array(#"{"vendor": "tim", "flavours": [{"name": "web", "capabilities": {"group.profileChanged": "\#(level)"}}]}"#.utf8))
                return try SlotPathComparison(from: "nim:server", to: "tim:web", mappings: [table])
            }
            #expect(try table("dropped").check(vendorFields) == 0)
            let fallback = try table("fallback")
            #expect(try fallback.check(vendorFields) == 1)
            #expect(try fallback.check(name) == 1)
        }

        /// A change of many vendor fields (tags of a table of one's own): the tips writer has places for
        /// the losses of sixteen, and leaves more to the general path.
        @Test func manyVendorFields() throws {
            let rules = (30..<47).map {
                #"{"codes": {"op": 3, "tags": \#($0)}, "name": "T\#($0)", "kind": "group.profileChanged", "field": "joinMode", "team": "normal"}"#
            }
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    (#"{"vendor": "nim", "flavours": [{"name": "server", "codeFields": ["op", {"name": "tags", "set": true, "numbersAsStrings": true}], "rules": ["#
                        + rules.joined(separator: ",") + "]}]}").utf8))
            let toUnified = try SlotPathComparison(from: "nim:server", to: "unified", mappings: [table])
            let toTIM = try SlotPathComparison(from: "nim:server", to: "tim:web", mappings: [table])
            func update(_ count: Int) -> [UInt8] {
                Array(Self.update(#"{"1":"77","3":"N","# + (30..<30 + count).map { #""\#($0)":"v""# }.joined(separator: ",") + "}").utf8)
            }
            #expect(try toUnified.check([update(16), update(17)]) == 2)
            #expect(try toTIM.check([update(16)]) == 1)
            #expect(try toTIM.check([update(17)]) == 0)
        }

        /// Records the reader leaves to the general path, each breaking one of its rules: an unknown
        /// tag (reported), a tag twice, escaped or spelled otherwise than the table's number, a value
        /// that is no string, a mute value no table knows or that is no plain digits, a super team's
        /// tag 100, an update of the team ID alone or without `tinfo`.
        @Test func updatesItLeavesToTheGeneralPath() throws {
            let left = [
                Self.update(#"{"1":"77","3":"N","250":"x"}"#),
                Self.update(#"{"1":"77","250":"x"}"#),
                Self.update(#"{"1":"77","3":"N","3":"M"}"#),
                Self.update(#"{"1":"77","1":"78","3":"N"}"#),
                Self.update(#"{"1":"77","\u0033":"N"}"#),
                Self.update(#"{"1":"77","03":"N"}"#),
                Self.update(#"{"1":"77","3":7}"#),
                Self.update(#"{"1":"77","3":null}"#),
                Self.update(#"{"1":77,"3":"N"}"#),
                Self.update(#"{"1":"77","101":"2"}"#),
                Self.update(#"{"1":"77","101":"+3"}"#),
                Self.update(#"{"1":"77","101":""}"#),
                Self.update(#"{"1":"77","101":"\u0033"}"#),
                Self.update(#"{"1":"77","100":"3"}"#),
                Self.update(#"{"1":"77","100":"x"}"#),
                Self.update(#"{"1":"77","100":"1"}"#, op: 404, convType: "SUPER_TEAM"),
                Self.update(#"{"1":"77"}"#),
                Self.update(#"{}"#),
                Self.update(#"[]"#),
                Self.update(#"{"1":"77","3":"N"}"#, op: 3).replacingOccurrences(of: #"\"tinfo\":{\"1\":\"77\",\"3\":\"N\"},"#, with: ""),
            ]
            for record in left {
                let bytes = Array(record.utf8)
                #expect(try nim.nimToUnified.check([bytes]) == 0, "to unified: \(record)")
                #expect(try nim.nimToTIM.check([bytes]) == 0, "to tim:web: \(record)")
                #expect(try nim.nimToZIM.check([bytes]) == 0, "to zim:sdk: \(record)")
            }
        }

        /// A table of one's own changes what the reader takes as the general path reads it: a tag it
        /// gives another field, a tag of its own, a tag it gives another kind.
        @Test func aTableOfOnesOwnIsReadAsTheGeneralPathReadsIt() throws {
            let table = try FlavourCatalog.mappingTable(
                bytes: Array(
                    #"""
                    {"vendor": "nim", "flavours": [{"name": "server", "codeFields": ["op", {"name": "tags", "set": true, "numbersAsStrings": true}], "rules": [
                      {"codes": {"op": 3, "tags": 3}, "name": "Intro", "kind": "group.profileChanged", "field": "introduction", "team": "normal"},
                      {"codes": {"op": 3, "tags": 7}, "name": "Notice", "kind": "group.profileChanged", "field": "notice", "team": "normal"},
                      {"codes": {"op": 3, "tags": 8}, "name": "Other", "kind": "unrecognized", "team": "normal"}]}]}
                    """#
                    .utf8))
            let toUnified = try SlotPathComparison(from: "nim:server", to: "unified", mappings: [table])
            let toTIM = try SlotPathComparison(from: "nim:server", to: "tim:web", mappings: [table])
            let taken = [Self.update(#"{"1":"77","3":"I"}"#), Self.update(#"{"1":"77","7":"T","15":"N"}"#)]
            #expect(try toUnified.check(taken.map { Array($0.utf8) }) == taken.count)
            #expect(try toTIM.check(taken.map { Array($0.utf8) }) == taken.count)
            let left = [Self.update(#"{"1":"77","8":"x"}"#), Self.update(#"{"1":"77","3":"I","8":"x"}"#)]
            #expect(try toUnified.check(left.map { Array($0.utf8) }) == 0)
        }
    }
}
