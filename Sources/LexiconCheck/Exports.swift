// The Swift engine for Hunspell dictionaries (`HunspellDictionary`, `DictionaryEncoding`) is part
// of LexiconCheck's API: an app that imports LexiconCheck has it.
@_exported import HunspellEngine
