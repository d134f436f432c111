import Testing

@testable import GroupEventsCore

/// Gathering diagnostics and outputs without a new buffer when one side is empty keeps what `+` and
/// `append(contentsOf:)` give: every element, in order.
@Suite struct ArrayAdoptingTests {
    @Test(arguments: [([], []), ([1, 2], []), ([], [3]), ([1, 2], [3, 4])] as [([Int], [Int])])
    func appendingAdoptingGivesWhatAppendingGives(first: [Int], more: [Int]) {
        var adopted = first
        adopted.append(adopting: more)
        #expect(adopted == first + more)
        #expect(first.followed(by: more) == first + more)
    }

    @Test func anEmptyArrayTakesTheOthersStorage() {
        let more = [1, 2, 3]
        var adopted: [Int] = []
        adopted.append(adopting: more)
        let shared = adopted.withUnsafeBufferPointer { adopted in more.withUnsafeBufferPointer { $0.baseAddress == adopted.baseAddress } }
        #expect(shared)
        #expect([Int]().followed(by: more).withUnsafeBufferPointer { $0.baseAddress } == more.withUnsafeBufferPointer { $0.baseAddress })
    }
}
