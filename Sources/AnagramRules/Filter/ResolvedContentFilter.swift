import LexiconCheck
import LexiconSupport

/// A ``ContentFilter`` worked out for one game's language and case folding: the words it blocks
/// (the lists folded) and, in English, an index of their forms (``EnglishFormIndex``) that
/// expands an entry when a word could be one of its forms; and whether the dictionary's marks
/// count.
///
/// Each is kept (a few dozen at most) and shared, with the forms it has expanded: games with
/// the same filter, list and folding share one.
struct ResolvedContentFilter: Sendable {
    /// `nil` when the filter is off.
    private let lists: Lists?

    final class Lists: Sendable {
        /// The folded words the lists block.
        let entries: Set<String>
        /// In English, the entries' forms.
        let forms: EnglishFormIndex?
        /// The folded words never blocked unless a list names them: the allowed words (that the
        /// game does not also block) and, in English, the words the rules and dictionaries
        /// derive wrongly (``EnglishInflection/notForms``).
        let notDerived: Set<String>
        /// Why the bundled list could not be read; every word is then blocked.
        let failure: LexiconError?
        let normalizer: AnswerNormalizer
        /// What it was worked out from.
        let key: Key

        init(entries: Set<String>, forms: EnglishFormIndex?, notDerived: Set<String>, failure: LexiconError?,
             normalizer: AnswerNormalizer, key: Key) {
            self.entries = entries
            self.forms = forms
            self.notDerived = notDerived
            self.failure = failure
            self.normalizer = normalizer
            self.key = key
        }

        /// Whether the dictionary's `NOSUGGEST` marks block words.
        var usesMarks: Bool { key.filter.usesDictionaryMarks }

        /// Whether the lists block `word` (folded): one of their words or, in English, a form of one.
        func blocks(_ word: String) -> Bool {
            entries.contains(word) || forms?.contains(word) == true
        }
    }

    private init(lists: Lists?) {
        self.lists = lists
    }

    /// A filter that blocks nothing.
    static let off = ResolvedContentFilter(lists: nil)

    /// The filter of `settings`: its content filter in its language, folded as it folds case.
    init(_ settings: GameSettings) {
        let filter = settings.contentFilter
        guard filter.isEnabled else {
            self.init(lists: nil)
            return
        }
        let key = Key(filter: filter, list: ContentFilter.bundledListLanguage(settings.language), caseFolding: settings.caseFolding)
        if let lists = cache.withLock({ $0[key] }) {
            self.init(lists: lists)
            return
        }
        let bundled = key.list.map(ContentFilter.bundledList) ?? .success([])
        let lists = Self.lists(key, bundled: bundled)
        cache.withLock { cache in
            if cache.count >= 32 { cache.removeAll() }
            cache[key] = lists
        }
        self.init(lists: lists)
    }

    /// Whether anything can be blocked.
    var isActive: Bool { lists != nil }

    /// Whether the lists block no word at all (off, or on with empty lists: a language with no
    /// bundled list and no words of the game's), whatever the checker's stems and marks.
    var blocksNoWord: Bool { lists.map { $0.failure == nil && $0.entries.isEmpty } ?? true }

    /// Why the bundled list could not be read, when it could not (every word is then blocked).
    var failure: LexiconError? { lists?.failure }

    /// What the filter was worked out from (the same key, the same filter); `nil` when it is off.
    var key: Key? { lists?.key }

    /// Whether `word` (normalised as the game normalises answers) is blocked: it is one of the
    /// blocked words or their forms, or, by the checker's `morphology` asked about `spelling`
    /// (the word as the dictionary spells it, `Fotzen` for `fotzen`; the word itself when not
    /// given), the dictionary marks it `NOSUGGEST` or one of its stems is blocked. A word whose
    /// stem is allowed is not blocked for a mark (`Bosonen` when `Boson` is allowed).
    func blocks(_ word: String, spelling: @autoclosure () -> String? = nil, checker: (any TextChecker)?) -> Bool {
        guard let lists else { return false }
        if lists.failure != nil || lists.blocks(word) { return true }
        guard !lists.notDerived.contains(word), let morphology = checker?.morphology else { return false }
        let written = spelling() ?? word
        let folded = lists.normalizer.normalize(written)
        // Folded, the dictionary's spelling can differ from the typed word: `WEISSER` is `weißer`.
        if folded != word {
            if lists.blocks(folded) { return true }
            if lists.notDerived.contains(folded) { return false }
        }
        let found: (stems: [String], isMarkedNoSuggest: Bool)
        if lists.entries.isEmpty {
            // Only a mark can block: the stems matter only for a marked word.
            guard lists.usesMarks, morphology.isMarkedNoSuggest(written) else { return false }
            found = (morphology.stems(of: written), true)
        } else if lists.usesMarks {
            found = morphology.stemsAndNoSuggestMark(of: written)
        } else {
            found = (morphology.stems(of: written), false)
        }
        let marked = found.isMarkedNoSuggest
        let stems = found.stems.map(lists.normalizer.normalize)
        if stems.contains(where: lists.blocks) { return true }
        return marked && !stems.contains(where: lists.notDerived.contains)
    }

    struct Key: Hashable, Sendable {
        var filter: ContentFilter
        /// The language code of the bundled list (``ContentFilter/bundledListLanguage(_:)``);
        /// `"en"` also brings the English inflection rules.
        var list: String?
        var caseFolding: CaseFolding

        var english: Bool { list == "en" }
    }

    /// Works a filter out; `bundled` is the language's list, or why it cannot be read.
    static func resolve(_ key: Key, bundled: Result<[String], LexiconError>) -> ResolvedContentFilter {
        ResolvedContentFilter(lists: lists(key, bundled: bundled))
    }

    private static func lists(_ key: Key, bundled: Result<[String], LexiconError>) -> Lists {
        let normalizer = AnswerNormalizer(caseFolding: key.caseFolding)
        let fold = { (words: Set<String>) in Set(words.map(normalizer.normalize)).subtracting([""]) }
        var failure: LexiconError?
        var entries: Set<String> = []
        if key.filter.usesBundledList && key.list != nil {
            switch bundled {
            case .success(let words): entries = fold(Set(words))
            case .failure(let error): failure = error
            }
        }
        let added = fold(key.filter.blockedWords)
        let allowed = fold(key.filter.allowedWords).subtracting(added)
        entries.subtract(allowed)
        entries.formUnion(added)
        let notDerived = key.english ? allowed.union(EnglishInflection.notForms.subtracting(added)) : allowed
        // Forms are never the allowed words, nor words the rules derive wrongly.
        let forms = key.english ? EnglishFormIndex(entries: entries, excluded: allowed.union(EnglishInflection.notForms)) : nil
        return Lists(entries: entries, forms: forms, notDerived: notDerived, failure: failure, normalizer: normalizer, key: key)
    }
}

/// The filters worked out so far.
private let cache = Locked<[ResolvedContentFilter.Key: ResolvedContentFilter.Lists]>([:])
