-- Drives `lexcheck lsp` from Neovim's built-in client, headless, as an editor user would:
-- opens $LSP_FILE, waits for the diagnostics, takes the first code action the server offers for
-- the first misspelled word (Neovim's own code-action flow, with the menu answered by its first
-- entry), then the "add to the workspace dictionary" action for the next word. Prints what it
-- saw, one "label: value" line each, and quits.
local out = {}
local function say(label, value) table.insert(out, label .. ": " .. value) end
local function finish(code)
  io.stdout:write(table.concat(out, "\n") .. "\n")
  vim.cmd((code == 0) and "qa!" or "cq!")
end

local file = os.getenv("LSP_FILE")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "lexcheck",
  cmd = { os.getenv("LEXCHECK"), "lsp" },
  root_dir = os.getenv("LSP_ROOT"),
  init_options = { lexcheck = { words = { "Neovim" } } },
})
if not client_id then say("error", "the client did not start"); return finish(1) end
vim.lsp.buf_attach_client(buffer, client_id)

local function diagnostics()
  local words = {}
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(words, string.format("%s@%d:%d", d.user_data and d.user_data.lsp and d.user_data.lsp.data
      and d.user_data.lsp.data.word or "?", d.lnum, d.col))
  end
  table.sort(words)
  return table.concat(words, " ")
end

if not vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50) then
  say("error", "no diagnostics"); return finish(1)
end
say("diagnostics", diagnostics())
local client = vim.lsp.get_client_by_id(client_id)
say("encoding", client.offset_encoding or "?")

-- The first misspelling: the cursor on it, Neovim's code action menu, its first entry taken.
local first = vim.diagnostic.get(buffer)[1]
vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
local offered = {}
vim.ui.select = function(items, _, on_choice)
  for _, item in ipairs(items) do
    local action = item[2] or item.action or item
    table.insert(offered, action.title)
  end
  on_choice(items[1], 1)
end
local before = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
vim.lsp.buf.code_action()
vim.wait(10000, function()
  return table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n") ~= before
end, 50)
say("offered", table.concat(offered, " | "))
say("line", vim.api.nvim_buf_get_lines(buffer, first.lnum, first.lnum + 1, false)[1])

-- The server sees the edit (didChange) and publishes again.
vim.wait(10000, function() return #vim.diagnostic.get(buffer) == 2 end, 50)
say("after-edit", diagnostics())

-- The next word, added to the workspace dictionary through the command the action carries.
local next = vim.diagnostic.get(buffer)[1]
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = next.lnum, character = next.col }, ["end"] = { line = next.lnum, character = next.col } }
params.context = { diagnostics = {} }
local response = client.request_sync("textDocument/codeAction", params, 10000, buffer)
for _, action in ipairs(response and response.result or {}) do
  if action.command and action.command.command == "lexcheck.addToWorkspaceDictionary" then
    client.request_sync("workspace/executeCommand", action.command, 10000, buffer)
  end
end
vim.wait(10000, function() return #vim.diagnostic.get(buffer) == 1 end, 50)
say("after-command", diagnostics())

client.stop()
vim.wait(5000, function() return client.is_stopped() end, 50)
say("stopped", tostring(client.is_stopped()))
finish(0)
