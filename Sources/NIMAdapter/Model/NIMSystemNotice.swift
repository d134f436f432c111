import GroupEventsJSON

/// A team system notification that a message copy carries instead of a team notification: `convType`
/// `CUSTOM_TEAM`, `msgType` naming what it is (`TEAM_APPLY` a join request, `TEAM_APPLY_REJECT` a
/// refusal of one, `TEAM_INVITE` an invitation needing the invitee's answer, `TEAM_INVITE_REJECT` a
/// refusal of one, `CUSTOM_TEAM_MSG` an app's custom notice, and the `SUPERTEAM_…` equivalents). The
/// sender (`fromAccount`) is who acted, the team is `to`; there is no wire `{data, id}` attach: a
/// request's or answer's `attach` holds the team's `tinfo` at most, and stays as it came.
package struct NIMSystemNotice: Sendable, Hashable {
    /// `msgType`.
    package var type: String

    /// `body`: the postscript of a request or an answer (empty where none was given).
    package var body: String?

    /// `attach` of a custom notice (`CUSTOM_TEAM_MSG`, `CUSTOM_SUPERTEAM_MSG`): its content, a string.
    package var content: String?

    /// `tMembers` as account IDs: for an invitation, the invitees; for a join request, the team's
    /// owner and managers, to whom the request is addressed.
    ///
    /// A join request names whom it is addressed to only here; the event's `addressee` cannot hold
    /// several people, so it is an unnamed one (`NIMMapping.addressee(ofSystemNotice:)`) and these
    /// accounts stay in this model and the record.
    package var members: [String]?

    /// `tMembers` as the record wrote it (a string `"[a, b]"`, or an array), written back while
    /// `members` is what it says.
    var membersValue: JSONValue?

    /// A notice of a type.
    package init(type: String) {
        self.type = type
    }

    /// The `msgType`s of team and super-team system notifications.
    package static let types: Set<String> = [
        "TEAM_APPLY", "TEAM_APPLY_REJECT", "TEAM_INVITE", "TEAM_INVITE_REJECT", "CUSTOM_TEAM_MSG",
        "SUPERTEAM_APPLY", "SUPERTEAM_APPLY_REJECT", "SUPERTEAM_INVITE", "SUPERTEAM_INVITE_REJECT", "CUSTOM_SUPERTEAM_MSG",
    ]

    /// The `msgType`s of custom notices, whose `attach` is their content.
    static let customTypes: Set<String> = ["CUSTOM_TEAM_MSG", "CUSTOM_SUPERTEAM_MSG"]

    /// `convType` of a team system notification (super teams' too, in NetEase's samples).
    static let conversationType = "CUSTOM_TEAM"

    /// Whether the notice is a super team's (`SUPERTEAM_…`, `CUSTOM_SUPERTEAM_MSG`).
    var isSuperTeam: Bool { type.hasPrefix("SUPERTEAM_") || type == "CUSTOM_SUPERTEAM_MSG" }

    /// Whether the notice is a custom one, whose `attach` is its content.
    var isCustom: Bool { Self.customTypes.contains(type) }

    /// The accounts of a `tMembers` value: an array of strings, or the string NIM writes, `"[a, b]"`
    /// (brackets around a list separated by a comma and a space); nil for anything else.
    package static func accounts(in value: JSONValue) -> [String]? {
        if let array = value.arrayValue {
            let accounts = array.compactMap(\.stringValue)
            return accounts.count == array.count ? accounts : nil
        }
        guard let text = value.stringValue, text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.allSatisfy(\.isWhitespace) else { return [] }
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { account in
            String(account.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Whether `tMembers` is written back as the record had it: it still says `members`.
    var keepsMembersValue: Bool {
        membersValue.flatMap(Self.accounts(in:)).map { $0 == members } ?? false
    }

    /// Whether `tMembers` is written as an array, as the record had it (else as NIM's string).
    var writesMembersAsArray: Bool { membersValue?.arrayValue != nil }

    /// Accounts as NIM's `tMembers` string: `"[a, b]"`.
    static func bracketList(_ accounts: [String]) -> String {
        "[" + accounts.joined(separator: ", ") + "]"
    }
}
