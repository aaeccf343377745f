#!/usr/bin/env python3
"""Turns every Swift example of the documentation into code that runs and checks itself.

    scripts/check/doc-examples.py           writes Examples/DocExamples/main.swift
    scripts/check/doc-examples.py --check   exits 1 when that file is not what the docs make now

The examples are the ```swift blocks of README.md, of the DocC catalogs (Sources/*/*.docc/*.md)
and of the `///` comments in Sources. Each block becomes a function of the `lexcheck-doc-examples`
executable (a target of the package, built with everything else); a test runs it
(Tests/LexcheckCLITests/Docs/DocExamplesTests.swift).

A statement whose line ends in a comment that starts with a value checks that value:

    checker.isCorrect("palettes")   // true
    checker.misspelledRanges(in: text).map { text[$0] }   // ["Teh", "brwon"]
    game.submit("settee")   // .rejected(… notPossible …)

The value is `true`, `false`, `nil`, a number, or a bracketed, quoted or `.case(...)` literal,
compared with what Swift prints for the result (optionals unwrapped, strings quoted, a leading
`.` dropped); `...` or `…` inside it stands for anything. A comment that starts otherwise is
prose, and the statement just runs. Blocks that are Package.swift fragments (their first line
starts with `.package(`) are not run, nor are blocks of the example app (their first line imports
SwiftUI or WordScrambleModel: Examples/WordScramble builds and tests that code). The names the
examples use without defining them (`checker`, `rules`, `game`...) are defined in
Examples/DocExamples/Context.swift.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Examples", "DocExamples", "main.swift")
APP_IMPORTS = ("import SwiftUI", "import WordScrambleModel")
KEYWORDS = ("let ", "var ", "func ", "if ", "for ", "while ", "guard ", "return", "import ", "struct ",
            "class ", "enum ", "extension ", "}", "case ", "do ", "do{", "catch", "else", "switch ", "//")


def fenced_blocks(path, text):
    """The ```swift blocks of a file, as (path, [(line number, line)]); `text` gives a line's
    Markdown (None for a line that has none)."""
    lines = [text(line) for line in open(path, encoding="utf-8").read().split("\n")]
    blocks, i = [], 0
    while i < len(lines):
        if lines[i] is not None and lines[i].strip() == "```swift":
            j, body = i + 1, []
            while lines[j] is not None and lines[j].strip() != "```":
                body.append((j + 1, lines[j]))
                j += 1
            blocks.append((path, body))
            i = j
        i += 1
    return blocks


def markdown(line):
    return line


def documentation_comment(line):
    """The Markdown of a `///` line, None for other lines."""
    if not line.strip().startswith("///"):
        return None
    rest = line.strip()[3:]
    return rest[1:] if rest.startswith(" ") else rest


def code_positions(line):
    """The positions of `line` outside string literals (escapes inside them skipped)."""
    in_string, i = False, 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string:
            yield i
        i += 1


def split_comment(line):
    """The code and the trailing // comment of a line (outside string literals)."""
    for i in code_positions(line):
        if line.startswith("//", i):
            return line[:i].rstrip(), line[i + 2:].strip()
    return line.rstrip(), None


def balance(code):
    """How many more (, [ and { the code opens than it closes, outside strings."""
    return sum((code[i] in "([{") - (code[i] in ")]}") for i in code_positions(code))


