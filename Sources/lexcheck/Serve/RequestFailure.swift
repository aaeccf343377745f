/// Why the server does not answer a request as asked: the HTTP status and a line of text.
struct RequestFailure: Error, Equatable {
    var status: Int
    var message: String

    /// 400: the request is malformed or names something the server does not have.
    static func badRequest(_ message: String) -> RequestFailure { RequestFailure(status: 400, message: message) }
    /// 401: the request needs the operator's token and did not bring it.
    static func unauthorized(_ message: String) -> RequestFailure { RequestFailure(status: 401, message: message) }
    /// 403: what the request asks for is turned off on this server.
    static func forbidden(_ message: String) -> RequestFailure { RequestFailure(status: 403, message: message) }
    /// 503: the server is doing as much of this as it does at once; the request may be sent again.
    static func busy(_ message: String) -> RequestFailure { RequestFailure(status: 503, message: message) }
    /// 500: the server could not do it (a file it needs could not be read).
    static func serverError(_ message: String) -> RequestFailure { RequestFailure(status: 500, message: message) }
}
