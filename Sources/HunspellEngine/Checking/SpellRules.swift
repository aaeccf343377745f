/// The `.aff` file's settings that checking reads for every word: flags, switches and limits,
/// all plain values, so that reading one is a load (``AffixFile`` holds arrays, and a copy of it
/// on the checking path costs a reference count per array).
struct SpellRules: Sendable, BitwiseCopyable {
    var isUTF8: Bool
    var isTurkic: Bool
    var isHungarian: Bool
    var complexPrefixes: Bool
    /// Whether the file has `IGNORE` characters, `ICONV` patterns: only then are they looked at.
    var ignoresCharacters: Bool
    var convertsInput: Bool
    var hasContinuations: Bool
    var fullStrip: Bool
    var needAffix: AffixFlag
    var circumfix: AffixFlag
    var forbiddenWord: AffixFlag
    var keepCase: AffixFlag
    var forceUppercase: AffixFlag
    var warn: AffixFlag
    var forbidWarn: Bool
    var checkSharps: Bool
    var noSuggest: AffixFlag
    var compoundFlag: AffixFlag
    var compoundBegin: AffixFlag
    var compoundMiddle: AffixFlag
    var compoundEnd: AffixFlag
    var compoundRoot: AffixFlag
    var compoundPermit: AffixFlag
    var compoundForbid: AffixFlag
    var onlyInCompound: AffixFlag
    var compoundWordMaximum: Int?
    var compoundMoreSuffixes: Bool
    var checkCompoundDuplicates: Bool
    var checkCompoundReplacements: Bool
    var checkCompoundTriple: Bool
    var simplifiedTriple: Bool
    var checkCompoundCase: Bool
    var compoundMaximumSyllables: Int
    var hasCompoundRules: Bool
    var hasSyllableNumber: Bool

    init(_ affix: AffixFile) {
        isUTF8 = affix.isUTF8
        isTurkic = affix.isTurkic
        isHungarian = affix.isHungarian
        complexPrefixes = affix.complexPrefixes
        ignoresCharacters = affix.hasIgnoredCharacters
        convertsInput = !affix.inputConversion.isEmpty
        hasContinuations = affix.hasContinuations
        fullStrip = affix.fullStrip
        needAffix = affix.needAffix
        circumfix = affix.circumfix
        forbiddenWord = affix.forbiddenWord
        keepCase = affix.keepCase
        forceUppercase = affix.forceUppercase
        warn = affix.warn
        forbidWarn = affix.forbidWarn
        checkSharps = affix.checkSharps
        noSuggest = affix.noSuggest
        compoundFlag = affix.compoundFlag
        compoundBegin = affix.compoundBegin
        compoundMiddle = affix.compoundMiddle
        compoundEnd = affix.compoundEnd
        compoundRoot = affix.compoundRoot
        compoundPermit = affix.compoundPermit
        compoundForbid = affix.compoundForbid
        onlyInCompound = affix.onlyInCompound
        compoundWordMaximum = affix.compoundWordMaximum
        compoundMoreSuffixes = affix.compoundMoreSuffixes
        checkCompoundDuplicates = affix.checkCompoundDuplicates
        checkCompoundReplacements = affix.checkCompoundReplacements
        checkCompoundTriple = affix.checkCompoundTriple
        simplifiedTriple = affix.simplifiedTriple
        checkCompoundCase = affix.checkCompoundCase
        compoundMaximumSyllables = affix.compoundMaximumSyllables
        hasCompoundRules = !affix.compoundRules.isEmpty
        hasSyllableNumber = affix.syllableNumber != nil
    }
}
