import GroupEventsCore
import GroupEventsJSON

/// The mapping of one TIM flavour: `TIMMapping` driven by the flavour's section of `Mappings/tim.json`,
/// its codes in the flavour's own spelling and numbering.
package struct TIMFlavourMapping<Flavour: TIMFlavour>: TIMMapping {
    /// A tip or notice.
    package typealias Model = TIMNotification

    /// The flavour's.
    package static var id: FlavourID { Flavour.id }
    /// The flavour's.
    package static var millisecondsPerTimeUnit: Int64 { Flavour.millisecondsPerTimeUnit }
    /// The flavour's.
    package static var listsMembersByID: Bool { Flavour.listsMembersByID }
    /// The flavour's.
    package static var namesNoticeRecipient: Bool { Flavour.namesNoticeRecipient }
    /// The flavour's.
    package static var deliversNoticesToOnePerson: Bool { Flavour.deliversNoticesToOnePerson }
    /// The flavour's.
    package static var tipsAreSeenByTheGroup: Bool { Flavour.tipsAreSeenByTheGroup }
    /// The flavour's.
    package static var roleType: String { Flavour.roleType }
    /// The flavour's.
    package static var keepsCreatedGroupCustomFields: Bool { Flavour.keepsCreatedGroupCustomFields }

    /// The flavour's table.
    package let flavour: FlavourTable
    /// The value tables.
    package let values: TIMValueTables
    /// The elements with a rule for each kind.
    package let elementsByKind: [GroupEventKind: [TIMElement]]
    /// The type codes whose rules read changes, by element.
    package let changeReadingTypes: [TIMElement: Set<JSONValue>]
    /// The roles the flavour reads back for roles of a level alone.
    package let rolesByLevel: RolesByLevel
    /// The start of the diagnostic for a time finer than the flavour's unit.
    package let roundedTimeText: String

    /// A mapping driven by a TIM table.
    package init(table: MappingTable) {
        flavour = Self.flavourTable(in: table)
        let values = TIMValueTables(table)
        self.values = values
        rolesByLevel = RolesByLevel { Self.written($0, values: values) }
        elementsByKind = Self.elementsByKind(in: flavour)
        changeReadingTypes = Self.changeReadingTypes(in: flavour)
        roundedTimeText = Self.roundedTimeText()
    }

    /// The flavour's.
    package static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns {
        Flavour.missingFields(in: event, as: element)
    }

    /// The flavour's.
    package static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath {
        Flavour.path(place, of: element)
    }

    /// The flavour's.
    package static func namesOneMember(for kind: GroupEventKind) -> Bool {
        Flavour.namesOneMember(for: kind)
    }
}
