#!/usr/bin/env python3
"""Times `lexcheck lsp` as an editor sees it, on a long real document.

Usage: scripts/measure/lsp.py [--lexcheck PATH] [--lines N] [--keystrokes N] [--language-id ID]
                          [--engine swift|hunspell]

Opens a document of N lines (default 10,000) of the Debian `fortunes` package's English text
(scripts/measure/compare-hunspell installs it), then types N keystrokes (default 200) one by one at
random places, each a one-character incremental change. Reports, from sending a message to
having read the whole publishDiagnostics answer: the first check of the document, and the
median, 90th percentile and worst keystroke. Goals: first pass <= 200 ms, keystroke <= 10 ms.
"""
import argparse
import glob
import json
import os
import random
import subprocess
import sys
import time

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("--lexcheck", default=".build/release/lexcheck")
parser.add_argument("--lines", type=int, default=10_000)
parser.add_argument("--keystrokes", type=int, default=200)
parser.add_argument("--language-id", default="plaintext")
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--engine", choices=["swift", "hunspell"])
arguments = parser.parse_args()

files = sorted(path for path in glob.glob("/usr/share/games/fortunes/*")
               if not path.endswith(".dat") and not path.endswith(".u8") and os.path.isfile(path))
if not files:
    sys.exit("error: no fortunes in /usr/share/games/fortunes (apt-get install fortunes)")
lines = []
for path in files:
    with open(path, encoding="utf-8", errors="replace") as file:
        lines += [line.rstrip("\n") for line in file if line.strip() != "%"]
lines = (lines * (arguments.lines // max(len(lines), 1) + 1))[:arguments.lines]
text = "\n".join(lines) + "\n"

server = subprocess.Popen([arguments.lexcheck, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if not line:
            sys.exit("error: the server closed its output")
        if line == b"\r\n":
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return server.stdout.read(length)


def until_diagnostics():
    while True:
        body = receive()
        if b'"textDocument/publishDiagnostics"' in body:
            return body


options = {"engine": arguments.engine} if arguments.engine else {}
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "initializationOptions": options}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
uri = "file:///measure.txt"
start = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": uri, "languageId": arguments.language_id, "version": 1, "text": text}}})
first = until_diagnostics()
first_pass = time.perf_counter() - start
diagnostics = len(json.loads(first)["params"]["diagnostics"])

random.seed(arguments.seed)
times = []
for version in range(2, arguments.keystrokes + 2):
    line = random.randrange(len(lines))
    character = random.randint(0, len(lines[line]))
    letter = random.choice("abcdefghijklmnopqrstuvwxyz ")
    lines[line] = lines[line][:character] + letter + lines[line][character:]
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                      "end": {"line": line, "character": character}}, "text": letter}]}})
    until_diagnostics()
    times.append(time.perf_counter() - start)

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait()
times.sort()
ms = lambda seconds: f"{seconds * 1000:.1f} ms"
print(f"document: {len(lines)} lines, {len(text.encode())} bytes, {diagnostics} diagnostics")
print(f"first pass: {ms(first_pass)} (goal <= 200 ms)")
print(f"keystroke: median {ms(times[len(times) // 2])}, p90 {ms(times[len(times) * 9 // 10])}, "
      f"worst {ms(times[-1])} over {len(times)} (goal <= 10 ms)")
