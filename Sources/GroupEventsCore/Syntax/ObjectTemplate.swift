import GroupEventsJSON

/// Lays a freshly encoded object over the object it was decoded from, so that re-encoding
/// reproduces the source: same key order, same unknown members, same spelling of scalars.
///
/// Shared by every flavour codec. The codec encodes what its model knows (`encoded`) and declares
/// which keys it owns; the template supplies everything else:
/// - keys are written in the template's order; encoded keys the template lacks follow, in encoded order;
/// - a key the codec does not own is copied from the template as it was;
/// - an owned key the codec did not write is left out, unless the template had it as `null`
///   (vendors that write explicit nulls get them back);
/// - when the template wrote an owned integer as a string (or a string of digits as a number), the
///   encoded value is written the same way.
@usableFromInline package struct ObjectTemplate: Sendable {
    /// The object as it was decoded (`FieldReader.origin`), or nil when encoding from scratch.
    @usableFromInline package let original: ObjectOrigin?
    /// The keys whose values the codec's model owns.
    @usableFromInline package let ownedKeys: Set<String>

    /// A template from the original object and the keys the codec owns.
    @usableFromInline package init(original: ObjectOrigin?, ownedKeys: Set<String>) {
        self.original = original
        self.ownedKeys = ownedKeys
    }

    /// The encoded object laid over the template.
    @usableFromInline package func apply(to encoded: JSONObject) -> JSONObject {
        guard let original = original?.object else { return encoded }
        var result = JSONObject()
        result.members.reserveCapacity(original.count + 2)
        var written = Set<String>()
        for member in original.members {
            guard written.insert(member.key).inserted || !ownedKeys.contains(member.key) else { continue }
            if !ownedKeys.contains(member.key) {
                result.members.append(member)
            } else if let value = encoded[member.key] {
                result.append(member.key, ObjectTemplate.spell(value, like: member.value))
            } else if member.value.isNull {
                result.append(member.key, .null)
            }
        }
        for member in encoded.members where !written.contains(member.key) {
            result.members.append(member)
        }
        return result
    }

    /// `value`, written as a string when `template` was a string and as a number when `template` was
    /// a number, wherever the two spellings carry the same integer.
    static func spell(_ value: JSONValue, like template: JSONValue) -> JSONValue {
        switch (value, template) {
        case (.number(let number), .string) where number.isInteger:
            return .string(number.text)
        case (.string(let string), .number) where JSONNumber(text: string)?.isInteger == true:
            return .number(JSONNumber(uncheckedText: string))
        default:
            return value
        }
    }
}
