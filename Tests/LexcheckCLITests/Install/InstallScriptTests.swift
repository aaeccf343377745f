import Foundation
import Testing
import TestSupport

/// `scripts/setup/install` into a temporary prefix, with the binary these tests run (a release build
/// would take minutes): every file in its place, the completions loaded by each shell, the
/// manual page rendered by man.
@Suite("scripts/setup/install")
struct InstallScriptTests {
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)))
    func installsTheCommandCompletionsAndManualPage() throws {
        try requireTools("man", "bash")
        let scratch = try TemporaryDirectory()
        let prefix = scratch.url.appending(path: "a prefix")
        // The manual page is made by the GenerateManual plugin, which builds the package in
        // .build-manual (the first time in a checkout, about a minute).
        let install = try externalTool(["bash", Self.packageRoot.appending(path: "scripts/setup/install").path,
                                        "--prefix", prefix.path, "--binary", Lexcheck.executable.path])
        try #require(install.status == 0, "\(install.stderr)")

        let installed = prefix.appending(path: "bin/lexcheck").path
        let files = ["bin/lexcheck", "lib/lexcheck/lexcheck", "share/bash-completion/completions/lexcheck",
                     "share/zsh/site-functions/_lexcheck", "share/fish/vendor_completions.d/lexcheck.fish",
                     "share/man/man1/lexcheck.1"]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: prefix.appending(path: file).path), "\(file)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        let version = try externalTool([installed, "--version"])
        let expected = try Lexcheck().run("--version").stdout
        #expect(version.status == 0 && version.stdout == expected)
        // The resource bundle is found through the link in bin: play's start words come from it.
        let wordlist = try scratch.write("words.txt", "heat\nsat\n").path
        let played = try externalTool([installed, "play", "--root", "telepaths", "--wordlist", wordlist], stdin: "heat\n/quit\n")
        #expect(played.status == 0 && played.lines == ["root: telepaths", "heat: accepted (+2)", "bye"], "\(played.stderr)")

        // bash loads the completion, which offers commands and option values.
        let bash = try externalTool(["bash", "-c", Self.bashCompletion, "bash",
                                     prefix.appending(path: "share/bash-completion/completions/lexcheck").path])
        #expect(bash.lines == [
            "complete -o filenames -F _lexcheck lexcheck",
            "commands: batch",
            "formats: text json jsonl csv",
            "scoring: tutorial letters spelling-bee boggle",
        ], "\(bash.stderr)")
        if isInstalled("zsh") {
            let zsh = try externalTool(["zsh", "-f", "-c", """
                fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -d "$2"; print -r -- $_comps[lexcheck]
                """, "zsh", prefix.appending(path: "share/zsh/site-functions").path, scratch.file("zcompdump").path])
            #expect(zsh.stdout == "_lexcheck\n", "\(zsh.stderr)")
        }
        if isInstalled("fish") {
            let fish = try externalTool(["fish", "--no-config", "-c", "source $argv[1]; complete -C 'lexcheck word --format '",
                                         prefix.appending(path: "share/fish/vendor_completions.d/lexcheck.fish").path])
            #expect(fish.lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["text", "json", "jsonl", "csv"], "\(fish.stderr)")
        }

        // man renders the page without a warning, every command and option in it.
        let page = prefix.appending(path: "share/man/man1/lexcheck.1").path
        let man = try externalTool(["env", "MANWIDTH=100", "man", "-l", page])
        #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
        #expect(man.stdout.contains("LEXCHECK(1)"))
        for command in ["word", "batch", "check", "solve", "roots", "suggest", "complete", "languages", "learn", "unlearn",
                        "play", "stem", "analyze"] {
            #expect(man.lines.contains { $0 == "     \(command)" || $0.hasPrefix("     \(command) ") }, "\(command)")
        }
        #expect(man.stdout.contains("jsonl (JSON Lines"))

        // Installing again replaces what is there.
        let again = try externalTool(["bash", Self.packageRoot.appending(path: "scripts/setup/install").path,
                                      "--prefix", prefix.path, "--binary", Lexcheck.executable.path])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func refusesWhatItCannotInstall() throws {
        let script = Self.packageRoot.appending(path: "scripts/setup/install").path
        let missing = try externalTool(["bash", script, "--prefix", "/tmp/unused", "--binary", "/nonexistent/lexcheck"])
        #expect(missing.status == 66 && missing.stderr.contains("/nonexistent/lexcheck is not an executable file"))
        let unknown = try externalTool(["bash", script, "--frobnicate"])
        #expect(unknown.status == 64 && unknown.stderr.contains("usage: scripts/setup/install"))
    }

    /// Loads the completion script ($1) as bash-completion would, then completes three command
    /// lines the way bash does when Tab is pressed.
    static let bashCompletion = #"""
        source "$1"
        complete -p lexcheck
        complete_line() {
            COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
            read -r -a COMP_WORDS <<< "$COMP_LINE"
            if [[ "$COMP_LINE" == *" " ]]; then COMP_WORDS+=(""); fi
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMPREPLY=()
            _lexcheck lexcheck "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            echo "$2: ${COMPREPLY[*]}"
        }
        complete_line "lexcheck bat" commands
        complete_line "lexcheck batch --format " formats
        complete_line "lexcheck word --scoring " scoring
        """#
}
