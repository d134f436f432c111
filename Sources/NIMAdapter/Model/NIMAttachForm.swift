import GroupEventsJSON

/// How a NIM notification carried its wire `attach`.
package enum NIMAttachForm: Sendable, Hashable {
    /// The wire object on its own, with no message around it.
    case bare
    /// A message copy whose `attach` is a JSON object (as documentation renders it).
    case object
    /// A message copy whose `attach` is a JSON string holding the object (as real traffic sends it);
    /// the document as read, so that an unchanged one is written back as the very same text.
    case string(JSONEmbeddedDocument?)
    /// The Web SDK's message object, whose `attach` is the SDK's decoding of the wire object.
    case web
    /// The V2 SDK's message object, whose `attachment` is the SDK's decoding of the wire object; when
    /// `raw` is set, the wire object also travels as the `raw` string beside it: `document` is that
    /// string as read (nil when written afresh), so that an unchanged one is written back as the very
    /// same text.
    case v2(raw: Bool, document: JSONEmbeddedDocument?)
}
