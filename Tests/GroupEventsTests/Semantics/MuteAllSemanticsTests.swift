import GroupEventsCore
import GroupEventsJSON
import Testing

/// A group-wide mute between ZIM's `groupMutedInfo` modes (none, regular members, everyone, roles;
/// with an expiry), NIM's tags 100 / 101 and V2's `chatBannedMode` (none, regular members, everyone;
/// no term) and TIM's mute-all (everyone or no one): each source's scope into every vendor's flavours,
/// every change of scope or term reported at `profile.mute`.
@Suite struct MuteAllSemanticsTests {
    static let sources: [(flavour: String, name: String)] = [
        ("zim:sdk", "group-mute-all-web"), ("zim:sdk", "group-mute-normal-web"), ("zim:sdk", "group-mute-none-web"),
        ("zim:sdk", "group-mute-custom-dart-newer"), ("nim:server", "team-muted-all-tag-100"), ("nim:server", "team-mute-normal-tag-101"),
        ("nim:server", "team-unmuted-all-tags-100-101"), ("nim:web", "team-mute-normal"), ("tim:v2", "group-mute-all-on"),
        ("tim:web", "group-mute-all-off-raw-2x"),
    ]
    static let targets = ["zim:sdk", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi", "tim:server"]

    /// The scope a vendor says for a source's scope: ZIM says them all; NIM has no mute by role (its
    /// nearest: regular members alone, or everyone once a higher role is muted); TIM only everyone or no one.
    static func expected(_ scope: GroupMuteSetting.Scope, in vendor: String) -> GroupMuteSetting.Scope {
        var scope = scope
        if vendor != "zim", case .roles(let roles) = scope {
            scope = roles.contains { ($0.level ?? .member) > .member } ? .all : .members
        }
        if vendor == "tim", scope == .members { scope = .all }
        return scope
    }

    @Test(arguments: sources)
    func eachScopeReachesEveryVendor(_ flavour: String, _ name: String) throws {
        let record = try Crossing.record(flavour, name)
        for target in Self.targets where target.split(separator: ":")[0] != flavour.split(separator: ":")[0] {
            let crossing = try Crossing(record, from: flavour, to: target)
            let source = try #require(crossing.translation.events.first?.profile?.mute, "\(name) is a group mute")
            let vendor = String(target.split(separator: ":")[0])
            let written = try #require(crossing.event?.profile?.mute, "\(name) → \(target): \(crossing.diagnostics)")
            #expect(written.scope == Self.expected(source.scope, in: vendor), "\(name) → \(target)")
            if written.scope != source.scope || written.term != source.term {
                #expect(crossing.reports(JSONPath(keys: "profile", "mute")), "\(name) → \(target): the change is reported, \(crossing.diagnostics)")
            }
        }
    }

    @Test func zimWritesATermlessMuteAsWithoutEnd() throws {
        let crossing = try Crossing(try Crossing.record("tim:v2", "group-mute-all-on"), from: "tim:v2", to: "zim:sdk")
        #expect(crossing.output?["changeInfo"]?["groupMutedInfo"] == (try JSONReader().read(#"{"mode": 2, "expiredTime": -1, "roles": []}"#)))
        #expect(crossing.reports(JSONPath(keys: "profile", "mute", "term"), .approximated))
        let none = try Crossing(try Crossing.record("tim:web", "group-mute-all-off-raw-2x"), from: "tim:web", to: "zim:sdk")
        #expect(none.output?["changeInfo"]?["groupMutedInfo"]?["expiredTime"] == 0, "no one muted: no term to give")
    }

    @Test func aMuteByRoleIsTheNearestScopeInNIMAndTIM() throws {
        // ZIM's custom mode muting admins and members until a time.
        let custom = try Crossing.record("zim:sdk", "group-mute-custom-dart-newer")
        let nim = try Crossing(custom, from: "zim:sdk", to: "nim:server")
        #expect(nim.nimAttach?["data"]?["tinfo"]?["101"] == "3", "everyone: NIM's 3, never ZIM's raw 3 taken as NIM's")
        #expect(nim.diagnostics.filter { $0.code == .approximated }.count == 2, "the scope and the term: \(nim.diagnostics)")
        let tim = try Crossing(custom, from: "zim:sdk", to: "tim:v2")
        #expect(tim.output?["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue?.first?["boolValue"] == true)
        #expect(tim.reports(JSONPath(keys: "profile", "mute"), .approximated))
    }

    @Test func nimsTag100AloneMutesRegularMembers() throws {
        // The older team mute ("1" alone) leaves the owner and managers free to speak, as NIM's web SDK reads it.
        let tag100 = try Crossing(try Crossing.record("nim:server", "team-muted-all-tag-100"), from: "nim:server", to: "zim:sdk")
        #expect(tag100.translation.events.first?.profile?.mute?.scope == .members)
        #expect(tag100.event?.profile?.mute?.scope == .members, "ZIM mutes regular members too: \(tag100.diagnostics)")
        #expect(!tag100.reports(JSONPath(keys: "profile", "mute", "scope")))
        // Everyone muted is never written as tag 100 alone, which NIM reads as regular members.
        let everyone = try Crossing.record("tim:web", "group-mute-all-on")
        let server = try Crossing(everyone, from: "tim:web", to: "nim:server")
        #expect(server.nimAttach?["data"]?["tinfo"]?["101"] == "3" && server.nimAttach?["data"]?["tinfo"]?["100"] == nil)
        let web = try Crossing(everyone, from: "tim:web", to: "nim:web")
        #expect(web.output?["attach"]?["team"]?["muteType"] == "all")
        #expect([server, web].allSatisfy { $0.event?.profile?.mute?.scope == .all })
    }

    @Test func anotherVendorsUnknownModeIsNotWrittenAsARawNumber() throws {
        let unknown = try Crossing.record("zim:sdk", "group-mute-unknown-mode-web")
        for target in ["nim:server", "tim:server"] {
            let crossing = try Crossing(unknown, from: "zim:sdk", to: target)
            #expect(crossing.event?.profile?.mute?.scope != .unknown || crossing.translation.outcome == .fallback, "\(target): \(crossing.diagnostics)")
            #expect(crossing.reports(JSONPath(keys: "profile", "mute")) || crossing.translation.outcome == .fallback, "\(target)")
        }
    }
}
