#!/usr/bin/env python3
"""Writes Resources/blocklists/<language>.txt, the lists of AnagramRules' content filter, with
Resources/blocklists/LICENSE.md (sources, licences, credits) and Resources/blocklists/SOURCES,
from four MIT-licensed PyPI packages, each wheel checked against a pinned SHA-256 so that a
rerun writes the same files:

- better-profanity 0.7.0: English (`profanity_wordlist.txt`);
- glin-profanity 4.1.0: German, Spanish, French, Italian, Dutch, Polish, Portuguese, Russian,
  Swedish, Turkish (`data/dictionaries/<language>.json`; for these languages the lists of the
  LDNOOBW project's lists, CC BY 4.0, credited in LICENSE.md);
- safetext 0.3.3: German, Spanish, Portuguese, Russian, Turkish (`languages/<code>/words.txt`);
- slaviclean 0.1.1: Ukrainian (`slaviclean/resources/profanity/uk.csv`, each of its rows an
  inflected form with its lemma): every lemma (270), and the inflected forms that are among
  Resources/frequency/uk.txt's words (the forms Ukrainian text actually uses, found through
  the dictionary's stems or not: the source spells some lemmas otherwise than uk_UA does,
  `дєбіл` for `дебіл`). The 49,000 forms whole would make the list a megabyte, mostly forms no
  dictionary accepts; a lemma's other forms are blocked through the dictionary's stems.

    scripts/generate/blocklist.py            downloads the pinned wheels with pip (PyPI) and writes
    scripts/generate/blocklist.py DIRECTORY  uses the wheels already in DIRECTORY

What is kept of an entry: one word of the language's letters (Latin, or Cyrillic for Russian
and Ukrainian),
lower-cased as the language writes it (Turkish `I` is `ı`), each once, sorted. Dropped, with the
reason (the script prints how many):

- phrases (a space), hyphenated and apostrophed entries: an answer is one word of letters;
- entries with digits or other symbols (leetspeak such as `sh1t`, wildcards);
- entries in another script (the Russian lists hold Latin transliterations);
- in English, entries with capital letters (`aSanchez`, `LEN`): names and an abbreviation, not
  words; lower-cased, `LEN` would block `lens` by inflection;
- a source a language does not take (``SOURCES_OF``): safetext's French list and glin-profanity's
  Turkish one are lists of everyday words (`faire`, `saint`; `takip`, `sayfa`, `destek`) far more
  than of profanity, so French takes glin-profanity alone and Turkish safetext alone;
- in Russian, safetext entries without a root of Russian obscene vocabulary (``RUSSIAN_ROOTS``):
  its 4,600 entries are mostly machine translations of English ones and hold `сила`, `ласточка`,
  `енот`; Russian obscenity is the words of a few roots, which is what is kept;
- the everyday words listed in ``NOT_PROFANE``, by language, each with its meaning: words a
  player types daily (Portuguese `comer`, to eat) that a moderation list blocks as slang or
  by mistake. A word game blocks what it must not show a child, not every word with a second
  sense.
"""
import hashlib
import csv
import io
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

WHEELS = {
    "better-profanity": ("0.7.0", "better_profanity-0.7.0-py3-none-any.whl",
                         "bd4c529ea6aa2db1aaa50524be1ed14d0fe5c664f1fd88c8bc388c7e9f9f00e8"),
    "glin-profanity": ("4.1.0", "glin_profanity-4.1.0-py3-none-any.whl",
                       "efdf834c0c29e9473033d497f4cbff5f414d8fe30aa04b1b9322639739889d0d"),
    "safetext": ("0.3.3", "safetext-0.3.3-py3-none-any.whl",
                 "3612329352a23da30ccfcf0e497d9f57bd3a88db983e5d42d3eb7e8b16ccf0fb"),
    "slaviclean": ("0.1.1", "slaviclean-0.1.1-py3-none-any.whl",
                   "8ea841baffc22d9a92ce924d2ab9349a1544baed2b7eeb3f5c695ed72c845eb4"),
}

CYRILLIC_LANGUAGES = {"ru", "uk"}

GLIN_NAMES = {"de": "german", "es": "spanish", "fr": "french", "it": "italian", "nl": "dutch", "pl": "polish",
              "pt": "portuguese", "ru": "russian", "sv": "swedish", "tr": "turkish"}

# Which packages each language's list is made of.
SOURCES_OF = {
    "en": ["better-profanity"],
    "de": ["glin-profanity", "safetext"],
    "es": ["glin-profanity", "safetext"],
    "fr": ["glin-profanity"],
    "it": ["glin-profanity"],
    "nl": ["glin-profanity"],
    "pl": ["glin-profanity"],
    "pt": ["glin-profanity", "safetext"],
    "ru": ["glin-profanity", "safetext"],
    "sv": ["glin-profanity"],
    "tr": ["safetext"],
    "uk": ["slaviclean"],
}

