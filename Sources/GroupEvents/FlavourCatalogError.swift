/// A flavour name or mapping table the catalog cannot take.
public enum FlavourCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No flavour has this name; `known` lists the names there are.
    case unknownFlavour(String, known: [String])
    /// `auto` named as the flavour to write: it only says how to read.
    case autoTarget
    /// A mapping table for a vendor this build does not have; `known` lists the vendors there are.
    case unknownVendor(String, known: [String])

    /// The message.
    public var description: String {
        switch self {
        case .unknownFlavour(let name, let known):
            "unknown flavour '\(name)'; the flavours this build knows are: \(known.joined(separator: ", ")) (and auto, for reading)"
        case .autoTarget:
            "'auto' only reads (it detects each record's flavour); name the flavour to write"
        case .unknownVendor(let vendor, let known):
            "mapping tables for vendor '\(vendor)' are not supported; known: \(known.joined(separator: ", "))"
        }
    }
}
