#!/usr/bin/env python3
"""Writes Resources/dictionaries/blocklist-en.txt, the English list of AnagramRules' content
filter, and blocklist-en.copyright, from the word list inside PyPI's `better-profanity` package
(MIT licence), and records the version in Resources/dictionaries/SOURCES.

    scripts/generate/blocklist.py                 downloads the pinned wheel with pip (PyPI) and writes
    scripts/generate/blocklist.py WHEEL           uses a wheel already downloaded

The wheel is checked against a pinned SHA-256, so a rerun writes the same files. What is kept of
`profanity_wordlist.txt`: the entries that are one lower-case word of the letters a-z, sorted,
each once. Dropped, with the reason:

- entries with a space (multi-word phrases): an answer is one word;
- entries with a hyphen: an answer holding one is never possible (roots are letters only). Their
  letters are not joined into a word either: `s-o-b` would block `sob`, and most of the joined
  forms are entries of their own already;
- entries with a digit or other punctuation (leetspeak such as `sh1t`, `f.u.c.k`, the wildcard
  `masterbat*`): no answer is spelled so, and the words they stand for are entries of their own;
- entries with capital letters (`aSanchez`, `kinkyJesus`, `LEN`): not words in the list's own
  lower-case form but names and an abbreviation; lower-cased, `LEN` would block `lens` by
  inflection.

The script prints what it dropped, by reason, so a new upstream version can be reviewed.
"""
import hashlib
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

PACKAGE = "better-profanity"
VERSION = "0.7.0"
WHEEL = f"better_profanity-{VERSION}-py3-none-any.whl"
WHEEL_SHA256 = "bd4c529ea6aa2db1aaa50524be1ed14d0fe5c664f1fd88c8bc388c7e9f9f00e8"
WORDLIST = "better_profanity/profanity_wordlist.txt"
LICENSE = f"better_profanity-{VERSION}.dist-info/LICENSE"

OUT = pathlib.Path(__file__).resolve().parents[2] / "Resources" / "dictionaries"


def wheel_path(directory):
    """The pinned wheel, downloaded with pip into `directory` unless given on the command line."""
    if len(sys.argv) > 1:
        return pathlib.Path(sys.argv[1])
    subprocess.run([sys.executable, "-m", "pip", "download", f"{PACKAGE}=={VERSION}", "--no-deps",
                    "--only-binary", ":all:", "--quiet", "-d", directory], check=True)
    return pathlib.Path(directory) / WHEEL


def reason_dropped(entry):
    """Why an entry is not kept, or None when it is one lower-case word of a-z."""
    if re.fullmatch(r"[a-z]+", entry):
        return None
    if " " in entry:
        return "multi-word"
    if "-" in entry:
        return "hyphenated"
    if re.search(r"[^A-Za-z]", entry):
        return "digits or punctuation (leetspeak, wildcards)"
    return "capital letters (names, abbreviations)"


def main():
    with tempfile.TemporaryDirectory() as directory:
        wheel = wheel_path(directory)
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != WHEEL_SHA256:
            sys.exit(f"error: {wheel} has SHA-256 {digest}, expected {WHEEL_SHA256} ({PACKAGE} {VERSION})")
        with zipfile.ZipFile(wheel) as archive:
            entries = archive.read(WORDLIST).decode("utf-8").splitlines()
            license_text = archive.read(LICENSE).decode("utf-8")

    kept, dropped = set(), {}
    for entry in (line.strip() for line in entries):
        if not entry:
            continue
        reason = reason_dropped(entry)
        if reason is None:
            kept.add(entry)
        else:
            dropped.setdefault(reason, []).append(entry)

    header = (f"# English blocklist of lexcheck's content filter (AnagramRules' ContentFilter): the entries of\n"
              f"# {PACKAGE} {VERSION}'s profanity_wordlist.txt that are one lower-case word of a-z.\n"
              f"# MIT licence, see blocklist-en.copyright. Written by scripts/generate/blocklist.py: do not edit.\n")
    (OUT / "blocklist-en.txt").write_text(header + "".join(word + "\n" for word in sorted(kept)), encoding="utf-8")
    (OUT / "blocklist-en.copyright").write_text(
        f"blocklist-en.txt is derived from the file better_profanity/profanity_wordlist.txt of the Python\n"
        f"package {PACKAGE} {VERSION} (https://pypi.org/project/{PACKAGE}/,\n"
        f"https://github.com/snguyenthanh/better_profanity), wheel {WHEEL},\n"
        f"SHA-256 {WHEEL_SHA256}.\n"
        f"Changes: only the entries that are one lower-case word of a-z are kept, sorted (see\n"
        f"scripts/generate/blocklist.py for what is dropped and why).\n"
        f"\n"
        f"The package's licence (its PyPI classifier: MIT License), as its wheel ships it:\n"
        f"\n" + license_text, encoding="utf-8")

    sources = OUT / "SOURCES"
    lines = [line for line in sources.read_text(encoding="utf-8").splitlines() if not line.startswith(f"{PACKAGE} ")]
    sources.write_text("\n".join(lines + [f"{PACKAGE} {VERSION}"]) + "\n", encoding="utf-8")

    total = sum(len(entries) for entries in dropped.values())
    print(f"kept {len(kept)} words of {len(kept) + total} entries; dropped {total}:")
    for reason, entries in sorted(dropped.items()):
        print(f"  {len(entries)} {reason}")


if __name__ == "__main__":
    main()
