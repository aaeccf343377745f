import Foundation
import LexiconCheck

/// Code actions for misspellings and the commands they carry.
extension LanguageServerSession {
    /// For each misspelling the range touches: its guesses, adding it to the user's and the
    /// workspace's dictionary, ignoring it in the document.
    func codeActions(_ params: CodeActionParams) -> [CodeActionItem] {
        guard let open = documents[params.textDocument.uri], let judge else { return [] }
        let uri = params.textDocument.uri
        var items: [CodeActionItem] = []
        for misspelling in open.misspellings where !open.ignored.contains(misspelling.word)
            && range(of: misspelling).overlaps(params.range) {
            let diagnostic = diagnostic(misspelling)
            let word = misspelling.word
            let guesses = judge.checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count),
                                                in: word, language: judge.checker.language) ?? []
            for (rank, guess) in guesses.prefix(Self.maximumGuesses).enumerated() {
                let title = "Change to “\(guess)”"
                if clientTakesCodeActionLiterals {
                    items.append(.action(CodeAction(
                        title: title, diagnostics: [diagnostic], isPreferred: rank == 0 ? true : nil,
                        edit: WorkspaceEdit(changes: [uri: [TextEdit(range: diagnostic.range, newText: guess)]]))))
                } else {
                    items.append(.command(Command(title: title, command: ServerCommand.replaceWord.rawValue,
                                                  arguments: [.string(uri), Self.json(diagnostic.range), .string(guess)])))
                }
            }
            var commands = [Command(title: "Add “\(word)” to the user dictionary",
                                    command: ServerCommand.addToUserDictionary.rawValue, arguments: [.string(word)])]
            if workspaceDictionary != nil {
                commands.append(Command(title: "Add “\(word)” to the workspace dictionary",
                                        command: ServerCommand.addToWorkspaceDictionary.rawValue, arguments: [.string(word)]))
            }
            commands.append(Command(title: "Ignore “\(word)” in this file", command: ServerCommand.ignoreInDocument.rawValue,
                                    arguments: [.string(uri), .string(word)]))
            for command in commands {
                items.append(clientTakesCodeActionLiterals
                             ? .action(CodeAction(title: command.title, diagnostics: [diagnostic], command: command))
                             : .command(command))
            }
        }
        return items
    }

    static func json(_ range: LSPRange) -> JSONValue {
        func position(_ position: Position) -> JSONValue {
            .object(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
        }
        return .object(["start": position(range.start), "end": position(range.end)])
    }

    mutating func executeCommand(_ params: ExecuteCommandParams, id: RequestID) throws -> [OutgoingMessage] {
        guard let command = ServerCommand(rawValue: params.command) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "unknown command \(params.command)")
        }
        let arguments = params.arguments?.compactMap(\.string) ?? []
        func argument(_ index: Int) throws -> String {
            guard index < arguments.count else {
                throw ResponseError(code: ResponseError.invalidParams, message: "\(command.rawValue): missing argument \(index + 1)")
            }
            return arguments[index]
        }
        var messages: [OutgoingMessage] = [.response(id: id, result: JSONValue.null)]
        switch command {
        case .replaceWord:
            let uri = try argument(0)
            guard let arguments = params.arguments, arguments.count == 3, let newText = arguments[2].string,
                  let range = try? JSONDecoder().decode(LSPRange.self, from: JSONEncoder().encode(arguments[1])) else {
                throw ResponseError(code: ResponseError.invalidParams,
                                    message: "\(command.rawValue): the arguments are a URI, a range and a replacement")
            }
            let id = RequestID.number(nextRequestID)
            nextRequestID += 1
            messages.append(.request(id: id, method: "workspace/applyEdit", params: ApplyWorkspaceEditParams(
                label: "Change to “\(newText)”", edit: WorkspaceEdit(changes: [uri: [TextEdit(range: range, newText: newText)]]))))
        case .addToUserDictionary:
            let word = try argument(0)
            guard let judge else { throw ResponseError(code: ResponseError.requestFailed, message: "no dictionary is loaded") }
            do {
                try judge.checker.learnWord(word)
            } catch {
                throw ResponseError(code: ResponseError.requestFailed, message: "“\(word)” was not added: \(error.description)")
            }
            judge.forgetVerdicts()
            messages += republishAll()
        case .addToWorkspaceDictionary:
            let word = try argument(0)
            guard let workspaceDictionary else {
                throw ResponseError(code: ResponseError.requestFailed, message: "no workspace folder to keep a dictionary in")
            }
            do {
                try workspaceDictionary.learn(word)
            } catch {
                throw ResponseError(code: ResponseError.requestFailed, message: "“\(word)” was not added: \(error.description)")
            }
            messages += reloadAcceptedWords()
        case .ignoreInDocument:
            let (uri, word) = (try argument(0), try argument(1))
            guard documents[uri] != nil else {
                throw ResponseError(code: ResponseError.invalidParams, message: "\(uri) is not open")
            }
            documents[uri]?.ignored.insert(word)
            messages += publish(uri)
        }
        return messages
    }
}
