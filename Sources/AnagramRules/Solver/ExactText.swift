/// A string compared and hashed by its UTF-8 bytes: no canonical equivalence, which the standard
/// `Set` works out for every non-ASCII string and which costs a lot over a million words.
/// Callers put both sides in form C first.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