def literal(comment):
    """The value a comment starts with, or None for prose."""
    match = re.match(r"(true|false|nil|-?\d+(\.\d+)?)\b", comment)
    if match:
        return match.group(1)
    match = re.match(r"\.?[A-Za-z]\w*\(", comment)
    if comment.startswith("[") or comment.startswith('"') or match:
        start = match.end() - 1 if match else 0
        if comment.startswith('"'):
            end = 1
            while end < len(comment) and comment[end] != '"':
                end += 2 if comment[end] == "\\" else 1
            return comment[:end + 1]
        depth, in_string = 0, False
        for end in range(start, len(comment)):
            c = comment[end]
            if c == '"':
                in_string = not in_string
            elif not in_string and c in "([":
                depth += 1
            elif not in_string and c in ")]":
                depth -= 1
                if depth == 0:
                    return comment[:end + 1]
    return None


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generate():
    blocks = fenced_blocks(os.path.join(ROOT, "README.md"), markdown)
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True)):
        blocks += fenced_blocks(path, markdown)
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)):
        blocks += fenced_blocks(path, documentation_comment)

    top_level, functions, calls = [], [], []
    for number, (path, body) in enumerate(blocks, 1):
        where = os.path.relpath(path, ROOT)
        code_lines = [text for _, text in body if text.strip() and not text.strip().startswith("//")]
        if not code_lines or code_lines[0].lstrip().startswith((".package(",) + APP_IMPORTS):
            continue
        if code_lines[0].startswith("extension "):
            top_level.append(f"// {where}:{body[0][0]}")
            top_level += [text for _, text in body]
            continue
        out = []
        depth = 0          # braces, brackets and parentheses open before this line
        statement = []     # the lines of an expression statement at the block's top level
        for line_number, text in body:
            if text.strip().startswith("import "):
                continue
            code, comment = split_comment(text)
            stripped = code.strip()
            starts_expression = depth == 0 and stripped and not stripped.startswith(KEYWORDS) \
                and not re.match(r"^[\w.\[\]]+\s*(=|\+=|-=)\s", stripped)
            if statement or starts_expression:
                statement.append((line_number, code, comment))
                depth += balance(code)
                if depth == 0:
                    first = statement[0][1]
                    indent = first[:len(first) - len(first.lstrip())]
                    expression = "\n".join([first.strip()] + [c for _, c, _ in statement[1:]])
                    value = literal(statement[-1][2]) if statement[-1][2] else None
                    location = swift_string(f"{where}:{line_number}")
                    if value is not None:
                        out.append(f"{indent}expect({expression}, {swift_string(value)}, at: {location})")
                    else:
                        out.append(f"{indent}use({expression})")
                    statement = []
                continue
            value = literal(comment) if comment else None
            if value is not None and stripped and not stripped.startswith(KEYWORDS):
                indent = code[:len(code) - len(code.lstrip())]
                location = swift_string(f"{where}:{line_number}")
                out.append(f"{indent}expect({stripped}, {swift_string(value)}, at: {location})")
            else:
                out.append(code)
            depth += balance(code)
        # Names the block declares and never uses again are used, so the build has no warning.
        declared = [m.group(1) for line in out for m in [re.match(r"^(?:let|var) (\w+)\b", line)] if m]
        out += [f"use({name})" for name in declared]
        name = f"example{number}"
        # An example that awaits runs as an async function, awaited in turn.
        awaits = any(re.search(r"\bawait\b", text) for _, text in body)
        functions.append(f"// {where}:{body[0][0]}\n@MainActor func {name}() {'async ' if awaits else ''}throws {{\n"
                         + "\n".join("    " + line if line else "" for line in out) + "\n}\n")
        calls.append(f'{"await runAsync" if awaits else "run"}({swift_string(where + ":" + str(body[0][0]))}, {name})')

    return ("// Generated by scripts/check/doc-examples.py from the documentation's examples: do not edit.\n"
            "// The Hunspell-free build has no HunspellChecker, which most examples use.\n"
            "#if LEXCHECK_HUNSPELL\n"
            "import AnagramRules\nimport Foundation\nimport LexiconCheck\n\n"
            + "\n".join(top_level) + ("\n\n" if top_level else "")
            + "\n".join(functions)
            + "\n" + "\n".join(calls) + "\nfinish()\n#endif\n")


def main():
    text = generate()
    if sys.argv[1:] == ["--check"]:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            print("Examples/DocExamples/main.swift is out of date: run scripts/check/doc-examples.py", file=sys.stderr)
            sys.exit(1)
        return
    if sys.argv[1:]:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(64)
    with open(OUTPUT, "w", encoding="utf-8") as output:
        output.write(text)


if __name__ == "__main__":
    main()
