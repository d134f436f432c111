import CommandLineArguments
import Foundation

extension ParsedArguments {
    /// `--jobs N` (1…1024), or every core when not given.
    func jobs() throws(CommandFailure) -> Int {
        do {
            return try integer("jobs", range: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// The folder walk's filter from `--include` and `--exclude`.
    func folderWalkFilter() -> FolderWalkFilter {
        FolderWalkFilter(include: values("include"), exclude: values("exclude"))
    }
}
