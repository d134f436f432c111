import Foundation
import PackagePlugin

/// Embeds the mapping file of the vendor a target adapts (`ZIMAdapter` → `Mappings/zim.json`) into
/// that target as a Swift string, so an installed binary has its default tables wherever it is copied.
@main
struct EmbedMappings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target.name.hasSuffix("Adapter") else { return [] }
        let vendor = target.name.dropLast("Adapter".count).lowercased()
        let input = context.package.directoryURL.appending(components: "Mappings", "\(vendor).json")
        let output = context.pluginWorkDirectoryURL.appending(component: "EmbeddedMappingFile.swift")
        return [
            .buildCommand(
                displayName: "Embedding Mappings/\(vendor).json into \(target.name)",
                executable: try context.tool(named: "mapping-embedder").url,
                arguments: [input.path, output.path],
                inputFiles: [input],
                outputFiles: [output]
            )
        ]
    }
}
