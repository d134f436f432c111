import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT, SIGTERM and SIGHUP once installed, so that a run can stop cleanly between blocks
/// of input: `received` tells whether one came, and `wakeDescriptor` becomes readable when one does,
/// for a wait on a pipe to watch.
///
/// The handler does only what a signal handler may: it stores the signal's number, writes a byte to
/// a pipe, and puts the signal's default action back, so that a second signal stops the process at
/// once (a way out if the clean stop takes too long).
///
/// A program calls `install()` once, before its runs, when it wants them to stop this way (the
/// command does); without it, the signals act as they otherwise would.
public enum InterruptMonitor {
    /// Installs the handlers and unblocks the signals; until then (and in a program that never calls this) signals act as
    /// usual and `received` stays nil. Call it once, before any work.
    public static func install() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        interruptWakeEnds = (ends[0], ends[1])
        _ = interruptReceived.load(ordering: .relaxed)
        for signal in InterruptSignal.allCases {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = interruptHandler
            #else
                action.__sigaction_u.__sa_handler = interruptHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: a blocked read returns EINTR on the thread that takes it
            sigaction(signal.rawValue, &action, nil)
        }
        // A process inherits the blocked signals of the thread that started it (a launcher's worker
        // thread often blocks them all), and threads started later inherit this thread's: unblocked
        // here, before any other thread starts, the stop signals reach the handler.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        for signal in InterruptSignal.allCases { sigaddset(&stopSignals, signal.rawValue) }
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    }

    /// The first stop signal received since `install()`, or nil.
    static var received: InterruptSignal? {
        InterruptSignal(rawValue: interruptReceived.load(ordering: .relaxed))
    }

    /// A descriptor that becomes readable once a signal has arrived; -1 before `install()`.
    static var wakeDescriptor: Int32 { interruptWakeEnds.read }
}

/// The number of the first stop signal received, 0 for none.
private let interruptReceived = Atomic<Int32>(0)

/// The pipe the handler writes a byte to: its read and write ends (set once, before the handler is installed).
nonisolated(unsafe) private var interruptWakeEnds: (read: Int32, write: Int32) = (-1, -1)

/// The signal handler: records the signal, wakes waiters, and lets a second signal act as usual.
private let interruptHandler: @convention(c) (Int32) -> Void = { signal in
    _ = interruptReceived.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(interruptWakeEnds.write, &byte, 1)
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
    #else
        action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigaction(signal, &action, nil)
}
