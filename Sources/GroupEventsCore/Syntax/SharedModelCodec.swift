/// A codec whose vendor has other flavours over the same model (TIM web and TIM V2 spell one tip
/// two ways). Translating between two such flavours keeps every field the shared model holds, not
/// only what the unified event names: the source record, read by its own codec, is the template.
@usableFromInline package protocol SharedModelCodec: FlavourCodec {
    /// `model`, read by another flavour of the vendor, as a template for this codec: the shared
    /// fields kept, that flavour's own spelling (the raw objects it keeps for writing back) dropped.
    func template(from model: Model) -> Model
}
