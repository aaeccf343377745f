extension CheckedSpan {
    /// `bytes[from..<to]` as prose, or nothing when it is empty. Links, e-mail addresses and
    /// paths in it are left to the dictionary's tokenizer, which skips them as the hunspell
    /// tool does.
    static func prose(from: Int, to: Int) -> [CheckedSpan] {
        from < to ? [CheckedSpan(from..<to, .prose)] : []
    }

    /// A space or tab (and the other white space of one byte) between words.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }
}
