import Foundation

/// A string compared and hashed by its UTF-8 bytes: no canonical equivalence, which the standard
/// `Set` works out for every non-ASCII string and which costs a lot over a million words.
/// Callers put both sides in form C first.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { left in
            right.withUTF8 { right in
                guard let first = left.baseAddress, let second = right.baseAddress else { return left.count == right.count }
                return memcmp(first, second, left.count) == 0
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
