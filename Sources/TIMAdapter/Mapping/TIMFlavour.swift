import GroupEvents
import GroupEventsJSON

/// What a TIM flavour's mapping knows beyond its table: its name, its unit of time, whether its tips
/// list their members by ID, and where its records keep what a diagnostic points at. A flavour plugs
/// into the shared mapping (`TIMFlavourMapping`) with one of these and its section of `Mappings/tim.json`.
public protocol TIMFlavour: Sendable {
    /// The vendor and flavour (`tim:web`); its table section is named after the flavour.
    static var id: FlavourID { get }
    /// How many milliseconds one unit of the flavour's time is (1000: the flavour writes seconds).
    static var millisecondsPerTimeUnit: Int64 { get }
    /// Whether the flavour's tips list whom they are about by ID (web `userIDList`) beside their
    /// member profiles; where not (V2), everyone a tip is about needs a member entry.
    static var listsMembersByID: Bool { get }
    /// Where the flavour's records of `element` keep a place, for diagnostics.
    static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath
    /// Whether the flavour's system notices say whom they were delivered to (web `to`); where not (the
    /// C API's report elements), a notice about its recipient names no one.
    static var namesNoticeRecipient: Bool { get }
    /// The JSON type the flavour writes roles as (`string`: `"Admin"`; `integer`: 300), as a rule's
    /// `value` attribute names types.
    static var roleType: String { get }
}

extension TIMFlavour {
    /// Notices say whom they were delivered to, unless the flavour says otherwise.
    public static var namesNoticeRecipient: Bool { true }
    /// Roles are strings (`"Admin"`), unless the flavour says otherwise.
    public static var roleType: String { "string" }
}
