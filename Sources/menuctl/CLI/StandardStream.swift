#if canImport(Glibc)
import Glibc
#endif

/// stdout and stderr as file descriptors, written in whole buffers: printing
/// fifty thousand rows one `print` at a time is slow.
struct StandardStream {
    let descriptor: Int32

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe (`menuctl list | head`) is not an error worth a crash
                }
                offset += written
            }
        }
    }
}
