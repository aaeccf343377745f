import Foundation

/// The file-system calls lexcheck makes, on paths held as ``SystemString``s: every byte of a name
/// reaches the system as it came from the arguments, the environment or a folder listing.
/// Foundation's `FileManager` and `Data(contentsOf:)` encode a path as UTF-8, so a name that is
/// not UTF-8 would reach them as another name; everything that touches a file the user named
/// goes through here instead.
package enum FileSystem {
    /// `stat(2)` of `path`, following symbolic links; `nil` with `errno` set when it fails.
    package static func status(atPath path: String) -> stat? {
        var info = stat()
        let result = SystemString.withCString(path) { stat($0, &info) }
        guard let result else {
            errno = ENOENT
            return nil
        }
        return result == 0 ? info : nil
    }

    /// Whether something exists at `path` (a dangling link does not).
    package static func exists(atPath path: String) -> Bool {
        status(atPath: path) != nil
    }

    /// Whether `path` names a folder.
    package static func isDirectory(atPath path: String) -> Bool {
        status(atPath: path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    /// Whether this process may do `mode` (`R_OK`, `W_OK`) to `path` (`access(2)`).
    package static func isAccessible(_ path: String, _ mode: Int32) -> Bool {
        SystemString.withCString(path) { access($0, mode) } == 0
    }

    /// `open(2)`: a descriptor, or -1 with `errno` set.
    package static func openDescriptor(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        let descriptor = SystemString.withCString(path) { open($0, flags, mode) }
        guard let descriptor else {
            errno = ENOENT
            return -1
        }
        return descriptor
    }

    /// `rename(2)`; `false` with `errno` set when it fails.
    package static func move(_ source: String, to destination: String) -> Bool {
        SystemString.withCString(source) { from in
            SystemString.withCString(destination) { to in rename(from, to) }
        } == 0
    }

    /// `unlink(2)`; `false` when it fails.
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        SystemString.withCString(path) { unlink($0) } == 0
    }

    /// Sets the access and modification times of `path` to now (`utimensat(2)`); `false` when
    /// it fails.
    @discardableResult
    package static func markModifiedNow(_ path: String) -> Bool {
        SystemString.withCString(path) { utimensat(AT_FDCWD, $0, nil, 0) } == 0
    }

    /// Whether process `process` is running on this machine (`kill(2)` with no signal: a
    /// process we may not signal is running too).
    package static func processIsRunning(_ process: pid_t) -> Bool {
        guard process > 0 else { return false }
        return kill(process, 0) == 0 || errno == EPERM
    }

    /// When `info`'s file was last modified, in nanoseconds since 1970.
    package static func modificationTime(of info: stat) -> Int64 {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// The names in folder `path` (without `.` and `..`), or `nil` when it cannot be listed.
    package static func names(inDirectory path: String) -> [String]? {
        guard let directory = SystemString.withCString(path, { opendir($0) }), let directory else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    SystemString.string(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates folder `path` and the folders above it that are missing (`mkdir -p`).
    package static func createDirectory(atPath path: String) throws(FileSystemError) {
        if isDirectory(atPath: path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path {
            try createDirectory(atPath: parent)
        }
        let result = SystemString.withCString(path) { mkdir($0, 0o777) }
        guard let result else { throw FileSystemError(path: path, reason: "cannot create the folder: the name holds a NUL byte") }
        if result != 0 && !(errno == EEXIST && isDirectory(atPath: path)) {
            throw .posix(path, "cannot create the folder")
        }
    }

    /// The path with every symbolic link resolved (`realpath(3)`), or `nil` when it cannot be.
    package static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = SystemString.withCString(path, { realpath($0, nil) }), let resolved else { return nil }
        defer { free(resolved) }
        return SystemString.string(cString: resolved)
    }
}
