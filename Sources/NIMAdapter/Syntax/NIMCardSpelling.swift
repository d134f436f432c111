import GroupEventsCore

/// The keys a flavour spells a name card's account, nickname and avatar with (the wire's tags
/// `"1"`, `"3"`, `"4"`, the web's `account`, `nick`, `avatar`): every NIM codec reads and writes its
/// cards through one of these. Other keys stay in the card's `original`.
struct NIMCardSpelling {
    /// The account's key.
    let account: String
    /// The nickname's key.
    let nick: String
    /// The avatar's key.
    let avatar: String
    /// The keys a card's model owns, built once rather than for every card written.
    private let ownedKeys: Set<String>

    /// A spelling with these keys.
    init(account: String, nick: String, avatar: String) {
        self.account = account
        self.nick = nick
        self.avatar = avatar
        ownedKeys = [account, nick, avatar]
    }

    /// The wire's tags (`uinfos`).
    static let wire = NIMCardSpelling(account: NIMUserCard.accountTag, nick: NIMUserCard.nickTag, avatar: NIMUserCard.avatarTag)
    /// The Web SDK's names (`users`).
    static let web = NIMCardSpelling(account: "account", nick: "nick", avatar: "avatar")

    /// The cards of `key` in `object`, or nil.
    func read(_ key: String, in object: FieldReader) throws(RecordDecodingError) -> [NIMUserCard]? {
        try object.objects(key) { (card) throws(RecordDecodingError) in
            NIMUserCard(
                account: try card.requiredString(account), nick: try card.string(nick), avatar: try card.string(avatar),
                original: card.origin)
        }
    }

    /// A card, over the one it was read from.
    func write(_ card: NIMUserCard) -> ObjectWriter {
        var object = ObjectWriter(over: card.original, owning: ownedKeys)
        object.write(account, card.account)
        object.write(nick, card.nick)
        object.write(avatar, card.avatar)
        return object
    }
}
