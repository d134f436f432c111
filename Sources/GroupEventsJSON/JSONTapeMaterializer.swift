/// Builds the `JSONValue` of a tape value, walking its entries in order with an explicit stack (so depth
/// never touches the thread's stack), the way `JSONParser` builds one from text: members and elements
/// wait in shared scratch stacks and move into arrays of exactly the right size when their container ends.
struct JSONTapeMaterializer: ~Copyable {
    /// An array or object whose children are being built (its entry tells which).
    private struct Frame {
        /// The container's entry.
        var entry: Int
        /// Where the container's children begin in `members` or `elements`.
        var firstChild: Int
    }

    private let root: JSONTapeValue
    private let document: UInt32
    private var frames: JSONStack<Frame>
    private var members: JSONStack<JSONObject.Member>
    private var elements: JSONStack<JSONArray.Entry>

    private init(
        root: JSONTapeValue, document: UInt32, frames: UnsafeMutableBufferPointer<Frame>,
        members: UnsafeMutableBufferPointer<JSONObject.Member>, elements: UnsafeMutableBufferPointer<JSONArray.Entry>
    ) {
        self.root = root
        self.document = document
        self.frames = JSONStack(initialStorage: frames)
        self.members = JSONStack(initialStorage: members)
        self.elements = JSONStack(initialStorage: elements)
    }

    /// The `JSONValue` of `value`, its compact containers stamped with `document`.
    static func materialize(_ value: JSONTapeValue, document: UInt32) -> JSONValue {
        withUnsafeTemporaryAllocation(of: Frame.self, capacity: 8) { frames in
            withUnsafeTemporaryAllocation(of: JSONObject.Member.self, capacity: 16) { members in
                withUnsafeTemporaryAllocation(of: JSONArray.Entry.self, capacity: 16) { elements in
                    var materializer = JSONTapeMaterializer(root: value, document: document, frames: frames, members: members, elements: elements)
                    return materializer.build()
                }
            }
        }
    }

    private mutating func build() -> JSONValue {
        let tape = root.tape
        var index = root.entry
        nextValue: while true {
            let entry = tape[index]
            var completed: JSONValue
            switch entry.kind {
            case .object where entry.next > index &+ 1:
                frames.push(Frame(entry: index, firstChild: members.count))
                index = beginMember(at: index &+ 1)
                continue nextValue
            case .array where entry.next > index &+ 1:
                frames.push(Frame(entry: index, firstChild: elements.count))
                index &+= 1
                continue nextValue
            case .object: completed = .object(JSONObject(members: [], offset: offset(entry), sourceSpan: span(entry)))
            case .array: completed = .array(JSONArray(entries: [], offset: offset(entry), sourceSpan: span(entry)))
            case .string: completed = .string(string(entry))
            case .number: completed = .number(JSONNumber(uncheckedText: String(decoding: root.bytes(of: entry), as: UTF8.self)))
            case .true: completed = .bool(true)
            case .false: completed = .bool(false)
            case .null: completed = .null
            }
            var completedEntry = entry
            index = entry.next

            // A value is complete: hand it to the open containers, closing those that end here.
            while let top = frames.isEmpty ? nil : frames.top {
                let container = tape[top.pointee.entry]
                let isObject = container.kind == .object
                if isObject {
                    members.top.pointee.value = completed
                } else {
                    elements.push(JSONArray.Entry(value: completed, offset: offset(completedEntry)))
                }
                if index < container.next {
                    if isObject { index = beginMember(at: index) }
                    continue nextValue
                }
                let frame = frames.pop()
                completed =
                    isObject
                    ? .object(JSONObject(members: members.popArray(from: frame.firstChild), offset: offset(container), sourceSpan: span(container)))
                    : .array(JSONArray(entries: elements.popArray(from: frame.firstChild), offset: offset(container), sourceSpan: span(container)))
                completedEntry = container
            }
            return completed
        }
    }

    /// Pushes the member whose key is entry `key` with a placeholder value; returns its value's entry.
    @inline(__always)
    private mutating func beginMember(at key: Int) -> Int {
        let value = root.tape[key &+ 1]
        members.push(JSONObject.Member(key: string(root.tape[key]), value: .null, offset: offset(value)))
        return key &+ 1
    }

    /// The unescaped text of a string entry.
    @inline(__always)
    private func string(_ entry: JSONTape.Entry) -> String {
        JSONTapeValue(tape: root.tape, text: root.text, baseOffset: root.baseOffset, entry: 0).decodedString(entry)
    }

    @inline(__always)
    private func offset(_ entry: JSONTape.Entry) -> JSONOffset {
        JSONOffset(root.baseOffset &+ entry.start)
    }

    /// The span of a container entry whose text is compact; nil otherwise.
    @inline(__always)
    private func span(_ entry: JSONTape.Entry) -> JSONSourceSpan? {
        guard entry.isCompact else { return nil }
        return JSONSourceSpan(document: document, length: UInt32(truncatingIfNeeded: entry.end &- entry.start))
    }
}
