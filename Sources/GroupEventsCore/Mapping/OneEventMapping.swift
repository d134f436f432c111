/// A mapping whose flavour carries exactly one event per record (every ZIM flavour): it maps one
/// event at a time and gets the list forms of `FlavourMapping` from them.
@usableFromInline package protocol OneEventMapping: FlavourMapping {
    /// The event a model describes, with anything worth reporting.
    func decodeEvent(_ model: Model) -> (GroupEvent, [Diagnostic])

    /// The model for an event, building on `template`, reporting what the flavour cannot say; nil
    /// when it cannot be written.
    func encodeEvent(_ event: GroupEvent, template: Model?) -> (Model?, [Diagnostic])
}

extension OneEventMapping {
    /// The one event of the model.
    @inlinable package func decode(_ model: Model) -> ([GroupEvent], [Diagnostic]) {
        let (event, diagnostics) = decodeEvent(model)
        return ([event], diagnostics)
    }

    /// One model per event; the template serves only a lone event (the record it came from).
    @inlinable package func encode(_ events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic]) {
        var models: [Model] = []
        var diagnostics: [Diagnostic] = []
        for event in events {
            let (model, found) = encodeEvent(event, template: events.count == 1 ? template : nil)
            if let model { models.append(model) }
            diagnostics.append(adopting: found)
        }
        return (models, diagnostics)
    }
}
