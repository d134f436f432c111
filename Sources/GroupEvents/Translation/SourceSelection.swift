/// Which flavour records are read as: one named flavour, or detected per record (`--from auto`).
public enum SourceSelection: Sendable {
    /// Every record is of this flavour.
    case flavour(any FlavourAdapter)
    /// Each record is read by the first of these adapters that recognizes it.
    case detect([any FlavourAdapter])
}
