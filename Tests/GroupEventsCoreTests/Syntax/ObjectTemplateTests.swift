import GroupEventsCore
import GroupEventsJSON
import Testing

/// Laying an encoded object over its original keeps order, unknown keys, explicit nulls and spellings.
@Suite struct ObjectTemplateTests {
    let original = FieldReader([
        "classType": "ZIMGroupMemberSimpleInfo", "userID": "bob", "memberRole": "3", "extra": .integer(1), "userName": .null,
    ]).origin
    let template = ObjectTemplate(original: nil, ownedKeys: ["userID", "memberRole", "userName", "userAvatarUrl"])

    @Test func withoutOriginalTheEncodedObjectIsKept() {
        let encoded: JSONObject = ["userID": "bob"]
        #expect(template.apply(to: encoded) == encoded)
    }

    @Test func keepsOrderUnknownKeysNullsAndSpelling() {
        let overlay = ObjectTemplate(original: original, ownedKeys: template.ownedKeys)
        let encoded: JSONObject = ["userID": "bob", "memberRole": .integer(3)]
        let result = overlay.apply(to: encoded)
        #expect(result.keys == ["classType", "userID", "memberRole", "extra", "userName"])
        #expect(result["memberRole"] == "3", "the original wrote the role as a string")
        #expect(result["userName"] == .null, "an explicit null comes back")
        #expect(result["extra"] == .integer(1))
    }

    @Test func newValuesWinAndNewKeysFollow() {
        let overlay = ObjectTemplate(original: original, ownedKeys: template.ownedKeys)
        let encoded: JSONObject = ["userID": "carol", "userAvatarUrl": "https://x"]
        let result = overlay.apply(to: encoded)
        #expect(result["userID"] == "carol")
        #expect(result.keys.last == "userAvatarUrl")
        #expect(!result.contains(key: "memberRole"), "an owned key the encoder left out is gone")
    }

    @Test func nonIntegerStringsAreNotRespelled() {
        let overlay = ObjectTemplate(original: FieldReader(["id": .integer(1)]).origin, ownedKeys: ["id"])
        #expect(overlay.apply(to: ["id": "22g_team"])["id"] == "22g_team")
    }
}
