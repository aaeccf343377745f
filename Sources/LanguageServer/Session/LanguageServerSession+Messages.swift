import Foundation
import LexiconCheck

/// Messages for the user (`window/showMessage`, `window/logMessage`) and errors as sentences.
extension LanguageServerSession {
    func showMessage(_ text: String, type: Int) -> OutgoingMessage {
        .notification(method: "window/showMessage", params: MessageParams(type: type, message: text))
    }

    func logMessage(_ text: String, type: Int) -> OutgoingMessage {
        .notification(method: "window/logMessage", params: MessageParams(type: type, message: text))
    }

    struct MessageParams: Encodable {
        var type: Int
        var message: String
    }

    /// An error as a sentence: decoding errors say which member was wrong.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context.codingPath)) is invalid"
        case let error as LexiconError:
            return error.description
        default:
            return String(describing: error)
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
