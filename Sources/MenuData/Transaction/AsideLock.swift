import MenuModel
import SQLite
#if canImport(Glibc)
import Glibc
#endif

/// The flock(2) locks that say a file made aside is being built: one on
/// the file, held until it is linked into place or discarded, and one on
/// its folder, held at least while the file is made and locked. A process
/// killed by SIGKILL loses both at once, so a later command that can take
/// the file's lock knows its maker is gone and may remove it; one that
/// holds the folder's lock never finds a file so new it is not locked yet.
/// flock locks are apart from the POSIX locks SQLite takes on the same file
/// (https://man7.org/linux/man-pages/man2/flock.2.html).
package final class AsideLock {
    private var folderDescriptor: Int32 = -1
    private var fileDescriptor: Int32 = -1

    /// Takes the folder's lock, waiting as long as a writer waits for
    /// another (SPEC 9). A folder that cannot be opened or locked (a file
    /// system without flock) is used unlocked, as before there were locks.
    package init(folder: String, for path: String) throws(MenuError) {
        folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { return }
        var waited: useconds_t = 0
        var delay: useconds_t = 1_000
        while flock(folderDescriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return }
            guard waited < useconds_t(Database.busyTimeoutMilliseconds) * 1_000 else {
                release()
                throw MenuError(.busy, "the menu at \(path) stayed locked by another command for \(Database.busyTimeoutMilliseconds / 1000) s; try again")
            }
            usleep(delay)
            waited += delay
            delay = min(delay * 2, 20_000)
        }
    }

    /// Locks the file just made, through its own descriptor, kept open.
    package func hold(_ descriptor: Int32) {
        fileDescriptor = descriptor
        flock(descriptor, LOCK_EX)
    }

    /// Lets others into the folder again; the file stays locked.
    package func releaseFolder() {
        if folderDescriptor >= 0 { close(folderDescriptor) }
        folderDescriptor = -1
    }

    /// After the file has been linked into place or removed.
    package func release() {
        releaseFolder()
        if fileDescriptor >= 0 { close(fileDescriptor) }
        fileDescriptor = -1
    }

    deinit { release() }
}
