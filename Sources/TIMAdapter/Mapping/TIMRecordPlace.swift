/// A place in a TIM record that a diagnostic of the shared mapping points at; each flavour's mapping
/// says where it is in its own records.
package enum TIMRecordPlace: Sendable, Hashable {
    /// The tip or notice type.
    case type
    /// The group-profile changes.
    case changes
    /// How members joined.
    case joinType
}
