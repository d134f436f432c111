import Dispatch
import Foundation
import GroupEventsTestSupport
import Synchronization
import Testing

@testable import GroupEventsJSON

/// `JSONCompactArena`: the memory compact objects write into is reused record after record, once no
/// object holds it, and never shows one object's bytes through another, whichever thread writes.
@Suite struct JSONCompactArenaTests {
    @Test func aThreadWritesEveryRecordIntoTheSameMemoryOnceTheLastOnesObjectsAreGone() {
        // One record: a nested object, an array of objects and the object holding them.
        @Sendable func writeRecord() -> WrittenRecord {
            var outer = JSONCompactObject()
            outer.append("kind", string: "member.joined")
            var member = JSONCompactObject()
            member.append("id", string: "u1")
            outer.append("seq", integer: 7)
            outer.append("member", object: member)
            let list = [member, member]
            outer.append("members", objectCount: list.count) { list[$0] }
            let arena = JSONCompactArena.current
            return WrittenRecord(arena: ObjectIdentifier(arena), used: arena.used, text: Self.text(of: outer))
        }
        // On a thread of its own: a thread the test runner lends to other tests may have an arena that
        // another test's objects, released on some other thread at any moment, still hold.
        let records = Self.onFreshThread { (0..<51).map { _ in writeRecord() } }
        let first = records[0]
        #expect(first.text == #"{"kind":"member.joined","seq":7,"member":{"id":"u1"},"members":[{"id":"u1"},{"id":"u1"}]}"#)
        for again in records.dropFirst() { #expect(again == first) }
    }

    /// What writing one record left: the thread's arena, the bytes it holds in use, the record's text.
    private struct WrittenRecord: Equatable, Sendable {
        let arena: ObjectIdentifier
        let used: Int
        let text: String
    }

    /// What `body` returns, run on a new thread, which has no arena yet.
    private static func onFreshThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let result = Mutex<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test func objectsKeptAcrossRecordsKeepTheirTextWhileLaterOnesWriteOn() {
        var random = RandomJSON(seed: 0xA12E)
        var kept: [(object: JSONCompactObject, text: String)] = []
        for record in 0..<2_000 {
            var object = JSONCompactObject()
            var expected = JSONObject()
            for member in 0..<Int.random(in: 1...8, using: &random.generator) {
                // Now and then a member longer than a thread's first arena, so that arenas are replaced.
                let string = random.generator.chance(0.01) ? String(repeating: "x\u{1}", count: 9_000) : random.string(maximumLength: 40)
                object.append("m\(member)", string: string)
                expected.append("m\(member)", .string(string))
            }
            if record % 7 == 0 { kept.append((object, JSONWriter.compactString(.object(expected)))) }
        }
        for (object, expected) in kept { #expect(Self.text(of: object) == expected) }
    }

    @Test func aMemberLongerThanTheArenaMovesTheObjectToALargerOne() {
        var object = JSONCompactObject()
        object.append("a", integer: 1)
        let before = object
        let long = String(repeating: "é\"", count: JSONCompactArena.initialCapacity)
        object.append("long", string: long)
        object.append("b", bool: true)
        #expect(Self.text(of: before) == #"{"a":1}"#)
        #expect(Self.text(of: object) == JSONWriter.compactString(.object(["a": 1, "long": .string(long), "b": true])))
        #expect(JSONCompactArena.current.capacity > JSONCompactArena.initialCapacity)
    }

    @Test func anObjectWrittenOnAnotherThreadLeavesThisThreadsArenaAsItWas() {
        var base = JSONCompactObject()
        base.append("a", integer: 1)
        let arena = JSONCompactArena.current
        let used = arena.used
        let copy = base
        let written = Self.onAnotherThread {
            var written = copy
            written.append("b", integer: 2)
            return written
        }
        // Written where it ran, not here: this thread may be writing its arena's end meanwhile.
        #expect(arena.used == used)
        base.append("c", integer: 3)
        #expect(arena.used > used)
        #expect(Self.text(of: base) == #"{"a":1,"c":3}"#)
        #expect(Self.text(of: written) == #"{"a":1,"b":2}"#)
    }

    @Test func objectsWrittenOnSeveralThreadsAtOnceKeepTheirText() {
        var base = JSONCompactObject()
        base.append("shared", string: "base")
        let shared = base
        let threads = 4
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var random = RandomJSON(seed: 0xC0DE &+ UInt64(thread))
            for record in 0..<400 {
                // An object sent from another thread, written on here, and one of this thread's own.
                var copy = shared
                copy.append("thread", integer: Int64(thread))
                var own = JSONCompactObject()
                var expected = JSONObject()
                for member in 0..<Int.random(in: 0...6, using: &random.generator) {
                    let string = random.string(maximumLength: 12)
                    own.append("k\(member)", string: string)
                    expected.append("k\(member)", .string(string))
                }
                copy.append("own", object: own)
                let written = Self.text(of: copy)
                let wanted = JSONWriter.compactString(.object(["shared": "base", "thread": .integer(Int64(thread)), "own": .object(expected)]))
                if written != wanted { failures.record("thread \(thread), record \(record): \(written) is not \(wanted)") }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(Self.text(of: shared) == #"{"shared":"base"}"#)
        #expect(Self.text(of: base) == #"{"shared":"base"}"#)
    }

    // MARK: - Helpers

    /// What `body` returns, run on a thread of its own.
    private static func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let result = Outcome<Result>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.value.withLock { $0 = body() }
            done.signal()
        }.start()
        done.wait()
        return result.value.withLock { $0! }
    }

    /// A value made on one thread for another.
    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }

    /// Failures seen on several threads, gathered under a lock.
    private final class Failures: Sendable {
        private let messages = Mutex<[String]>([])

        func record(_ message: String) {
            messages.withLock { $0.append(message) }
        }

        var all: [String] { messages.withLock { $0 } }
    }

    private static func text(of compact: JSONCompactObject) -> String {
        var writer = JSONWriter()
        writer.write(compact)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
