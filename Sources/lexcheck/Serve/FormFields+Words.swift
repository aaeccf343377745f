import LanguageToolProtocol
import LexiconCheck

extension FormFields {
    /// The `words` field of lexcheck's endpoints: one word per line (`\n`, `\r\n` or `\r`),
    /// white space around a word removed and blank lines skipped, as `batch` reads its lines.
    func words() throws(RequestFailure) -> [String] {
        guard let text = self["words"] else { throw .badRequest("missing the field words (one word per line)") }
        return text.split { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { String($0.trimmingWhitespace()) }
            .filter { !$0.isEmpty }
    }
}
