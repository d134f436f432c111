import Foundation
import GroupEventsTestSupport
import Testing

/// `docs/adding-a-vendor.md` shows the made-up vendor's files word for word: each code block marked
/// `<!-- file: PATH -->` is the file at PATH, and the block marked `<!-- embedded: PATH -->` is the
/// mapping file that PATH embeds. Every file of `Tests/ParrotVendor` is shown, so the vendor these
/// tests build is the vendor the guide builds.
@Suite struct AddingAVendorGuideTests {
    /// One code block of the guide and the file it stands for.
    struct ShownFile: CustomStringConvertible {
        /// `file` (the block is the file) or `embedded` (the block is the text the file embeds).
        let marker: String
        /// The file's path in the repository.
        let path: String
        /// The block's lines, without its fences.
        let text: String

        var description: String { "\(marker): \(path)" }
    }

    /// The guide's text.
    static let guide = (try? String(contentsOf: Repository.root.appending(path: "docs/adding-a-vendor.md"), encoding: .utf8)) ?? ""

    /// Every marked code block of `guide`, in order.
    static func shownFiles(in guide: String) -> [ShownFile] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        var shown: [ShownFile] = []
        for (index, line) in lines.enumerated() {
            guard line.hasPrefix("<!-- "), line.hasSuffix(" -->"), let colon = line.firstIndex(of: ":") else { continue }
            let marker = String(line.dropFirst(5)[..<colon])
            let path = line[line.index(after: colon)...].dropLast(4).trimmingCharacters(in: .whitespaces)
            guard marker == "file" || marker == "embedded", index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
                let end = lines[(index + 2)...].firstIndex(where: { $0 == "```" })
            else { continue }
            shown.append(ShownFile(marker: marker, path: path, text: lines[(index + 2)..<end].joined(separator: "\n")))
        }
        return shown
    }

    /// The text a file's raw string literal (`#"""` to `"""#`) holds: its lines without the indentation
    /// of the closing delimiter, which Swift takes off.
    static func embeddedText(in source: String) -> String? {
        guard let open = source.range(of: "#\"\"\"\n"), let close = source.range(of: "\"\"\"#", range: open.upperBound..<source.endIndex)
        else { return nil }
        let lines = source[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let indentation = lines.last?.count ?? 0
        return lines.map { $0.dropFirst(indentation) }.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    @Test(arguments: shownFiles(in: guide)) func theGuideShowsTheFileWordForWord(_ shown: ShownFile) throws {
        let source = try String(contentsOf: Repository.root.appending(path: shown.path), encoding: .utf8)
        let text = shown.marker == "file" ? source.trimmingCharacters(in: .newlines) : try #require(Self.embeddedText(in: source))
        #expect(shown.text == text, "docs/adding-a-vendor.md's block under <!-- \(shown) --> must be that file's text; copy it over")
    }

    @Test func theGuideShowsEveryFileOfTheVendor() throws {
        let folder = Repository.root.appending(path: "Tests/ParrotVendor")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { "Tests/ParrotVendor/\($0)" }
        let shown = Set(Self.shownFiles(in: Self.guide).map(\.path))
        #expect(files.count == 7)
        for file in files { #expect(shown.contains(file), "docs/adding-a-vendor.md does not show \(file)") }
        #expect(shown.contains("Tests/ParrotVendorTests/ParrotGoldenTests.swift"), "the guide shows the golden suite")
    }
}
