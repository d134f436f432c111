import GroupEvents

/// The ZIM flavours, `sdk` first, the default for a bare `zim`.
public enum ZIMAdapters {
    /// `zim:sdk` and `zim:callback`, driven by `table`.
    public static func all(table: MappingTable = ZIMMappings.defaultTable) -> [any FlavourAdapter] {
        [ZIMSDKAdapter(table: table), ZIMCallbackAdapter(table: table)]
    }
}
