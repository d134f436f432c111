import GroupEventsCore

/// The `parrot:hook` flavour: the codec and the mapping behind the face every flavour has.
package struct ParrotHookAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<ParrotHookCodec, ParrotHookMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<ParrotHookCodec, ParrotHookMapping>) { self.layers = layers }
}
