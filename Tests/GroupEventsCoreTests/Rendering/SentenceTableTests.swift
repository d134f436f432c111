import GroupEventsCore
import GroupEventsJSON
import Testing

/// Sentences are made from a language's table: a third language is a new table and nothing else,
/// and each built-in table keeps its own terms consistent.
@Suite struct SentenceTableTests {
    /// A pseudo-language written in capitals: a sentence with a lower-case letter in it has taken
    /// words from somewhere other than this table.
    static let shouted: SentenceTable = {
        var table = SentenceTable.english
        table.languageTag = "x-shout"
        table.capitalizesSentences = false
        table.listSeparator = " + "
        table.listFinalSeparator = " ++ "
        table.changeSeparator = " / "
        table.changeFinalSeparator = " // "
        table.clauseSeparator = " | "
        table.someone = "SOMEBODY"
        table.groupCreated = "{actor} MADE GROUP"
        table.groupCreatedWithMembers = "{actor} MADE GROUP WITH {members}"
        table.groupDismissed = "{actor} ENDED GROUP"
        table.groupDismissedWithoutActor = "GROUP ENDED"
        table.groupRecycled = "GROUP RECLAIMED"
        table.ownerTransferred = "{actor} GAVE GROUP TO {owner}"
        table.ownerTransferredWithoutActor = "{owner} NOW OWNS GROUP"
        table.ownerTransferredWithoutOwner = "{actor} GAVE GROUP AWAY"
        table.ownerChanged = "OWNER CHANGED"
        table.memberJoined = "{members} IN"
        table.memberJoinedByInvitation = "{actor} BROUGHT {members} IN"
        table.memberJoinedByApproval = "{actor} LET {members} IN"
        table.memberAcceptedInvitation = "{members} SAID YES AND CAME IN"
        table.memberLeft = "{members} OUT"
        table.memberKicked = "{actor} THREW {members} OUT"
        table.memberKickedWithoutActor = PluralTemplate(one: "{members} THROWN OUT", other: "{members} ALL THROWN OUT")
        table.roleTitles = [.owner: "BOSS", .admin: PluralTemplate(one: "KEEPER", other: "KEEPERS"), .member: "PLAIN"]
        table.roleGiven = "{actor} MADE {members} {role}"
        table.roleGivenWithoutActor = "{members} NOW {role}"
        table.roleChanged = "{actor} CHANGED ROLE OF {members}"
        table.roleChangedWithoutActor = "ROLE OF {members} CHANGED"
        table.memberMuted = "{actor} HUSHED {members}"
        table.memberMutedForever = "{actor} HUSHED {members} FOREVER"
        table.memberMutedUntil = "{actor} HUSHED {members} TILL {time}"
        table.memberMutedFor = "{actor} HUSHED {members} FOR {length}"
        table.memberUnmuted = "{actor} UNHUSHED {members}"
        table.joinRequested = "{members} KNOCKED"
        table.joinRequestAccepted = "{actor} OPENED FOR {members}"
        table.joinRequestRejected = "{actor} TURNED AWAY {members}"
        table.invitationSent = "{actor} ASKED {members} IN"
        table.invitationAccepted = "{members} SAID YES"
        table.invitationDeclined = "{members} SAID NO"
        table.customNotice = "{actor} SAYS: {text}"
        table.customNoticeWithoutActor = "NOTICE: {text}"
        table.profileChanged = "{actor}: {changes}"
        table.nameChanged = "NAME := {value}"
        table.nameField = "NAME"
        table.noticeField = "BOARD"
        table.introductionField = "ABOUT"
        table.avatarField = "PICTURE"
        table.fieldChanged = "{field} := {value}"
        table.fieldReplaced = "NEW {field}"
        table.fieldCleared = "{field} := NOTHING"
        table.fieldWithKey = "{field}[{key}]"
        table.quotedValue = "«{text}»"
        table.unlabelledFieldChanged = "{field} CHANGED"
        table.profileChangedWithoutFields = "PROFILE CHANGED"
        table.everyoneMuted = "ALL HUSHED"
        table.regularMembersMuted = "PLAIN ONES HUSHED"
        table.rolesMuted = "{roles} HUSHED"
        table.groupMuteLifted = "HUSH LIFTED"
        table.unknownGroupMuteMode = "HUSH MODE {mode}"
        table.groupMuteUntil = " TILL {time}"
        table.groupMuteFor = " FOR {length}"
        table.roleHolders = [.owner: "BOSSES", .admin: "KEEPERS", .member: "PLAIN ONES"]
        table.rawRoleHolders = "ROLE {role}"
        table.unknownRoleHolders = "SOME ROLES"
        table.utcTime = "{time} Z"
        table.zonedTime = "{time} @ {zone}"
        table.days = PluralTemplate(one: "{count} DAY", other: "{count} DAYS")
        table.hours = PluralTemplate(one: "{count} HOUR", other: "{count} HOURS")
        table.minutes = PluralTemplate(one: "{count} MIN", other: "{count} MINS")
        table.seconds = PluralTemplate(one: "{count} SEC", other: "{count} SECS")
        table.unitSeparator = "+"
        table.unrecognized = "WHAT? {flavour}{codes}"
        table.unrecognizedWebhook = "WHAT HOOK? {flavour}{codes}"
        table.codeList = " [{codes}]"
        table.codeSeparator = "; "
        table.knownNotifications = table.knownNotifications.mapValues { _ in "KNOWN THING" }
        table.knownNotifications["messagePinned"] = "MESSAGE PINNED"
        return table
    }()

