import Foundation
import GroupEventsJSON

/// Compares a value with a golden file under `Fixtures/`, by value and key order.
///
/// A missing or different golden is a failure. With `GROUPEVENTS_RECORD=1` the golden is written
/// instead (and the comparison reported as recorded) — never when `CI` is set.
package enum GoldenFile {
    /// Whether this run records goldens.
    package static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["GROUPEVENTS_RECORD"] == "1" && environment["CI"] == nil
    }

    /// Reads a JSON file under the repository root; nil when it does not exist.
    package static func read(_ relativePath: String) throws -> JSONValue? {
        guard let bytes = Repository.bytes(relativePath) else { return nil }
        return try JSONReader().read(bytes)
    }

    /// The differences between `actual` and the golden at `relativePath` (empty when they agree),
    /// after recording it when recording is on.
    package static func check(_ actual: JSONValue?, against relativePath: String) throws -> [String] {
        let url = Repository.root.appending(path: relativePath)
        let golden = try read(relativePath)
        if isRecording, golden != actual {
            if let actual {
                try Data((JSONWriter.prettyString(actual, indent: 2) + "\n").utf8).write(to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
            return []
        }
        switch (golden, actual) {
        case (nil, nil): return []
        case (nil, _?): return ["missing golden \(relativePath) (run the tests with GROUPEVENTS_RECORD=1 to write it)"]
        case (_?, nil): return ["golden \(relativePath) exists but nothing was produced"]
        case (let golden?, let actual?): return JSONDiff.differences(expected: golden, actual: actual).map { "\(relativePath): \($0)" }
        }
    }
}
