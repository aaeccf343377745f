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

Every language drops names that its dictionaries write only capitalised: words that none of its
Hunspell dictionaries in DICTIONARIES (Debian's, which the tests install) accepts in lower case
(`hunspell -l`) and that are common first names in Jörg
Michael's list (frequency NAME_FREQUENCY or more in some country; the list of the gender-guesser
package, GNU FDL, read here and not shipped) which SCOWL does not list in lower case below level
70 (`Uwe`, `Silke`, `Olaf`, `Alf`; not `Mark` or `Roman`). Where the dictionaries accept most
common words in lower case (every language here but German, which capitalises its nouns), being
written only capitalised says enough, and the names SCOWL lists (capitalised, and in lower case
not at all or only at level 70 or above: `Berlin`, `Dante`) go too. In German SCOWL's names would
take common nouns with them (`Mann`, `Frau`, `Baum` are English surnames). Running text makes
names common; a word the language writes in lower case (German `heimlich`, Spanish `mercado`)
stays.

    python3 -m venv /tmp/wordfreq && /tmp/wordfreq/bin/pip install wordfreq==3.1.1 gender-guesser==0.4.0
    /tmp/wordfreq/bin/python scripts/generate/frequency-levels.py
"""
import importlib.metadata
import importlib.resources
import math
import pathlib
import subprocess

import wordfreq

LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]
DICTIONARIES = {"de": ["de_DE"], "en": ["en_US", "en_GB"], "es": ["es_ES"], "fr": ["fr_FR"], "it": ["it_IT"],
                "nl": ["nl_NL"], "pl": ["pl_PL"], "pt": ["pt_BR", "pt_PT"], "ru": ["ru_RU"], "sv": ["sv_SE"],
                "tr": ["tr_TR"], "uk": ["uk_UA"]}
MIN_ZIPF = 3.0
MAX_LETTERS = 15

RARE_SCOWL_LEVEL = 70
NAME_FREQUENCY = 6

resources = pathlib.Path(__file__).resolve().parents[2] / "Resources"
scowl_levels = {}
for line in (resources / "dictionaries" / "en_US.levels").read_text(encoding="utf-8").splitlines():
    word, level = line.split("\t")
    scowl_levels[word] = min(int(level), scowl_levels.get(word, int(level)))


def scowl_lower_case_is_rare(word):
    return scowl_levels.get(word, RARE_SCOWL_LEVEL) >= RARE_SCOWL_LEVEL


# Names in SCOWL: listed capitalised, in lower case only as rare words if at all.
scowl_names = {word.lower() for word in scowl_levels
               if word[:1].isupper() and word[1:].islower() and scowl_lower_case_is_rare(word.lower())}
# First names: `gender name   frequencies` lines, a hexadecimal frequency (1 rare to D) per country
# from column 30; `=` lines are spellings of names already listed.
first_names = set()
name_list = importlib.resources.files("gender_guesser") / "data" / "nam_dict.txt"
for line in name_list.read_bytes().decode("latin-1").splitlines():
    if line.startswith(("#", "=")):
        continue
    name = line[3:29].strip()
    frequencies = [int(digit, 16) for digit in line[30:85] if digit in "0123456789ABCDEF"]
    if name.isalpha() and max(frequencies, default=0) >= NAME_FREQUENCY and scowl_lower_case_is_rare(name.lower()):
        first_names.add(name.lower())


def refused_in_lower_case(language, words):
    """The words that every Hunspell dictionary of the language refuses in lower case."""
    refused = set(words)
    for name in DICTIONARIES[language]:
        path = pathlib.Path("/usr/share/hunspell") / name
        if not path.with_suffix(".aff").exists():
            raise SystemExit(f"{path}.aff is not installed: scripts/setup/install-dependencies --tests")
        output = subprocess.run(["hunspell", "-i", "UTF-8", "-l", "-d", str(path)],
                                input="\n".join(sorted(refused)) + "\n", capture_output=True, text=True, check=True).stdout
        refused &= set(output.split())
    return refused


out = resources / "frequency"
out.mkdir(exist_ok=True)
for language in LANGUAGES:
    kept = {}
    for word, frequency in wordfreq.get_frequency_dict(language, "best").items():
        zipf = math.log10(frequency * 1e9)
        if language == "en" and scowl_levels.get(word, 0) >= RARE_SCOWL_LEVEL:
            continue
        if zipf >= MIN_ZIPF and 3 <= len(word) <= MAX_LETTERS and word.isalpha():
            kept[word] = zipf
    capitalised = refused_in_lower_case(language, kept.keys())
    names = first_names if len(capitalised) > len(kept) / 4 else first_names | scowl_names
    for name in capitalised & names:
        del kept[name]
    lines = sorted(f"{word}\t{int(zipf * 10)}\n" for word, zipf in kept.items())
    (out / f"{language}.txt").write_text("".join(lines), encoding="utf-8")
    print(f"{language}: {len(lines)} words")
version = importlib.metadata.version("wordfreq")
(out / "SOURCES").write_text(f"# Written by scripts/generate/frequency-levels.py\nwordfreq {version}\n")
