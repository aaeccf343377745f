#if LEXCHECK_SERVER
import Foundation
import Hummingbird
import LanguageToolProtocol
import LexiconSupport
import Logging

/// `lexcheck serve`'s HTTP side: Hummingbird's router in front of a ``SpellingService``.
///
/// Bodies are read up to a limit (413 past it), form fields and annotations are checked (400
/// with the reason), idle or slow connections are closed after a timeout, and SIGTERM or
/// SIGINT stop the server once the requests in flight are answered (Hummingbird's
/// `runService`, on swift-service-lifecycle).
struct SpellingServer: Sendable {
    let service: SpellingService
    let host: String
    let port: Int
    let maxRequestBytes: Int
    let idleTimeout: Int
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
        let service = service
        let limit = maxRequestBytes
        router.get("health") { _, _ in
            Self.json(Data(#"{"status":"ok"}"#.utf8))
        }
        router.get("v2/languages") { _, _ in
            Self.json(Self.encode(service.languages))
        }
        router.post("v2/check") { request, context in
            try await Self.check(request, context: context, service: service, limit: limit)
        }
        router.get("v2/check") { request, context in
            try await Self.check(request, context: context, service: service, limit: limit)
        }
        return router
    }

    /// `/v2/check`: the fields of the query (GET) or the form body (POST).
    private static func check(_ request: Request, context: BasicRequestContext, service: SpellingService,
                              limit: Int) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return error(.contentTooLarge, "the request body is \(length) bytes, above the limit of \(limit)")
        }
        var bytes = Array((request.uri.query ?? "").utf8)
        if request.method == .post {
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: limit)
            } catch {
                return Self.error(.contentTooLarge, "the request body is above the limit of \(limit) bytes")
            }
            bytes = Array(body.readableBytesView)
        }
        do throws(BadRequest) {
            let checked = try service.check(CheckRequest(fields: FormFields(bytes)))
            return json(encode(checked))
        } catch {
            context.logger.info("400: \(error.message)")
            return Self.error(.badRequest, error.message)
        }
    }

    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        // Sorted keys: every instance writes the same bytes for the same answer.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The answer types are the server's own and always encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    private static func json(_ data: Data) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// An error as LanguageTool gives it: the status and a line of text.
    private static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: "Error: \(message)\n")))
    }
}
#endif
