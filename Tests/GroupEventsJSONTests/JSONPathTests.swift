import GroupEventsJSON
import Testing

@Suite struct JSONPathTests {
    @Test func describesPaths() {
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.appending(key: "changeInfo").appending(key: "roles").appending(index: 0).description == "$.changeInfo.roles[0]")
        #expect(JSONPath.root.appending(key: "user name").description == #"$["user name"]"#)
        #expect(JSONPath.root.appending(key: #"a"b\c"#).description == #"$["a\"b\\c"]"#)
        #expect(JSONPath.root.appending(key: "1st").description == #"$["1st"]"#)
        #expect(JSONPath.root.appending(key: "attach").appendingEmbeddedDocument().appending(key: "data").description == "$.attach~.data")
        #expect(JSONPath.root.appending(key: "a~").description == #"$["a~"]"#, "a key with a tilde is quoted, so `~` always means a step into a string")
    }
}
