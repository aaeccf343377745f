/// Words of source code that no language's dictionary has: Swift's keywords and attributes, the
/// names of Apple's frameworks and their prefixes, and the abbreviations programmers write in
/// names and comments. Accepted in source files (not in prose), compared as written and in
/// lower case, before a name is cut into parts (so `NSRange` and `UIKit` pass whole).
enum SourceCodeWords {
    static func contains(_ word: Substring) -> Bool {
        words.contains(String(word)) || words.contains(word.lowercased())
    }

    static let words: Set<String> = [
        // Swift's keywords, attributes and common library names.
        "associatedtype", "async", "await", "borrowing", "consuming", "deinit", "didset", "discardableresult",
        "dynamicmemberlookup", "escaping", "fallthrough", "fileprivate", "func", "guard", "idx", "init",
        "inout", "inlinable", "isolated", "mainactor", "nonisolated", "nonmutating", "objc", "rethrows",
        "sendable", "struct", "subscript", "typealias", "unowned", "usablefrominline", "willset",
        "autoclosure", "noescape", "testable", "frozen", "resultbuilder", "propertywrapper", "dynamiccallable",
        "codable", "decodable", "encodable", "hashable", "equatable", "comparable", "nonsendable",
        "stdlib", "swiftpm", "swiftui", "xcode", "xctest", "xcframework", "spm", "docc", "swiftlint",
        "swiftformat", "cocoapods", "carthage", "combine", "nsobject", "nsstring", "nsrange", "nsnotfound",
        "uikit", "appkit", "watchkit", "tvos", "ios", "ipados", "macos", "watchos", "visionos", "darwin",
        "glibc", "libc", "musl", "corelibs", "cfstring", "cgfloat", "cgpoint", "cgrect", "cgsize",
        "nsview", "uiview", "uiviewcontroller", "uitextchecker", "nsspellchecker", "nsattributedstring",
        "globalactor", "taskgroup", "asyncsequence", "asyncstream", "unsafepointer",
        "unsafemutablepointer", "unsafebufferpointer", "unsafemutablebufferpointer", "unsaferawpointer",
        "opaquepointer", "contiguousarray", "arrayslice", "substring", "utf", "uint", "int", "bool",
        "enum", "enums", "inits", "structs", "var", "vars", "let", "funcs", "impl",
        "dict", "dicts", "args", "argv", "argc", "param", "params", "config", "configs", "repo", "repos",
        "str", "strs", "ptr", "ptrs", "len", "buf", "bufs", "src", "dst", "tmp", "temp", "msg", "msgs",
        "req", "res", "resp", "ctx", "env", "envs", "impls", "iter", "iters", "attr", "attrs", "desc",
        "num", "nums", "obj", "objs", "val", "vals", "elem", "elems", "prev", "curr", "cur", "lhs",
        "rhs", "alloc", "dealloc", "malloc", "realloc", "calloc", "memcpy", "memset", "memchr", "memcmp",
        "strlen", "stdin", "stdout", "stderr", "printf", "println", "sprintf", "fprintf", "errno",
        "json", "jsonl", "yaml", "toml", "xml", "html", "css", "csv", "tsv", "sql", "sqlite", "http",
        "https", "url", "urls", "uri", "uris", "api", "apis", "sdk", "sdks", "cli", "gui", "ui", "ux",
        "uuid", "uuids", "utf8", "utf16", "utf32", "ascii", "unicode", "bom", "regex", "regexes",
        "mutex", "mutexes", "semaphore", "sync", "tls", "ssl", "tcp", "udp", "ip", "ipv4",
        "ipv6", "dns", "cpu", "cpus", "gpu", "ram", "io", "os", "fd", "fds", "pid", "pids", "tty",
        "lsp", "rpc", "jsonrpc", "stdio", "repl", "ide", "ides", "vscode", "neovim", "vim", "emacs",
        "github", "gitlab", "git", "npm", "pypi", "linux", "debian", "ubuntu", "macbook", "iphone",
        "ipad", "todo", "todos", "fixme", "hack", "lexcheck", "hunspell", "libhunspell", "nuspell",
        "namespace", "namespaces", "lookup", "lookups", "runtime", "runtimes", "boolean", "booleans",
        "callback", "callbacks", "closure", "closures", "getter", "getters", "setter", "setters",
        "iterator", "iterators", "initializer", "initializers", "deinitializer", "accessor", "accessors",
        "serializer", "deserializer", "serialize", "deserialize", "tokenizer", "tokenizers", "tokenize",
        "parser", "parsers", "lexer", "lexers", "middleware", "localhost", "hostname", "filename",
        "filenames", "filepath", "dirname", "basename", "mkdir", "chmod", "sudo", "symlink", "symlinks",
        "bytecode", "codegen", "enqueue", "dequeue", "refactor", "refactoring", "inline", "inlined",
        "mutable", "immutable", "nullable", "nonnull", "optionals", "metadata", "datetime", "timestamp",
        "timestamps", "timeout", "timeouts", "awaitable", "concurrency", "subclass", "subclasses",
        "superclass", "subview", "subviews", "superview", "viewmodel", "viewcontroller", "webview",
        "checkbox", "textfield", "dropdown", "tooltip", "navbar", "sidebar", "toolbar", "popover",
        "cmd", "ctrl", "alt", "esc", "tab", "enter", "backspace", "keypath", "keypaths", "rawvalue",
        "ns", "cg", "ca", "cf", "cl", "av", "mk", "sk", "scn", "ar", "gk", "ml", "vn", "wk", "xc",
    ]
}
