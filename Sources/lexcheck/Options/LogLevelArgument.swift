/// `serve --log-level`: what the server's log shows, swift-log's levels from the most to the
/// least detailed.
enum LogLevelArgument: String, KebabCaseArgument {
    case trace, debug, info, notice, warning, error, critical
}
