// swift-tools-version:6.0
import PackageDescription

/// An example migration tool built on the GroupEvents library: copy it, and depend on GroupEvents
/// by its repository URL instead of the path.
let package = Package(
    name: "Migrate",
    dependencies: [.package(name: "GroupEvents", path: "../..")],
    targets: [
        .executableTarget(name: "migrate", dependencies: [.product(name: "GroupEvents", package: "GroupEvents")])
    ],
    swiftLanguageModes: [.v6]
)
