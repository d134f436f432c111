// swift-tools-version:6.0
import PackageDescription

/// GroupEvents: group notifications of ZIM, NIM and TIM in one model and back.
///
/// Layers, each in its own target:
/// - `GroupEventsJSON`: our byte-level JSON reader and writer (exact numbers, positions, streaming frames),
///   over `CJSONLanes`, a C header with the SIMD move-mask Swift lacks.
/// - `GroupEventsCore`: the unified model, diagnostics, the mapping registry, the unified codec and sentences.
/// - `ZIMAdapter`: ZIM flavours (syntax) and the ZIM ↔ unified mapping (semantics).
/// - `NIMAdapter`: NIM flavours and the NIM ↔ unified mapping, built the same way.
/// - `TIMAdapter`: TIM flavours (group tips and group system notices) and the TIM ↔ unified mapping.
/// - `GroupEvents`: the one module a program imports — the catalog of every vendor's flavours by name,
///   `FlavourConverter`, a translator between two named flavours, and the streaming pipeline; it
///   re-exports the public part of the model and the JSON layer. Everything else is `package`.
/// - `CommandLineArguments`: a small argument parser for the command.
/// - `GroupEventsCommand`: the `groupevents` subcommands as a library, so tests can drive them.
/// - `groupevents`: the executable, a thin `main`.
let package = Package(
    name: "GroupEvents",
    products: [
        .library(name: "GroupEvents", targets: ["GroupEvents"]),
        .executable(name: "groupevents", targets: ["groupevents"]),
    ],
    targets: [
        // A move-mask (one bit per SIMD lane), which Swift's SIMD types do not expose: one header.
        .target(name: "CJSONLanes"),
        .target(name: "GroupEventsJSON", dependencies: ["CJSONLanes"]),
        .target(name: "GroupEventsCore", dependencies: ["GroupEventsJSON"]),
        .target(
            name: "ZIMAdapter",
            dependencies: ["GroupEventsCore", "GroupEventsJSON"],
            plugins: ["EmbedMappings"]
        ),
        .target(
            name: "NIMAdapter",
            dependencies: ["GroupEventsCore", "GroupEventsJSON"],
            plugins: ["EmbedMappings"]
        ),
        .target(
            name: "TIMAdapter",
            dependencies: ["GroupEventsCore", "GroupEventsJSON"],
            plugins: ["EmbedMappings"]
        ),
        .target(name: "GroupEvents", dependencies: ["GroupEventsCore", "GroupEventsJSON", "ZIMAdapter", "NIMAdapter", "TIMAdapter"]),
        .target(name: "CommandLineArguments"),
        .target(
            name: "GroupEventsCommand",
            dependencies: ["GroupEvents", "CommandLineArguments"]
        ),
        .executableTarget(name: "groupevents", dependencies: ["GroupEventsCommand"]),

        // Measures the JSON layer against Foundation's JSONSerialization (see Scripts/bench for the whole tool).
        .executableTarget(name: "json-throughput", dependencies: ["GroupEventsJSON"], path: "Benchmarks/JSONThroughput"),

        // Build-time embedding of Mappings/<vendor>.json into the adapter that owns it, so an
        // installed binary carries its default tables wherever it is copied.
        .executableTarget(name: "mapping-embedder", path: "Plugins/MappingEmbedder"),
        .plugin(name: "EmbedMappings", capability: .buildTool(), dependencies: ["mapping-embedder"]),

        // Golden-file comparison and fixture discovery shared by the test targets.
        .target(name: "GroupEventsTestSupport", dependencies: ["GroupEventsCore", "GroupEventsJSON"], path: "Tests/GroupEventsTestSupport"),

        // Parrot, the made-up vendor docs/adding-a-vendor.md walks through, built by its tests as the guide builds it.
        .target(name: "ParrotVendor", dependencies: ["GroupEventsCore", "GroupEventsJSON"], path: "Tests/ParrotVendor"),

        .testTarget(name: "CJSONLanesTests", dependencies: ["CJSONLanes", "GroupEventsTestSupport"]),
        .testTarget(name: "GroupEventsJSONTests", dependencies: ["GroupEventsJSON", "GroupEventsTestSupport"], exclude: ["Conformance"]),
        .testTarget(name: "GroupEventsCoreTests", dependencies: ["GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(
            name: "ZIMAdapterTests", dependencies: ["ZIMAdapter", "GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(
            name: "NIMAdapterTests", dependencies: ["NIMAdapter", "GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(
            name: "TIMAdapterTests", dependencies: ["TIMAdapter", "GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(
            name: "GroupEventsTests", dependencies: ["GroupEvents", "GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(
            name: "ParrotVendorTests", dependencies: ["ParrotVendor", "GroupEvents", "GroupEventsCore", "GroupEventsJSON", "GroupEventsTestSupport"]),
        .testTarget(name: "CommandLineArgumentsTests", dependencies: ["CommandLineArguments"]),
        .testTarget(
            name: "GroupEventsCommandTests",
            dependencies: ["GroupEventsCommand", "GroupEvents", "GroupEventsCore", "GroupEventsJSON", "ZIMAdapter", "GroupEventsTestSupport", "groupevents"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
