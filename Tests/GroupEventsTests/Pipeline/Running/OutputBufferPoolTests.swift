import Testing

@testable import GroupEvents

/// The chunk buffers a run's workers reuse: one comes back, emptied with its memory, only once
/// `capacity` newer ones were retired, and one whose bytes someone still holds is never written over.
@Suite struct OutputBufferPoolTests {
    @Test func aBufferComesBackWithItsMemoryAfterCapacityNewerOnes() {
        let pool = OutputBufferPool(capacity: 2)
        var first: [UInt8] = []
        first.reserveCapacity(4096)
        first.append(contentsOf: [1, 2, 3])
        let address = first.withUnsafeBufferPointer { $0.baseAddress }
        pool.retire(first)
        first = []
        pool.retire([4])
        #expect(pool.reuse() == nil, "two retired: none is old enough yet")
        pool.retire([5])
        let reused = pool.reuse()
        #expect(reused == [], "emptied")
        #expect(reused?.withUnsafeBufferPointer { $0.baseAddress } == address, "in the first buffer's memory")
        #expect((reused?.capacity ?? 0) >= 4096)
        #expect(pool.reuse() == nil)
    }

    @Test func aBufferStillHeldIsLeftAsItIs() {
        let pool = OutputBufferPool(capacity: 1)
        let held: [UInt8] = [7, 8, 9]
        pool.retire(held)
        pool.retire([1])
        var reused = pool.reuse() ?? [0]
        reused.append(42)
        #expect(reused == [42])
        #expect(held == [7, 8, 9], "the bytes someone holds stay as they were")
        #expect(reused.withUnsafeBufferPointer { $0.baseAddress } != held.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func aWorkersNextChunkWritesIntoAConsumedChunksMemory() {
        let pool = OutputBufferPool(capacity: 1)
        let scratch = RecordScratch(buffers: pool)
        var addresses: [UnsafePointer<UInt8>?] = []
        for chunk in 0..<6 {
            var buffer = scratch.takeOutputBuffer()
            buffer.append(contentsOf: Array(repeating: UInt8(chunk), count: 1000))
            addresses.append(buffer.withUnsafeBufferPointer { $0.baseAddress })
            scratch.giveBack(buffer)
            #expect(scratch.finishChunk().bytes == Array(repeating: UInt8(chunk), count: 1000))
        }
        // The first chunks' buffers are too small for the room a chunk reserves (a quarter more than the
        // last one wrote); from the third chunk on, each is reused two chunks on.
        #expect(addresses[4] == addresses[2] && addresses[5] == addresses[3], "each chunk's buffer reused two chunks on")
    }
}
