import GroupEventsCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(GroupEventsCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
