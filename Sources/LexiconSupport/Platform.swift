import Foundation

/// What differs between the operating systems lexcheck runs on, in one place: the only file of
/// the libraries with `#if os(...)` or `canImport` branches (besides the Hunspell trait's).
///
/// Everything here exists on every platform Swift games ship on: iOS, tvOS, watchOS and
/// visionOS included (no `homeDirectoryForCurrentUser`, which is macOS-only, and nothing that
/// assumes a writable home folder there).
@usableFromInline
package enum Platform {
    /// Whether this is an Apple platform.
    package static let isApple: Bool = {
        #if canImport(Darwin)
        true
        #else
        false
        #endif
    }()

    /// The command-line arguments, the program's name first, every byte kept
    /// (``SystemString``): a file name that is not UTF-8 still names its file.
    package static var arguments: [String] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { SystemString.string(cString: $0) } ?? ""
        }
    }

    /// The environment variables, every byte of their values kept (``SystemString``): a
    /// Latin-1 `HOME` still names the user's folder. Where the C library's `environ` is not
    /// visible to Swift, what Foundation decodes.
    package static var environment: [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = SystemString.string(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                // The first definition wins, as getenv(3) answers.
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }

    /// The user's home folder: `$HOME` when set, else what the system says (an app's container
    /// on iOS).
    package static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(filePath: home, directoryHint: .isDirectory)
        }
        return URL(filePath: NSHomeDirectory(), directoryHint: .isDirectory)
    }

    /// Where a program keeps data of its own that the user did not put anywhere in particular:
    /// on Apple platforms the Application Support folder (inside the app's container on iOS and
    /// in a sandbox); elsewhere `$XDG_DATA_HOME` (an absolute path), else `~/.local/share`.
    package static func dataDirectory(environment: [String: String]) -> URL {
        #if canImport(Darwin)
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return support
        }
        return homeDirectory(environment: environment).appending(path: "Library/Application Support")
        #else
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(filePath: dataHome, directoryHint: .isDirectory)
        }
        return homeDirectory(environment: environment).appending(path: ".local/share")
        #endif
    }

    /// Where a program keeps files it can rebuild: on Apple platforms the Caches folder; elsewhere
    /// `$XDG_CACHE_HOME` (an absolute path), else `~/.cache`.
    package static func cacheDirectory(environment: [String: String]) -> URL {
        #if canImport(Darwin)
        if let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first {
            return caches
        }
        return homeDirectory(environment: environment).appending(path: "Library/Caches")
        #else
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return URL(filePath: cacheHome, directoryHint: .isDirectory)
        }
        return homeDirectory(environment: environment).appending(path: ".cache")
        #endif
    }

    /// The folder `name` in lexcheck's cache: `$LEXCHECK_CACHE_DIRECTORY/<name>` when that is set,
    /// else `lexcheck/<name>` in ``cacheDirectory(environment:)``.
    package static func lexcheckCacheDirectory(_ name: String, environment: [String: String]) -> URL {
        if let path = environment["LEXCHECK_CACHE_DIRECTORY"], !path.isEmpty {
            return URL(filePath: path, directoryHint: .isDirectory).appending(path: name)
        }
        return cacheDirectory(environment: environment).appending(path: "lexcheck/\(name)")
    }

    /// The name SwiftPM gives the resource bundle of `target` in `package`.
    package static func resourceBundleName(package: String, target: String) -> String {
        isApple ? "\(package)_\(target).bundle" : "\(package)_\(target).resources"
    }

    /// What kind of thing a path names, following symbolic links.
    package enum FileKind: Equatable, Sendable {
        case regular, directory, fifo, device, socket, missing, other

        /// The kind the type bits of a `st_mode` name.
        package init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .directory
            case S_IFIFO: self = .fifo
            case S_IFCHR, S_IFBLK: self = .device
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }
    }

    /// The kind of `path` after following symbolic links (`stat(2)`).
    package static func fileKind(atPath path: String) -> FileKind {
        FileSystem.status(atPath: path).map { FileKind(mode: $0.st_mode) } ?? .missing
    }

    /// Whether the file descriptor (0 standard input, 1 output, 2 error) is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// A thread started by ``startThread(_:)``, to wait for with ``join(_:)``.
    @usableFromInline
    package struct Thread {
        fileprivate let handle: pthread_t
    }

    /// The work a thread runs, kept alive from `pthread_create` until the thread takes it.
    private final class ThreadWork {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    /// Starts a thread running `body`, or returns `nil` when the system cannot start one (no
    /// memory for its stack under a memory limit, too many threads): the caller then does the
    /// work itself. Unlike Dispatch, which waits and retries for as long as threads cannot be
    /// made (a hang under `ulimit -v`), this never waits.
    @usableFromInline
    package static func startThread(_ body: @escaping @Sendable () -> Void) -> Thread? {
        // A thread's stack is mapped whole: under an address-space limit, leave room for it and
        // for the work, or do the work on the caller's thread.
        if let left = addressSpaceLeft(), left < threadRoom { return nil }
        let context = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        let status = pthread_create(&handle, nil, { context in
            Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0, let handle else {
            Unmanaged<ThreadWork>.fromOpaque(context).release()
            return nil
        }
        #else
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { context in
            if let context { Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().body() }
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadWork>.fromOpaque(context).release()
            return nil
        }
        #endif
        return Thread(handle: handle)
    }

    /// The address space left that a thread is started only with: its stack (8 MiB by
    /// default) and the allocator's arena for it (glibc reserves 64 MiB for each thread's own,
    /// 128 MiB while aligning it), with room for what it allocates.
    @usableFromInline
    static let threadRoom = 192 << 20

    /// Waits until `thread` has finished.
    @usableFromInline
    package static func join(_ thread: Thread) {
        pthread_join(thread.handle, nil)
    }

    /// How many bytes of address space the process may still map, or `nil` when nothing limits
    /// it: the limit `ulimit -v` sets (`RLIMIT_AS`) less what is mapped now. Only Linux with
    /// glibc reports both; elsewhere it is `nil`.
    package static func addressSpaceLeft() -> Int? {
        #if os(Linux) && canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(RLIMIT_AS_VALUE, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        // The first field of /proc/self/statm: the pages mapped.
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        let mapped = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        return max(0, Int(clamping: limit.rlim_cur) - mapped)
        #else
        return nil
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
/// `RLIMIT_AS` as `getrlimit` takes it (Glibc imports it as an enum case).
private let RLIMIT_AS_VALUE = __rlimit_resource_t(RLIMIT_AS.rawValue)
#endif
