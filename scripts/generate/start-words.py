#!/usr/bin/env python3
"""Writes Resources/dictionaries/start-words.txt: the eight-letter words of the bundled word list
(en_US.words) that have at least MIN_ANSWERS answers of three or more letters, in the tutorial's
start.txt format (one lower-case word per line, LF, trailing newline).

An answer is counted the way lexcheck's AnagramSolver counts it: a lower-case word of the list,
spelled from the root's letters (repeats counted), not the root itself. Run it after
scripts/generate/dictionaries; the tests check every root against the solver.

    scripts/generate/start-words.py [MIN_ANSWERS]      (default 40)
"""
import collections
import itertools
import pathlib
import sys

MIN_ANSWERS = int(sys.argv[1]) if len(sys.argv) > 1 else 40
here = pathlib.Path(__file__).resolve().parents[2] / "Resources" / "dictionaries"
words = {line.strip() for line in (here / "en_US.words").read_text(encoding="utf-8").splitlines()}
answers = sorted(w for w in words if len(w) >= 3 and w.isascii() and w.isalpha() and w.islower())
# Words with the same letters share a signature: their letters sorted.
by_signature = collections.Counter("".join(sorted(w)) for w in answers)
roots = []
for root in answers:
    if len(root) != 8:
        continue
    # Every distinct sub-multiset of the root's letters, three letters or more.
    signatures = {"".join(combo) for size in range(3, 9) for combo in itertools.combinations(sorted(root), size)}
    count = sum(by_signature[s] for s in signatures) - 1  # the root itself is not an answer
    if count >= MIN_ANSWERS:
        roots.append(root)
(here / "start-words.txt").write_text("".join(r + "\n" for r in roots), encoding="utf-8")
print(f"{len(roots)} roots with at least {MIN_ANSWERS} answers")
