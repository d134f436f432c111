/// The two spellings of change-info keys in ZIM JSON: the model names, and the names the Flutter 2.15–2.18 platform channel used.
package enum ZIMKeySpelling: String, Sendable, Hashable {
    /// The model names: `groupMutedInfo` and `memberRole` (web, React Native, newer Dart `toMap`).
    case model
    /// The Flutter 2.15–2.18 platform-channel names: `groupMuteInfo` and `role`.
    case flutterChannel

    /// The key of the group mute setting.
    var groupMuteInfoKey: String { self == .model ? "groupMutedInfo" : "groupMuteInfo" }

    /// The key of a member role inside a change info.
    var memberRoleKey: String { self == .model ? "memberRole" : "role" }
}
