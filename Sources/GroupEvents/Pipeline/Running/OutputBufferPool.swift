import Synchronization

/// The output buffers of the chunks a run's workers finished, oldest first, for later chunks to write
/// into again: once the records written into one are consumed and gone, its memory is reused, so that
/// writing a chunk's outputs touches no fresh pages (a new buffer of 100 KB or more comes from the
/// system each time, zeroed page by page on first touch, which cost about a twentieth of a run).
///
/// A buffer is handed out again only after `capacity` newer ones were retired: by then the consuming
/// thread is done with its records (fewer chunks than that are in flight: `BatchProcessor` keeps
/// about two batches of 16 chunks). One still shared is emptied all the same, which gives the taker
/// new memory and leaves the records' bytes as they were (arrays copy on write): a missed reuse, never
/// a wrong output. Shared by the workers, so that the memory it keeps does not grow with their number.
final class OutputBufferPool: Sendable {
    /// Retired buffers, oldest first.
    private let retired = Mutex<[[UInt8]]>([])
    /// How many retired buffers are kept before the oldest is handed out again.
    let capacity: Int

    /// A pool handing buffers out again after `capacity` newer ones were retired.
    init(capacity: Int = 48) {
        self.capacity = capacity
    }

    /// Keeps `buffer`, whose chunk is finished, for a later chunk.
    func retire(_ buffer: [UInt8]) {
        retired.withLock { $0.append(buffer) }
    }

    /// The oldest retired buffer, emptied with its room kept, once `capacity` newer ones wait behind
    /// it; nil before that.
    func reuse() -> [UInt8]? {
        var buffer: [UInt8]? = retired.withLock { retired in retired.count > capacity ? retired.removeFirst() : nil }
        buffer?.removeAll(keepingCapacity: true)
        return buffer
    }
}
