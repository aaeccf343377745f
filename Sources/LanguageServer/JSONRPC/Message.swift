import Foundation

/// A request's identifier: JSON-RPC allows a number or a string.
package enum RequestID: Sendable, Hashable, Codable {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What identifies a message that came in: a request (method and id), a notification (method,
/// no id) or a response to one of the server's requests (id, no method). Its params are read
/// separately, by type (``IncomingParams``).
struct IncomingMessage: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
    var result: JSONValue?
    var error: ResponseError?
}

/// A message's `params`, read as the type its method defines.
struct IncomingParams<Params: Decodable>: Decodable {
    var params: Params
}

/// A JSON-RPC error: a code and a message for people.
package struct ResponseError: Error, Codable, Sendable, Equatable {
    package var code: Int
    package var message: String

    package static let parseError = -32700
    package static let invalidRequest = -32600
    package static let methodNotFound = -32601
    package static let invalidParams = -32602
    package static let internalError = -32603
    /// LSP: a request before `initialize`.
    package static let serverNotInitialized = -32002
    /// LSP: a request the server cannot answer now (after `shutdown`), or that failed.
    package static let requestFailed = -32803

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }
}

/// A message the server sends, encoded as JSON-RPC 2.0.
package enum OutgoingMessage {
    case response(id: RequestID, result: any Encodable)
    case error(id: RequestID?, ResponseError)
    case notification(method: String, params: any Encodable)
    case request(id: RequestID, method: String, params: any Encodable)
    /// A whole message the server wrote itself (``PublishDiagnostics``).
    case written(Data)

    /// The message's JSON body.
    package func body() -> Data {
        if case .written(let body) = self { return body }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The types are the server's own and encode without failing; a failure would be a bug,
        // answered as an internal error rather than a lost message.
        if let data = try? encoder.encode(Envelope(message: self)) { return data }
        let fallback = Envelope(message: .error(id: id, ResponseError(code: ResponseError.internalError,
                                                                       message: "the answer could not be encoded")))
        return (try? encoder.encode(fallback)) ?? Data()
    }

    /// The body with its `Content-Length` header: what goes on the wire.
    package func framed() -> Data {
        let body = body()
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    private var id: RequestID? {
        switch self {
        case .response(let id, _), .request(let id, _, _): id
        case .error(let id, _): id
        case .notification, .written: nil
        }
    }

    private struct Envelope: Encodable {
        var message: OutgoingMessage

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error, method, params }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            switch message {
            case .response(let id, let result):
                try container.encode(id, forKey: .id)
                try container.encode(AnyEncodable(result), forKey: .result)
            case .error(let id, let error):
                if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
                try container.encode(error, forKey: .error)
            case .notification(let method, let params):
                try container.encode(method, forKey: .method)
                try container.encode(AnyEncodable(params), forKey: .params)
            case .request(let id, let method, let params):
                try container.encode(id, forKey: .id)
                try container.encode(method, forKey: .method)
                try container.encode(AnyEncodable(params), forKey: .params)
            case .written:
                // Never encoded: `body()` gives the bytes as written.
                break
            }
        }
    }

    private struct AnyEncodable: Encodable {
        var value: any Encodable
        init(_ value: any Encodable) { self.value = value }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}
