#if canImport(Glibc)
import Glibc
#endif

exit(Menuctl.main(Array(CommandLine.arguments.dropFirst())))
