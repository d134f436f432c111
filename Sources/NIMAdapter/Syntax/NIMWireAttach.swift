import GroupEventsCore

/// The wire `attach` object (`{"data": {...}, "id": N}`), read and written for every flavour that
/// carries it: the server's message copy or bare attach, and the V2 SDK's `raw` string.
enum NIMWireAttach {
    /// The op and `data` of a wire attach object.
    static func read(_ attach: FieldReader) throws(RecordDecodingError) -> (op: Int64, data: NIMAttachData) {
        let op = try attach.requiredInt64("id")
        guard let data = try attach.object("data") else { throw attach.error("data", "missing required object \"data\"") }
        return (op, try readData(data))
    }

    private static func readData(_ data: FieldReader) throws(RecordDecodingError) -> NIMAttachData {
        var result = NIMAttachData(original: data.origin)
        result.id = try data.string("id")
        result.ids = try data.strings("ids")
        if let tinfo = try data.object("tinfo") {
            var tags: [NIMTeamTag] = []
            // Every tag gives its value as a string: a null one says a field changed but not to what, and
            // is malformed (as in the web's `team`), never skipped or said as "null".
            for tag in tinfo.keys { tags.append(NIMTeamTag(tag: tag, value: try tinfo.requiredString(tag))) }
            result.tinfo = tags
        }
        result.uinfos = try NIMCardSpelling.wire.read("uinfos", in: data)
        result.mute = try data.int64OrString("mute")
        result.attach = try data.string("attach")
        result.leave = try data.bool("leave")
        return result
    }

    /// A wire attach object of `op` and `data`, over the one it was read from.
    static func write(op: Int64, data: NIMAttachData, over original: ObjectOrigin?) -> ObjectWriter {
        var attach = ObjectWriter(over: original, owning: NIMNotification.attachKeys)
        attach.write("data", write(data))
        attach.write("id", op)
        return attach
    }

    private static func write(_ data: NIMAttachData) -> ObjectWriter {
        var object = ObjectWriter(over: data.original, owning: NIMAttachData.ownedKeys)
        object.write("attach", data.attach)
        object.write("id", data.id)
        object.write("ids", strings: data.ids)
        object.write("leave", data.leave)
        object.write("mute", data.mute)
        if let tinfo = data.tinfo {
            // The tags are the model's, in its order: none comes from the record's object.
            var tags = ObjectWriter(over: nil, owning: [])
            for tag in tinfo { tags.write(tag.tag, tag.value) }
            object.write("tinfo", tags)
        }
        object.write("uinfos", objects: data.uinfos?.map(NIMCardSpelling.wire.write))
        return object
    }
}
