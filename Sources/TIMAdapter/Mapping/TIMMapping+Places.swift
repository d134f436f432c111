import GroupEventsCore
import GroupEventsJSON

extension TIMMapping {
    /// What a TIM record written for `event` has a place for: the kind's fields (and a named addressee,
    /// in a notice of a flavour that names whom it was delivered to), but what the flavour lacks
    /// (`missingFields(in:as:)`) and what no TIM flavour holds — a group mute's term and another
    /// vendor's profile fields — with every role as the flavour writes it (a raw role of another type
    /// or vendor becomes TIM's own spelling of its level, no loss; a role change's tip says the level
    /// alone). Another vendor's raw mute mode goes with the scope TIM writes in its place; a scope TIM
    /// cannot write is reported as it is written (`TIMMapping+Profile`).
    package func places(for event: GroupEvent) -> FieldPlaces {
        let element = element(for: event) ?? .tip
        var missing = Self.missingFields(in: event, as: element) + everyTIMGap
        if let profile = event.profile {
            if profile.other.contains(where: { TIMProfileField.parse(vendorField: $0.name) == nil }) { missing = missing + otherProfileGap }
            // A creation record keeping custom fields keeps no other TIM field (`createdProfileGaps`).
            if event.kind == .groupCreated, Self.keepsCreatedGroupCustomFields {
                let unkept = profile.other.indices.filter { index in
                    TIMProfileField.parse(vendorField: profile.other[index].name).map { $0.field != .custom } == true
                }
                if !unkept.isEmpty { missing = missing + FieldPlaces.Patterns(unkept.map { "profile.other[\($0)]" }) }
            }
        }
        // A notice of a flavour that says whom it was delivered to has a place for the addressee; a
        // request or an answer of a flavour that does not (a C-API report) reads back as delivered to
        // someone unnamed (`events(from:)`), so it keeps an unnamed one; nothing else has a place.
        var places = FieldPlaces.of(event.kind)
        if let addressee = event.addressee, element == .systemNotice, Self.deliversNoticesToOnePerson {
            let named = !addressee.userID.isEmpty && Self.namesNoticeRecipient
            let unnamed = addressee.userID.isEmpty && !Self.namesNoticeRecipient && Self.requestKinds.contains(event.kind)
            if named || unnamed { places = places.carrying("addressee") }
        }
        return places.without(missing).without(rolesIn: event, spelledFor: Self.id.vendor) { role in
            rolesByLevel.written(role) { Self.written($0, values: values) }
        }
    }

    /// The role the flavour reads back from what it writes for `role` (its raw value in the flavour's
    /// role type, read again), nil when it writes none; `rolesByLevel` keeps the answers for roles
    /// without a raw value.
    static func written(_ role: GroupRole, values: TIMValueTables) -> GroupRole? {
        values.raw(role, as: roleType).map(values.role)
    }
}

extension TIMMapping {
    /// The kinds of requests and answers to them, whose notices are their recipient's own.
    static var requestKinds: Set<GroupEventKind> {
        [.requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected]
    }
}

private let everyTIMGap = FieldPlaces.Patterns(["profile.mute.term"])
private let otherProfileGap = FieldPlaces.Patterns(["profile.other"])