# The roots of Russian obscene vocabulary (мат) and of its common coarse words: a safetext entry
# is kept in Russian only when it holds one.
RUSSIAN_ROOTS = re.compile(r"ху[йяеёию]|пизд|[её]б[аилнуы]|бля|мудак|мудил|пид[оа]р|шлюх|залуп|манд[аоуы]|дроч|"
                           r"сук[аиу]|сучк|говн|жоп|сра[тн]|засра|обосра|перд|минет|педик|педофил|трах|гандон|"
                           r"гондон|хер")

# Everyday words the sources list, by language, with what they mean.
NOT_PROFANE = {
    "de": {"blasen": "to blow; Blasen, bubbles", "fingern": "Fingern, fingers", "schwanz": "tail",
           "schwänze": "tails", "ständer": "stand", "rosette": "rosette", "weißer": "white", "nackt": "naked",
           "stöhnen": "to groan"},
    "es": {"martillo": "hammer", "asesinato": "murder", "infierno": "hell", "drogas": "drugs", "asno": "donkey",
           "orina": "urine", "racista": "racist"},
    "fr": {"bosser": "to work", "veuve": "widow", "folle": "mad", "drague": "dredge, flirting"},
    "it": {"venire": "to come", "regina": "queen", "pesce": "fish", "duro": "hard", "tirare": "to pull",
           "spagnola": "Spanish", "carità": "charity", "cappella": "chapel", "battere": "to beat",
           "cadavere": "corpse", "uccello": "bird", "palle": "balls", "nudo": "naked, knot", "pistola": "pistol"},
    "nl": {"gat": "hole", "pot": "pot", "paal": "pole", "hol": "cave", "poot": "paw", "beurt": "turn",
           "nicht": "niece", "del": "slattern, also a name", "anita": "a name", "spuiten": "to spray",
           "zuigen": "to suck", "naakt": "naked", "schatje": "darling"},
    "pl": {"jajko": "egg", "jajo": "egg", "syf": "mess"},
    "pt": {"comer": "to eat", "saco": "bag", "cerveja": "beer", "mama": "mum, breast", "aranha": "spider",
           "aborto": "abortion", "burro": "donkey, stupid", "amador": "amateur", "torneira": "tap",
           "consolo": "consolation", "ariano": "Aryan, Aries", "feio": "ugly", "feia": "ugly", "buraco": "hole",
           "vara": "stick", "doido": "crazy", "doida": "crazy", "ladrão": "thief", "besta": "beast",
           "rapariga": "girl", "ridículo": "ridiculous", "ridícula": "ridiculous", "inferno": "hell",
           "pinto": "chick", "cocaína": "cocaine", "heroína": "heroine, heroin", "bissexual": "bisexual",
           "lésbica": "lesbian", "demônio": "demon", "idiota": "idiot"},
    "sv": {"hård": "hard", "sås": "sauce", "stake": "stick", "satan": "Satan", "tusan": "mild oath"},
    "tr": {"memeli": "mammal"},
    "uk": {"бляха": "tin plate, badge", "гімну": "of the anthem (гімн)", "сук": "bough",
           "сучки": "twigs, knots in wood (сучок)", "шлятися": "to roam about"},
}


def wheel_paths(directory):
    """The pinned wheels, downloaded with pip into `directory` unless a directory holding them
    is given on the command line."""
    folder = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(directory)
    paths = {}
    for package, (version, name, digest) in WHEELS.items():
        path = folder / name
        if not path.exists():
            subprocess.run([sys.executable, "-m", "pip", "download", f"{package}=={version}", "--no-deps",
                            "--only-binary", ":all:", "--quiet", "-d", str(folder)], check=True)
        actual = hashlib.sha256(path.read_bytes()).hexdigest()
        if actual != digest:
            sys.exit(f"error: {path} has SHA-256 {actual}, expected {digest} ({package} {version})")
        paths[package] = path
    return paths


def entries(paths, package, language):
    """The raw entries of `package`'s list for `language`."""
    with zipfile.ZipFile(paths[package]) as archive:
        if package == "better-profanity":
            return archive.read("better_profanity/profanity_wordlist.txt").decode("utf-8").splitlines()
        if package == "glin-profanity":
            data = archive.read(f"glin_profanity/data/dictionaries/{GLIN_NAMES[language]}.json")
            return json.loads(data.decode("utf-8"))["words"]
        if package == "slaviclean":
            rows = csv.DictReader(io.StringIO(archive.read(f"slaviclean/resources/profanity/{language}.csv").decode("utf-8")))
            common = frequency_words(language)
            lemmas, forms = set(), set()
            for row in rows:
                lemmas.add(row["lemma"].strip())
                forms.add(row["flexion"].strip())
            return sorted(lemmas | {form for form in forms if form in common})
        return archive.read(f"safetext/languages/{language}/words.txt").decode("utf-8").splitlines()


