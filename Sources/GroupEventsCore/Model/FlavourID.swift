/// A vendor and one of its JSON flavours, written `zim:sdk`.
public struct FlavourID: Sendable, Hashable, CustomStringConvertible {
    /// The vendor: `zim`, `nim`, `tim`, or `unified`.
    public var vendor: String
    /// The flavour's name within the vendor (`sdk`, `callback`, …); `unified` has the single flavour `json`.
    public var flavour: String

    /// A vendor and flavour.
    public init(vendor: String, flavour: String) {
        self.vendor = vendor
        self.flavour = flavour
    }

    /// The unified JSON form of `GroupEvent`.
    public static let unified = FlavourID(vendor: "unified", flavour: "json")

    /// `vendor:flavour`, or `unified` for the unified form (as `--from` and `--to` spell it).
    public var description: String { self == .unified ? "unified" : "\(vendor):\(flavour)" }
}
