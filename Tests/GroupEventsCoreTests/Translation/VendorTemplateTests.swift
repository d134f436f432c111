import GroupEventsCore
import GroupEventsJSON
import Testing

/// Translating between two flavours of one vendor keeps what their shared model holds, even where the
/// unified event has no place for it (here the tip's member count).
@Suite struct VendorTemplateTests {
    let v2Record = try! JSONReader().read(
        #"{"groupID":"@TGS#1ABC","type":7,"opMember":{"userID":"owner1"},"memberList":[],"#
            + #""groupChangeInfoList":[{"type":1,"value":"Team v2"}],"memberChangeInfoList":[],"memberCount":12}"#)

    func web(siblings: Bool) -> TIMShapedTips.WebAdapter {
        siblings ? TIMShapedTips.WebAdapter(siblings: [TIMShapedTips.V2.id: TIMShapedTips.Codec()]) : TIMShapedTips.WebAdapter()
    }

    @Test func aSiblingFlavourKeepsTheSharedModelsFields() {
        let translation = Translator(source: .flavour(TIMShapedTips.Adapter()), target: web(siblings: true)).translate(v2Record)
        #expect(translation.outputs.count == 1)
        let output = translation.outputs.first
        #expect(output?["memberNum"] == 12, "kept from the V2 record's model")
        #expect(output?["operationType"] == 6 && output?["to"] == "@TGS#1ABC")
        #expect(output?["memberCount"] == nil && output?["groupChangeInfoList"] == nil, "no V2 spelling leaks into the web record")
        #expect(output?["changes"]?.arrayValue?.first == .object(["type": 1, "value": "Team v2"]))
    }

    @Test func withoutSiblingsOnlyTheUnifiedEventIsWritten() {
        let output = Translator(source: .flavour(TIMShapedTips.Adapter()), target: web(siblings: false)).translate(v2Record).outputs.first
        #expect(output?["operationType"] == 6)
        #expect(output?["memberNum"] == nil)
    }

    @Test func recordsOfAnotherVendorGiveNoTemplate() {
        let source = EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"), record: v2Record)
        #expect(web(siblings: true).template(for: source) == nil)
    }
}
