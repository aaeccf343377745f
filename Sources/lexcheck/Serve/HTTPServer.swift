#if LEXCHECK_SERVER
import Foundation
import Hummingbird
import LanguageToolProtocol
import LexiconSupport
import Logging

/// `lexcheck serve`'s HTTP side: Hummingbird's router in front of the ``SpellingService``
/// (LanguageTool's API), the ``GameService`` (the CLI's JSON for games) and the
/// ``DictionaryChanges`` (learning, with the operator's token).
///
/// Bodies are read up to a limit (413 past it), form fields and annotations are checked (400
/// with the reason), idle or slow connections are closed after a timeout, and SIGTERM or
/// SIGINT stop the server once the requests in flight are answered (Hummingbird's
/// `runService`, on swift-service-lifecycle).
///
/// Needs macOS 15 on a Mac: Hummingbird needs macOS 14, and the table of request readers holds
/// typed-throws functions, whose run-time support came with macOS 15.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct HTTPServer: Sendable {
    let spelling: SpellingService
    let games: GameService
    let changes: DictionaryChanges
    let host: String
    let port: Int
    let maxRequestBytes: Int
    let idleTimeout: Int
    /// How long a check may look for replacements (``SpellingService/check(_:deadline:)``).
    let checkDeadline: Duration
    let logLevel: String

    /// Runs the server until it stops, blocking the calling thread. `lexcheck`'s `main` stays
    /// synchronous, so that no other command starts Swift's thread pool: under `ulimit -v`,
    /// each thread's allocator arena takes address space the memory checks do not count
    /// (docs/memory-limits.md).
    func runUntilStopped() throws {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await run()
            } catch {
                outcome.error.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error.withLock({ $0 }) { throw error }
    }

    /// What the server's task ended with, handed to the thread that waits for it.
    private final class Outcome: Sendable {
        let error = Locked<(any Error)?>(nil)
    }

    private func run() async throws {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = Logger.Level(rawValue: logLevel) ?? .info
            return handler
        }
        let logger = Logger(label: "lexcheck")
        let application = Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(idleTimeout)))),
            configuration: .init(address: .hostname(host, port: port), serverName: "lexcheck"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? port
                // The line a supervisor or a test waits for (the port is the real one with --port 0).
                StandardStreams.writeError("lexcheck serve: listening on http://\(host):\(port)\n")
            },
            logger: logger)
        try await application.runService()
        StandardStreams.writeError("lexcheck serve: stopped\n")
    }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        let (spelling, games, changes) = (spelling, games, changes)
        let limit = maxRequestBytes
        let deadline = checkDeadline
        router.get("health") { _, _ in
            Self.json(Data(#"{"status":"ok"}"#.utf8))
        }
        router.get("v2/languages") { _, _ in
            Self.json(Self.encode(spelling.languages))
        }
        // LanguageTool's check, then lexcheck's own: the CLI's JSON for games and words.
        let reads: [(String, @Sendable (FormFields) throws(RequestFailure) -> [UInt8])] = [
            ("v2/check", { fields throws(RequestFailure) in
                try Self.check(fields, service: spelling, deadline: .now + deadline)
            }),
            ("v1/games/judge", games.judge), ("v1/games/solve", games.solve), ("v1/words/check", games.check),
        ]
        for (path, answer) in reads {
            router.get(RouterPath(path)) { request, context in
                try await Self.answer(request, context: context, limit: limit, answer)
            }
            router.post(RouterPath(path)) { request, context in
                try await Self.answer(request, context: context, limit: limit, answer)
            }
        }
        for (path, kind) in [("v1/words/learn", DictionaryChanges.Kind.learn), ("v1/words/unlearn", .unlearn)] {
            router.post(RouterPath(path)) { request, context in
                let authorization = request.headers[.authorization]
                return try await Self.answer(request, context: context, limit: limit) { fields throws(RequestFailure) in
                    try changes.change(kind, fields, authorization: authorization)
                }
            }
        }
        return router
    }

    /// A request's form fields (the query's, and a POST's body), or the response refusing it.
    private static func fields(of request: Request, limit: Int) async -> Result<FormFields, RequestFailure> {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return .failure(RequestFailure(status: 413, message: "the request body is \(length) bytes, above the limit of \(limit)"))
        }
        var bytes = Array((request.uri.query ?? "").utf8)
        if request.method == .post {
            guard let body = try? await request.body.collect(upTo: limit) else {
                return .failure(RequestFailure(status: 413, message: "the request body is above the limit of \(limit) bytes"))
            }
            if !bytes.isEmpty, body.readableBytes > 0 { bytes.append(UInt8(ascii: "&")) }
            bytes += Array(body.readableBytesView)
        }
        do throws(BadRequest) {
            return .success(try FormFields(bytes))
        } catch {
            return .failure(.badRequest(error.message))
        }
    }

    /// Answers a lexcheck endpoint: its JSON, or the failure as a status and a line of text.
    private static func answer(_ request: Request, context: BasicRequestContext, limit: Int,
                               _ answer: (FormFields) throws(RequestFailure) -> [UInt8]) async throws -> Response {
        do throws(RequestFailure) {
            let fields = try await fields(of: request, limit: limit).get()
            return json(try answer(fields))
        } catch {
            if error.status != 413 { context.logger.info("\(error.status): \(error.message)") }
            return Self.error(HTTPResponse.Status(code: error.status), error.message)
        }
    }

    /// `/v2/check`: LanguageTool's answer, or a 400 with the reason.
    private static func check(_ fields: FormFields, service: SpellingService,
                              deadline: ContinuousClock.Instant) throws(RequestFailure) -> [UInt8] {
        do throws(BadRequest) {
            return try service.check(CheckRequest(fields: fields), deadline: deadline).json
        } catch {
            throw .badRequest(error.message)
        }
    }

    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        // Sorted keys: every instance writes the same bytes for the same answer.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The answer types are the server's own and always encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    private static func json(_ bytes: some Sequence<UInt8>) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// An error as LanguageTool gives it: the status and a line of text.
    private static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
        if status == .serviceUnavailable { headers[.retryAfter] = "1" }
        if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "Error: \(message)\n")))
    }
}
#endif