    let source = EventSource(flavour: FlavourID(vendor: "ZIM", flavour: "SDK"), codes: ["EVENT": .integer(42)])
    let alice = GroupMember(userID: "ALICE")
    let bob = GroupMember(userID: "BOB")
    let carol = GroupMember(userID: "CAROL")

    /// Events of every kind, in the forms that pick different templates: with and without an actor,
    /// one member or several, each join method, role, mute and profile field.
    var everyShape: [GroupEvent] {
        var events: [GroupEvent] = []
        for kind in GroupEventKind.predefined + [GroupEventKind(rawValue: "ACME.POLL")] {
            for actor in [alice, nil] {
                for members in [[], [bob], [bob, carol]] {
                    events.append(GroupEvent(kind: kind, actor: actor, members: members, text: "HI", source: source))
                }
            }
        }
        for method in JoinMethod.allCases {
            events.append(GroupEvent(kind: .memberJoined, actor: alice, members: [bob], joinMethod: method, source: source))
        }
        for level in GroupRole.Level.allCases {
            events.append(GroupEvent(kind: .memberRoleChanged, actor: alice, members: [bob, carol], role: GroupRole(level: level), source: source))
        }
        for mute in [MuteState.lifted, .forever, .muted, .until(milliseconds: 1_718_003_700_000), .duration(seconds: 3_661)] {
            events.append(GroupEvent(kind: .memberMuted, actor: alice, members: [bob], mute: mute, source: source))
        }
        events.append(
            GroupEvent(
                kind: .memberMuted, actor: alice, members: [GroupMember(userID: "BOB", mute: .lifted), GroupMember(userID: "CAROL", mute: .forever)],
                source: source))
        events.append(GroupEvent(kind: .groupOwnerTransferred, actor: alice, members: [bob], newOwner: bob, source: source))
        let scopes: [GroupMuteSetting.Scope] = [
            .none, .all, .members, .roles([GroupRole(level: .admin), GroupRole(level: nil, raw: 9), GroupRole(level: nil)]), .unknown,
        ]
        for scope in scopes {
            let setting = GroupMuteSetting(scope: scope, term: .until(milliseconds: 0), rawMode: 7)
            events.append(GroupEvent(kind: .groupProfileChanged, actor: alice, profile: GroupProfileChange(mute: setting), source: source))
        }
        let labelled = [GroupProfileChange.Field(name: "X.MODE", value: .integer(1)), GroupProfileChange.Field(name: "X.CUSTOM.KEY", value: "V")]
        for profile in [
            GroupProfileChange(name: "N", notice: "B", introduction: "A", avatarURL: "HTTPS://P", other: labelled),
            GroupProfileChange(name: "", notice: "", introduction: "", avatarURL: "", other: [GroupProfileChange.Field(name: "X.MODE", value: "")]),
            GroupProfileChange(mute: GroupMuteSetting(scope: .all, term: .duration(seconds: 0))),
        ] {
            events.append(GroupEvent(kind: .groupProfileChanged, actor: alice, profile: profile, source: source))
        }
        events.append(GroupEvent(kind: .unrecognized, source: EventSource(flavour: FlavourID(vendor: "ZIM", flavour: "callback"), codes: ["EVENT": "X"])))
        return events
    }

    @Test func aThirdLanguageIsOneNewTable() {
        let label = ProfileFieldLabel(names: ["x-shout": "MODE", "en": "the mode"], values: ["1": .init(byLanguage: ["x-shout": "ON", "en": "on"])])
        let renderer = SentenceRenderer(
            table: Self.shouted, fieldLabels: ["X.MODE": label, "X.CUSTOM.": ProfileFieldLabel(names: ["x-shout": "CUSTOM"])])
        for event in everyShape {
            let sentence = renderer.sentence(for: event).replacingOccurrences(of: "callback", with: "")
            #expect(sentence == sentence.uppercased() && !sentence.contains("{"), "\(event.kind): words from outside the table in \"\(sentence)\"")
        }
    }

    @Test func aThirdLanguageSaysKnownCodesFromItsTable() throws {
        let table = try MappingTable(
            bytes: Array(
                #"{"vendor": "ZIM", "flavours": [{"name": "SDK", "codeFields": ["EVENT"], "rules": [{"codes": {"EVENT": 42}, "name": "Pin", "kind": "unrecognized", "meaning": "messagePinned"}]}]}"#
                    .utf8))
        let event = GroupEvent(kind: .unrecognized, source: source)
        #expect(SentenceRenderer(table: Self.shouted, mappingTables: [table]).sentence(for: event) == "MESSAGE PINNED")
        #expect(SentenceRenderer(table: Self.shouted).sentence(for: event) == "WHAT? ZIM:SDK [EVENT 42]", "without the table, its codes")
    }

    @Test func everyBuiltInTableSaysEveryKnownNotification() {
        for language in SentenceLanguage.allCases {
            #expect(Set(language.table.knownNotifications.keys) == Set(SentenceTable.english.knownNotifications.keys), "\(language)")
        }
    }
}
