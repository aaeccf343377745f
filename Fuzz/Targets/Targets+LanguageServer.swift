import Foundation
import LanguageServer

extension Targets {
    /// A client's byte stream to `lexcheck lsp`, cut into messages and answered as the server
    /// answers it: framing is read or refused with a ``FramingError``, and every message the
    /// session sends back is JSON whose diagnostics have ranges that start before they end.
    static let languageServer = FuzzTarget(name: "lsp") { data in
        var framer = MessageFramer(maximumBodyBytes: 1 << 20)
        var session = LanguageServerSession(serverVersion: "fuzz", usesWorkspaceFiles: false) { _ in
            guard let checker = makeChecker() else { throw CocoaError(.featureUnsupported) }
            return checker
        }
        framer.append(data)
        var messages = 0
        while messages < 200 {
            let body: ArraySlice<UInt8>?
            do throws(FramingError) {
                body = try framer.nextBody()
            } catch {
                return error.description.hasPrefix("broken message framing in message ") ? nil : "unclear error: \(error)"
            }
            guard let body else { return nil }
            messages += 1
            for answer in session.handle(Data(body)) {
                guard let json = try? JSONDecoder().decode(JSONValue.self, from: answer.body()) else {
                    return "an answer is not JSON: \(String(decoding: answer.body().prefix(200), as: UTF8.self))"
                }
                for diagnostic in json["params"]?["diagnostics"]?.array ?? [] {
                    guard case .number(let line) = diagnostic["range"]?["start"]?["line"],
                          case .number(let start) = diagnostic["range"]?["start"]?["character"],
                          case .number(let end) = diagnostic["range"]?["end"]?["character"],
                          line >= 0, start >= 0, start < end else {
                        return "a diagnostic with a broken range: \(diagnostic)"
                    }
                }
            }
            if session.exitCode != nil { return nil }
        }
        return nil
    }
}
