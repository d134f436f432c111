import CommandLineArguments
import Foundation
import GroupEventsCore

extension ParsedArguments {
    /// `--jobs N` (1…1024), or every core when not given.
    func jobs() throws(CommandFailure) -> Int {
        do {
            return try integer("jobs", range: 1...1024) ?? ProcessInfo.processInfo.activeProcessorCount
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    /// The ID map `--id-map FILE` names, or nil without one; a malformed map is a usage error at
    /// its `file:line:column`.
    func idMap() throws(CommandFailure) -> IDMap? {
        guard let path = value("id-map") else { return nil }
        let bytes = try OptionFile.bytes(at: path, option: "--id-map")
        do {
            return try IDMap(bytes: bytes, file: path)
        } catch {
            throw CommandFailure.usage("--id-map \(error)")
        }
    }

    /// The language `--lang` names (English when not given).
    func language() -> SentenceLanguage {
        value("lang").flatMap(SentenceLanguage.init(rawValue:)) ?? .english
    }

    /// The zone `--time-zone` names (UTC when not given); a name the system's time zone database does
    /// not know is a usage error.
    func timeZone() throws(CommandFailure) -> TimeZone {
        guard let name = value("time-zone") else { return SentenceRenderer.utc }
        guard let zone = TimeZone(identifier: name) else {
            throw CommandFailure.usage("--time-zone: unknown time zone \"\(name.escapingControlCharacters)\" (an IANA name such as Asia/Shanghai or UTC)")
        }
        return zone
    }

    /// The account `--fallback-sender ID` names, or nil without one; an empty ID is a usage error.
    func fallbackSender() throws(CommandFailure) -> String? {
        guard let sender = value("fallback-sender") else { return nil }
        guard !sender.isEmpty else { throw CommandFailure.usage("--fallback-sender needs an account ID; it was empty") }
        return sender
    }

    /// The folder walk's filter from `--include` and `--exclude`.
    func folderWalkFilter() -> FolderWalkFilter {
        FolderWalkFilter(include: values("include"), exclude: values("exclude"))
    }
}