def frequency_words(language):
    """The words of Resources/frequency/<language>.txt (its first column)."""
    path = pathlib.Path(__file__).resolve().parents[2] / "Resources" / "frequency" / f"{language}.txt"
    return {line.split("\t")[0] for line in path.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")}


def lowered(word, language):
    if language == "tr":
        word = word.replace("I", "ı").replace("İ", "i")
    return word.lower()


def reason_dropped(entry, language, package):
    """Why an entry is not kept, or None."""
    script = "CYRILLIC" if language in CYRILLIC_LANGUAGES else "LATIN"
    if " " in entry:
        return "phrases"
    if "-" in entry or "'" in entry or "’" in entry:
        return "hyphenated or apostrophed"
    if not all(unicodedata.category(c).startswith("L") for c in entry):
        return "digits or symbols (leetspeak, wildcards)"
    if not all(script in unicodedata.name(c, "") for c in entry):
        return "another script (transliterations)"
    if language == "en" and entry != entry.lower():
        return "capital letters (names, abbreviations)"
    if language == "ru" and package == "safetext" and not RUSSIAN_ROOTS.search(entry.lower()):
        return "no obscene root (Russian safetext)"
    if lowered(entry, language) in NOT_PROFANE.get(language, {}):
        return "everyday words (NOT_PROFANE)"
    return None


def licence_text(paths, package):
    with zipfile.ZipFile(paths[package]) as archive:
        names = [name for name in archive.namelist() if re.search(r"dist-info/(licenses/)?LICEN[SC]E", name)]
        return archive.read(names[0]).decode("utf-8").strip() if names else None


def main():
    out = pathlib.Path(__file__).resolve().parents[2] / "Resources" / "blocklists"
    out.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as directory:
        paths = wheel_paths(directory)
        licences = {package: licence_text(paths, package) for package in WHEELS}
        for language, packages in SOURCES_OF.items():
            kept, dropped, total = set(), {}, 0
            for package in packages:
                for entry in (raw.strip() for raw in entries(paths, package, language)):
                    if not entry:
                        continue
                    total += 1
                    reason = reason_dropped(entry, language, package)
                    if reason is None:
                        kept.add(lowered(entry, language))
                    else:
                        dropped[reason] = dropped.get(reason, 0) + 1
            header = (f"# {language}: the content filter's list (AnagramRules' ContentFilter), from "
                      f"{', '.join(f'{p} {WHEELS[p][0]}' for p in packages)}.\n"
                      f"# Sources and licences: LICENSE.md. Written by scripts/generate/blocklist.py: do not edit.\n")
            (out / f"{language}.txt").write_text(header + "".join(w + "\n" for w in sorted(kept)), encoding="utf-8")
            print(f"{language}: kept {len(kept)} words of {total} entries; dropped "
                  + ", ".join(f"{count} {reason}" for reason, count in sorted(dropped.items())))

    (out / "SOURCES").write_text("# Written by scripts/generate/blocklist.py\n"
                                 + "".join(f"{p} {v[0]}\n" for p, v in WHEELS.items()), encoding="utf-8")
    (out / "LICENSE.md").write_text(license_markdown(licences), encoding="utf-8")


def license_markdown(licences):
    languages = "\n".join(f"- `{language}.txt`: {', '.join(f'{p} {WHEELS[p][0]}' for p in packages)}"
                          for language, packages in SOURCES_OF.items())
    wheels = "\n".join(f"- {p} {v[0]}: <https://pypi.org/project/{p}/{v[0]}/>, wheel `{v[1]}`, SHA-256 `{v[2]}`"
                       for p, v in WHEELS.items())
    sections = []
    for package, text in licences.items():
        body = text if text else ("The wheel ships no licence file; its metadata declares `License-Expression: MIT` "
                                  "(author: glinr, GLINCKER, <https://github.com/GLINCKER/glin-profanity>). The MIT "
                                  "licence's terms, as the other packages' files here state them, apply to it.")
        sections.append(f"### {package} {WHEELS[package][0]}\n\n```\n{body}\n```" if text else
                        f"### {package} {WHEELS[package][0]}\n\n{body}")
    return f"""# Content filter lists: sources and licences

The files `<language>.txt` in this folder are the word lists of AnagramRules' content filter,
written by `scripts/generate/blocklist.py` from the lists inside four MIT-licensed Python
packages, keeping one-word entries of the language's letters, lower-cased, and leaving out
the everyday words the script lists with their meanings (see the script for every rule):

{languages}

The Ukrainian list takes slaviclean's lemmas and those of its inflected forms that are among
the words of `Resources/frequency/uk.txt`.

The packages, as downloaded from PyPI:

{wheels}

**Credit.** glin-profanity's lists come from the "List of Dirty, Naughty, Obscene, and
Otherwise Bad Words" project (LDNOOBW, first published by Shutterstock,
<https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words>; glin-profanity's
German list is LDNOOBW's), which is under the Creative Commons Attribution 4.0 licence
(<https://creativecommons.org/licenses/by/4.0/>): the files above that take glin-profanity's
lists, derived from them (entries dropped as the script says), credit it here.

## Licences

{(chr(10) * 2).join(sections)}
"""


if __name__ == "__main__":
    main()
