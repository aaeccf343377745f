"""A pygls/lsprotocol client against `lexcheck lsp`: every answer is read back into
lsprotocol's types (which refuse a wrong shape), and the protocol's details are checked.

Usage: check-protocol.py LEXCHECK WORKSPACE_FOLDER
Prints one "label: value" line per check and exits 1 when one fails.
"""
import asyncio
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient

failures = []


def check(label, value, expected):
    print(f"{label}: {value!r}")
    if value != expected:
        failures.append(f"{label}: expected {expected!r}, got {value!r}")


async def main(lexcheck, folder):
    client = LanguageClient("lexcheck-protocol-test", "1")
    published = {}
    changed = asyncio.Event()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def diagnostics(params: types.PublishDiagnosticsParams):
        published[params.uri] = params
        changed.set()

    edits = []

    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply_edit(params: types.ApplyWorkspaceEditParams):
        edits.append(params.edit)
        return types.ApplyWorkspaceEditResult(applied=True)

    @client.feature(types.WORKSPACE_CONFIGURATION)
    def configuration(params: types.ConfigurationParams):
        return [{"words": ["qwxz"]} for _ in params.items]

    async def next_diagnostics(uri):
        await asyncio.wait_for(changed.wait(), 10)
        changed.clear()
        return [(d.range.start.line, d.range.start.character, d.range.end.character, d.data["word"])
                for d in published[uri].diagnostics]

    await client.start_io(lexcheck, "lsp")
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(
            general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf8,
                                                                        types.PositionEncodingKind.Utf16]),
            workspace=types.WorkspaceClientCapabilities(configuration=True)),
        root_uri=f"file://{folder}"))
    check("encoding", result.capabilities.position_encoding, types.PositionEncodingKind.Utf8)
    sync = result.capabilities.text_document_sync
    check("sync", (sync.open_close, sync.change), (True, types.TextDocumentSyncKind.Incremental))
    check("commands", sorted(result.capabilities.execute_command_provider.commands),
          ["lexcheck.addToUserDictionary", "lexcheck.addToWorkspaceDictionary", "lexcheck.ignoreInDocument",
           "lexcheck.replaceWord"])
    client.initialized(types.InitializedParams())

    uri = "file:///notes.md"
    # UTF-8 positions: the emoji is 4 units, ü 2.
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=uri, language_id="markdown", version=1, text="😀 Teh brwon `codde`\nqwxz ünd zzyzx\n")))
    words = await next_diagnostics(uri)
    # The configuration's words may arrive before or after the first check.
    while any(word == "qwxz" for *_, word in words):
        words = await next_diagnostics(uri)
    check("diagnostics", words, [(0, 5, 8, "Teh"), (0, 9, 14, "brwon"), (1, 5, 9, "ünd"), (1, 10, 15, "zzyzx")])
    check("version", published[uri].version, 1)

    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(0, 5), types.Position(0, 8)), text="The")]))
    check("after-edit", await next_diagnostics(uri), [(0, 9, 14, "brwon"), (1, 5, 9, "ünd"), (1, 10, 15, "zzyzx")])

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(types.Position(0, 10), types.Position(0, 10)),
        context=types.CodeActionContext(diagnostics=[])))
    # This client declares no code action literals: it gets commands, and a guess's command
    # makes the server ask it to apply the edit.
    check("action-types", {type(action).__name__ for action in actions}, {"Command"})
    check("first-action", (actions[0].title, actions[0].command), ("Change to “brown”", "lexcheck.replaceWord"))
    await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=actions[0].command, arguments=actions[0].arguments))
    for _ in range(100):
        if edits: break
        await asyncio.sleep(0.05)
    edit = edits[0].changes[uri][0] if edits else None
    check("first-edit", edit and (edit.range.start.line, edit.range.start.character, edit.range.end.character,
                                  edit.new_text), (0, 9, 14, "brown"))
    ignore = next(action for action in actions if action.command == "lexcheck.ignoreInDocument")
    await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=ignore.command, arguments=ignore.arguments))
    check("after-ignore", await next_diagnostics(uri), [(1, 5, 9, "ünd"), (1, 10, 15, "zzyzx")])

    try:
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(0, 0)))
        check("hover", "answered", "refused")
    except Exception as error:
        check("hover", type(error).__name__, "JsonRpcMethodNotFound")

    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
    check("after-close", await next_diagnostics(uri), [])

    await client.shutdown_async(None)
    client.exit(None)
    process = client._server
    check("exit-code", await asyncio.wait_for(process.wait(), 10), 0)
    await client.stop()


asyncio.run(main(sys.argv[1], sys.argv[2]))
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
