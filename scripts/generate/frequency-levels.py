#!/usr/bin/env python3
"""Writes Resources/frequency/<language>.txt: how common each common word of a language is, from
the wordfreq package (https://github.com/rspeer/wordfreq; its data is CC BY-SA 4.0, see
Resources/frequency/LICENSE.md). What a game shows (roots, hints, missed answers) comes from
these words; what a player types is still judged by the whole dictionary.

Each file holds the words of letters only, 3 to MAX_LETTERS (15) letters, whose Zipf frequency (log10 of
occurrences per billion words) is at least MIN_ZIPF, as `word<TAB>zipf×10` lines in code-point
order. The words are wordfreq's: lower case, case-folded (German ß is ss).

English also drops the words that SCOWL, which made the bundled en_US dictionary, puts at level
70 or above (Resources/dictionaries/en_US.levels, its lowest level for the word in lower case):
rare words, and abbreviations and names written in lower case (`ain`, `ign`, `oct`, `atm`),
which wordfreq counts as common from running text.

    python3 -m venv /tmp/wordfreq && /tmp/wordfreq/bin/pip install wordfreq==3.1.1
    /tmp/wordfreq/bin/python scripts/generate/frequency-levels.py
"""
import importlib.metadata
import math
import pathlib

import wordfreq

LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]
MIN_ZIPF = 3.0
MAX_LETTERS = 15

RARE_SCOWL_LEVEL = 70

resources = pathlib.Path(__file__).resolve().parents[2] / "Resources"
scowl_levels = {}
for line in (resources / "dictionaries" / "en_US.levels").read_text(encoding="utf-8").splitlines():
    word, level = line.split("\t")
    scowl_levels[word] = min(int(level), scowl_levels.get(word, int(level)))
out = resources / "frequency"
out.mkdir(exist_ok=True)
for language in LANGUAGES:
    lines = []
    for word, frequency in wordfreq.get_frequency_dict(language, "best").items():
        zipf = math.log10(frequency * 1e9)
        if language == "en" and scowl_levels.get(word, 0) >= RARE_SCOWL_LEVEL:
            continue
        if zipf >= MIN_ZIPF and 3 <= len(word) <= MAX_LETTERS and word.isalpha():
            lines.append(f"{word}\t{int(zipf * 10)}\n")
    lines.sort()
    (out / f"{language}.txt").write_text("".join(lines), encoding="utf-8")
    print(f"{language}: {len(lines)} words")
version = importlib.metadata.version("wordfreq")
(out / "SOURCES").write_text(f"# Written by scripts/generate/frequency-levels.py\nwordfreq {version}\n")
