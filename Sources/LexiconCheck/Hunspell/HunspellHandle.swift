// Compiled with the `Hunspell` trait, on platforms with a system libhunspell (Package.swift).
#if LEXCHECK_HUNSPELL
import CHunspell
import Foundation
import LexiconSupport

/// What libhunspell 1.7.1 keeps for the whole process, behind one lock.
///
/// Hunspell shares one Unicode case table between its handles and counts its users without a
/// lock, so every creation and destruction of a handle goes through this lock. The count is
/// also wrong: a UTF-8 handle adds two users when created and removes two when destroyed, but
/// an 8-bit handle adds none and still removes one. Destroying 8-bit handles would free the
/// table under the UTF-8 handles still alive, which then silently stop accepting `Teeth` and
/// `TEETH`. So each time an 8-bit handle is destroyed, a tiny UTF-8 handle is created and
/// kept for the life of the process, giving the count back.
private struct HunspellGlobals {
    var anchors: [OpaquePointer] = []

    /// Creates and keeps one tiny UTF-8 handle; false when its files cannot be written.
    mutating func addAnchor() -> Bool {
        let directory = FileManager.default.temporaryDirectory
            .appending(path: "lexcheck-anchor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let affix = directory.appending(path: "anchor.aff")
        let dictionary = directory.appending(path: "anchor.dic")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("SET UTF-8\n".utf8).write(to: affix)
            try Data("1\na\n".utf8).write(to: dictionary)
        } catch {
            return false
        }
        guard let anchor = Hunspell_create(affix.path, dictionary.path) else { return false }
        anchors.append(anchor)
        return true
    }
}

private let hunspellGlobals = Locked(HunspellGlobals())

/// One libhunspell handle. Not thread-safe: a ``HandlePool`` slot owns it behind a lock.
final class HunspellHandle {
    private let handle: OpaquePointer
    private let isUTF8: Bool

    /// Loads the dictionary. The caller has checked both files: Hunspell itself reports a
    /// missing file only on stderr and hands back an empty dictionary.
    init(affixPath: String, dictionaryPath: String) throws(LexiconError) {
        // The paths' own bytes (a name that is not UTF-8 stays itself); `nil` for one holding a NUL.
        let created: OpaquePointer? = hunspellGlobals.withLock { _ in
            SystemString.withCString(affixPath) { affix in
                SystemString.withCString(dictionaryPath) { dictionary in Hunspell_create(affix, dictionary) }
            } ?? nil
        }
        guard let created else {
            throw .unreadable(path: dictionaryPath, reason: "libhunspell could not load the dictionary")
        }
        handle = created
        isUTF8 = Hunspell_get_dic_encoding(created).map { String(cString: $0) } == "UTF-8"
    }

    deinit {
        let handle = handle
        let isUTF8 = isUTF8
        hunspellGlobals.withLock { globals in
            // Without an anchor, leaking the 8-bit handle is the safe choice.
            if isUTF8 || globals.addAnchor() {
                Hunspell_destroy(handle)
            }
        }
    }

    /// Whether the NUL-terminated word, in the dictionary's encoding, is correct.
    func spell(_ word: [UInt8]) -> Bool {
        text(word) { Hunspell_spell(handle, $0) != 0 }
    }

    /// Hunspell's suggestions for the NUL-terminated word, as raw bytes in the dictionary's
    /// encoding.
    func suggest(_ word: [UInt8]) -> [[UInt8]] {
        list { list in text(word) { Hunspell_suggest(handle, &list, $0) } }
    }

    /// The stems of the NUL-terminated word (`Hunspell_stem`).
    func stem(_ word: [UInt8]) -> [[UInt8]] {
        list { list in text(word) { Hunspell_stem(handle, &list, $0) } }
    }

    /// The morphological analyses of the NUL-terminated word (`Hunspell_analyze`), one string of
    /// fields (`st:`, `po:`, `fl:`...) each.
    func analyze(_ word: [UInt8]) -> [[UInt8]] {
        list { list in text(word) { Hunspell_analyze(handle, &list, $0) } }
    }

    /// The forms of `word` that inflect like `model` (`Hunspell_generate`).
    func generate(_ word: [UInt8], like model: [UInt8]) -> [[UInt8]] {
        list { list in text(word) { word in text(model) { Hunspell_generate(handle, &list, word, $0) } } }
    }

    /// Adds a word for the life of this handle (`Hunspell_add`); with `model`, with the affixes
    /// of that dictionary word (`Hunspell_add_with_affix`).
    func add(_ word: [UInt8], like model: [UInt8]?) {
        text(word) { word in
            if let model {
                _ = text(model) { Hunspell_add_with_affix(handle, word, $0) }
            } else {
                _ = Hunspell_add(handle, word)
            }
        }
    }

    /// Marks a word as forbidden for the life of this handle (`Hunspell_remove`).
    func remove(_ word: [UInt8]) {
        _ = text(word) { Hunspell_remove(handle, $0) }
    }

    /// `bytes` (NUL-terminated) as the C string Hunspell takes.
    private func text<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if let start = characters.baseAddress { return body(start) }
                return "".withCString(body)
            }
        }
    }

    /// The strings of a list Hunspell allocates through `call`, as raw bytes in the dictionary's
    /// encoding; the list is freed before returning.
    private func list(_ call: (inout UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32) -> [[UInt8]] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = call(&list)
        defer { Hunspell_free_list(handle, &list, count) }
        guard let list, count > 0 else { return [] }
        return (0..<Int(count)).compactMap { index in
            list[index].map { cString in
                var length = 0
                while cString[length] != 0 { length += 1 }
                return UnsafeRawBufferPointer(start: cString, count: length).map { $0 }
            }
        }
    }
}
#endif
