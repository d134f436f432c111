extension EventCapability {
    /// `fallback` for an event addressed to one person (`GroupEvent.addressee`, a TIM system notice's
    /// `to`) that `writer` could write only as a notification the whole group sees (a ZIM tips message,
    /// a NIM team notification, a TIM tip): its text message goes to that person alone instead. Nil
    /// for an event addressed to no one.
    @usableFromInline package static func addressed(_ event: GroupEvent, seenByTheGroupIn writer: FlavourID) -> EventCapability? {
        guard let addressee = event.addressee else { return nil }
        let whom = addressee.userID.isEmpty ? "one person the record does not name" : addressee.userID
        return EventCapability(.fallback, reason: "\(addressedStart)\(whom)\(addressedEnd(seenByTheGroupIn: writer, named: !addressee.userID.isEmpty))")
    }

    /// The reason's words before whom an event is addressed to.
    @usableFromInline package static let addressedStart = "it is addressed to "

    /// The reason's words after whom an event is addressed to, for `writer`: after a user's ID
    /// (`named`), ` alone` first.
    @usableFromInline package static func addressedEnd(seenByTheGroupIn writer: FlavourID, named: Bool) -> String {
        "\(named ? " alone" : ""), and \(writer)'s group notifications are seen by the whole group"
    }
}
