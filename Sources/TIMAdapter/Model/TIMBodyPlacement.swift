import GroupEventsCore

/// Where a message whose body is a list of elements (the wire's `MsgBody`) holds its tip: as one
/// element among the list's, or, in the legacy long-poll push, as the body itself; or that the record
/// is the element alone. Writing the message
/// again puts the tip back where it stood and every other element as it came.
package enum TIMBodyPlacement: Sendable, Hashable {
    /// One element of the list (`{"MsgType": "TIMGroupTipElem", "MsgContent": {…}}`): every element's
    /// object as decoded, the tip's own wrapper included, and the index of the tip's.
    case element(of: [ObjectOrigin], at: Int)
    /// The body is the tip's content itself (the legacy long-poll push of `Event` 4, which the web SDK
    /// wraps into the element form on receipt).
    case body
    /// The record is the tip element alone, as taken out of a message's list, its object as decoded:
    /// no message around it, so no group, time or group name. Written back alone while the events
    /// say none of those; otherwise as a message holding it.
    case alone(ObjectOrigin)
}
