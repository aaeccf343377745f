/// How a document's lines are read for words, by the language the client names
/// (`languageId`): prose is checked whole, source code only in its comments, strings and (in
/// Swift) declared names.
package enum DocumentKind: Sendable, Equatable {
    /// Every word (links, e-mail addresses and paths left out, as the hunspell tool leaves them).
    case plainText
    /// Prose outside code blocks, code spans, links' destinations and HTML tags.
    case markdown
    /// Comments, strings and declared names (`func`, `var`, `let`, types, cases).
    case swift
    /// Comments (`//`, `/* */`) and strings: C, C++, Objective-C, Java, JavaScript, TypeScript,
    /// Rust, Go, Kotlin, C#, Dart, Scala.
    case cFamily
    /// Comments (`#`) and strings: Python, shell, Ruby, Perl, R, YAML, TOML, Makefiles.
    case hashComments

    package init(languageID: String) {
        switch languageID.lowercased() {
        case "markdown", "md": self = .markdown
        case "swift": self = .swift
        case "c", "cpp", "objective-c", "objective-cpp", "java", "javascript", "javascriptreact",
             "typescript", "typescriptreact", "rust", "go", "kotlin", "csharp", "dart", "scala":
            self = .cFamily
        case "python", "shellscript", "sh", "bash", "zsh", "ruby", "perl", "r", "yaml", "toml", "makefile":
            self = .hashComments
        default: self = .plainText
        }
    }

    var isSourceCode: Bool {
        switch self {
        case .swift, .cFamily, .hashComments: true
        case .plainText, .markdown: false
        }
    }
}
