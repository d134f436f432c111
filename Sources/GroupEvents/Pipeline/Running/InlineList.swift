/// A list whose first element is kept inline and only the others in an array: a record's events,
/// or its diagnostics, are nearly always one or none, so that handing a record's list over costs no
/// heap allocation.
struct InlineList<Element: Sendable>: Sequence, ExpressibleByArrayLiteral, Sendable {
    /// The first element, when there is one.
    private var first: Element?
    /// The elements after the first.
    private var rest: [Element] = []

    /// The elements of `elements`, in order.
    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The elements listed.
    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    /// How many elements there are.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Adds an element after the others.
    mutating func append(_ element: Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    /// Changes every element with `change`, in order.
    mutating func update(_ change: (inout Element) -> Void) {
        guard first != nil else { return }
        change(&first!)
        for index in rest.indices { change(&rest[index]) }
    }

    /// The elements in order.
    func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    /// Goes through the elements in order.
    struct Iterator: IteratorProtocol {
        let list: InlineList
        /// The next element's index, the first being 0.
        var position = 0

        /// The next element, or nil after the last.
        mutating func next() -> Element? {
            defer { position += 1 }
            if position == 0 { return list.first }
            return position - 1 < list.rest.count ? list.rest[position - 1] : nil
        }
    }
}
