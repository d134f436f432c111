// Written by hand in the shape the EmbedMappings plugin generates from Mappings/parrot.json: this
// made-up vendor is a test-support target, not a `…Adapter` target under Sources/, so the plugin
// does not run for it. docs/adding-a-vendor.md shows this text as Mappings/parrot.json.

/// The text of `Mappings/parrot.json`, as the plugin would embed it.
let embeddedMappingFile: String = #"""
    {
      "vendor": "parrot",
      "title": "Parrot (the made-up vendor of docs/adding-a-vendor.md)",
      "flavours": [
        {
          "name": "hook",
          "summary": "webhook bodies: member_added, member_removed, group_renamed; text messages pass through",
          "codeFields": ["kind"],
          "rules": [
            {"codes": {"kind": "member_added"}, "name": "member_added", "kind": "member.joined", "joinMethod": "invited"},
            {"codes": {"kind": "member_removed"}, "name": "member_removed", "kind": "member.kicked"},
            {"codes": {"kind": "group_renamed"}, "name": "group_renamed", "kind": "group.profileChanged"}
          ],
          "capabilities": {
            "group.created": "fallback",
            "group.dismissed": "fallback",
            "group.recycled": "fallback",
            "group.profileChanged": "partial",
            "group.ownerTransferred": "fallback",
            "member.joined": "partial",
            "member.left": "fallback",
            "member.kicked": "full",
            "member.roleChanged": "fallback",
            "member.muted": "fallback",
            "request.join": "fallback",
            "request.joinAccepted": "fallback",
            "request.joinRejected": "fallback",
            "request.invite": "fallback",
            "request.inviteAccepted": "fallback",
            "request.inviteRejected": "fallback",
            "notice.custom": "fallback",
            "unrecognized": "fallback"
          },
          "notes": {
            "group.profileChanged": "a new group name only; any other profile change falls back to a text message",
            "member.joined": "a hook tells only that someone added the members: a join of any other kind loses how it happened",
            "unrecognized": "Parrot records pass through unchanged; other vendors' become a text message"
          }
        }
      ]
    }
    """#
