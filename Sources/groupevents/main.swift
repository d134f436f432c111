import GroupEventsCommand

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

GroupEventsCommandLine.prepareProcess()
exit(GroupEventsCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
