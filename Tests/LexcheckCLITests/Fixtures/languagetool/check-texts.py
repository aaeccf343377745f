"""language_tool_python, LanguageTool's Python client, pointed at `lexcheck serve`.

Usage: check-texts.py URL LANGUAGE FILE...
Prints one JSON line per file: the matches as [offset, word, first replacement or null], the
offset in characters (code points) from the start of the text, as the client reports it after
turning the server's UTF-16 offsets into Python's.
"""
import json
import sys

import language_tool_python

url, language, files = sys.argv[1], sys.argv[2], sys.argv[3:]
with language_tool_python.LanguageTool(language, remote_server=url) as tool:
    for path in files:
        with open(path, encoding="utf-8") as file:
            text = file.read()
        matches = tool.check(text)
        for match in matches:
            assert match.rule_issue_type == "misspelling" and match.category == "TYPOS", vars(match)
        print(json.dumps({"file": path, "matches": [
            [m.offset, text[m.offset:m.offset + m.error_length], m.replacements[0] if m.replacements else None]
            for m in matches]}, ensure_ascii=False))
