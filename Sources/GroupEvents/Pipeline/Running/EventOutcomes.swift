import GroupEventsCore

/// What happened to each event of a record, in record order: the kind and the outcome of each. The
/// first is kept inline and only the others (a record of several events is rare) in an array, so that
/// a record of one event hands this over without a heap allocation.
struct EventOutcomes: Sequence, ExpressibleByArrayLiteral, Sendable {
    /// One event's kind and outcome.
    typealias Element = (kind: GroupEventKind, outcome: RecordTranslation.Outcome)

    /// The first event, when there is one.
    private var first: Element?
    /// The events after the first.
    private var rest: [Element] = []

    /// The events of `elements`, in order.
    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The events listed.
    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    /// How many events there are.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Adds an event after the others.
    mutating func append(_ element: Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    /// The events in order.
    func makeIterator() -> Iterator {
        Iterator(outcomes: self)
    }

    /// Goes through the events in order.
    struct Iterator: IteratorProtocol {
        let outcomes: EventOutcomes
        /// The next event's index, the first being 0.
        var position = 0

        /// The next event, or nil after the last.
        mutating func next() -> Element? {
            defer { position += 1 }
            if position == 0 { return outcomes.first }
            return position - 1 < outcomes.rest.count ? outcomes.rest[position - 1] : nil
        }
    }
}
