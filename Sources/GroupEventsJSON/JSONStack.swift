/// A growable stack in manually managed memory, for the reader's scratch space.
///
/// It starts in memory the caller lends it (typically from `withUnsafeTemporaryAllocation`, so on the
/// thread's stack) and moves to the heap only when that fills up. Unlike `Array` it hands out its top
/// element for in-place mutation without uniqueness checks, and it moves a run of elements into a new
/// array without retaining and releasing each one.
struct JSONStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Whether `storage` was allocated by the stack (rather than lent to it).
    private var ownsStorage = false
    /// The number of elements on the stack.
    private(set) var count = 0

    /// An empty stack that starts in `initialStorage`, which must outlive it and not be empty.
    init(initialStorage: UnsafeMutableBufferPointer<Element>) {
        guard let base = initialStorage.baseAddress, !initialStorage.isEmpty else {
            preconditionFailure("JSONStack needs initial storage")
        }
        storage = base
        capacity = initialStorage.count
    }

    deinit {
        storage.deinitialize(count: count)
        if ownsStorage { storage.deallocate() }
    }

    /// Whether the stack is empty.
    var isEmpty: Bool { count == 0 }

    /// The top element, for reading and mutating in place; the stack must not be empty.
    var top: UnsafeMutablePointer<Element> { storage + (count &- 1) }

    /// Pushes `element`.
    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count &+= 1
    }

    /// Removes and returns the top element; the stack must not be empty.
    @inline(__always)
    mutating func pop() -> Element {
        count &-= 1
        return (storage + count).move()
    }

    /// Removes the elements from index `start` up, returning them in order as an array.
    @inline(__always)
    mutating func popArray(from start: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(count &- start)
        for index in start..<count { result.append((storage + index).move()) }
        count = start
        return result
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        if ownsStorage { storage.deallocate() }
        storage = larger
        capacity *= 2
        ownsStorage = true
    }
}
