import Foundation
import Testing
import TestSupport

/// Paths that are not UTF-8 (a Latin-1 `café` is the bytes `caf\xE9`) name their files: kept
/// byte for byte from the arguments and the environment to the system call. Decoded with repair,
/// they became `caf\u{FFFD}`: an input file was "no such file", `learn` wrote to a new file, a
/// dictionary folder was never searched.
@Suite("Paths as bytes")
struct PathBytesTests {
    /// The engines the build has.
    static var engines: [String] {
        #if LEXCHECK_HUNSPELL
        ["swift", "hunspell"]
        #else
        ["swift"]
        #endif
    }

    /// A scratch folder holding `game.aff`/`game.dic`, copied by the scripts into a folder
    /// whose name is Latin-1 (`$1/caf\351`).
    func scratchWithDictionary() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("game.aff", "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n")
        _ = try scratch.write("game.dic", "3\ntea/S\npet/S\nseat/S\n")
        return scratch
    }

    /// The shell lines that make `$D`, the Latin-1 folder, with the dictionary `xx_YY` and a
    /// text in it.
    static let setUp = #"""
        set -e
        D="$1/$(printf 'caf\351')"
        mkdir -p "$D"
        cp "$1/game.aff" "$D/xx_YY.aff"
        cp "$1/game.dic" "$D/xx_YY.dic"
        printf 'pets tees seats\n' > "$D/text.txt"
        set +e
        """#

    @Test(arguments: engines)
    func filesNamedInBytesAreRead(engine: String) throws {
        let scratch = try scratchWithDictionary()
        let lexcheck = Lexcheck()
        let listed = try lexcheck.runShell(Self.setUp + "\n" + #"""
            "$0" check --list --engine "$2" --dictionary "$D/xx_YY.dic" "$D/text.txt"
            """#, arguments: [scratch.url.path, engine])
        #expect(listed.status == 1 && listed.lines == ["tees"], "\(listed.stderr)")

        // JSON carries the name itself, each stray byte as the scalar U+F700 + byte.
        let json = try lexcheck.runShell(Self.setUp + "\n" + #"""
            "$0" check --format json --engine "$2" --dictionary "$D/xx_YY.dic" "$D/text.txt"
            """#, arguments: [scratch.url.path, engine])
        let records = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(records?.first?["file"] as? String == scratch.url.path + "/caf\u{F7E9}/text.txt", "\(json.stdout)")

        // Messages show the byte as an escape, never as U+FFFD or as the raw scalar.
        let missing = try lexcheck.runShell(Self.setUp + "\n" + #"""
            "$0" check --list --engine "$2" --dictionary "$D/xx_YY.dic" "$D/gone.txt"
            """#, arguments: [scratch.url.path, engine])
        #expect(missing.status == 66 && missing.stderr.contains("caf\\xE9/gone.txt: no such file"), "\(missing.stderr)")
    }

    @Test(arguments: engines)
    func dictionaryFoldersNamedInBytesAreSearched(engine: String) throws {
        let scratch = try scratchWithDictionary()
        let result = try Lexcheck().runShell(Self.setUp + "\n" + #"""
            export DICPATH="$D"
            printf 'tees\n' | "$0" check --list --engine "$2" --language xx_YY || echo "status $?"
            printf 'tees\npets\n' | "$0" pipe --engine "$2" -d xx_YY
            "$0" languages | grep xx_YY
            """#, arguments: [scratch.url.path, engine])
        #expect(result.lines.first == "tees", "\(result.stdout)\(result.stderr)")
        #expect(result.lines.contains("status 1"))
        #expect(result.lines.contains { $0 == "# tees 0" || $0.hasPrefix("& tees ") })
        #expect(result.lines.contains("*"))
        #expect(result.lines.contains { $0.hasPrefix("xx_YY") && $0.hasSuffix("caf\\xE9/xx_YY.dic") }, "\(result.stdout)")
    }

    /// A Latin-1 `HOME` holds the personal dictionary: `learn` writes there (not to a new
    /// `h\u{FFFD}` folder) and checking reads it back.
    @Test func aLatin1HomeHoldsThePersonalDictionary() throws {
        let scratch = try TemporaryDirectory()
        var lexcheck = Lexcheck()
        lexcheck.environment = ["LEXCHECK_PERSONAL_DICTIONARY": nil, "XDG_DATA_HOME": nil]
        let result = try lexcheck.runShell(#"""
            export HOME="$1/$(printf 'h\351')"
            mkdir "$HOME"
            "$0" learn zorblax
            printf 'zorblax\n' | "$0" check --list && echo "accepted"
            cat "$HOME/.local/share/lexcheck/personal-dictionary.txt"
            ls "$1" | od -An -c | tr -s ' '
            """#, arguments: [scratch.url.path])
        #expect(result.stdout.contains("learned zorblax (\(scratch.url.path)/h\\xE9/.local/share/lexcheck/personal-dictionary.txt)"),
                "\(result.stdout)\(result.stderr)")
        #expect(result.lines.contains("accepted"))
        #expect(result.lines.contains("zorblax"))
        // One folder in the scratch folder, named with the byte 0351.
        #expect(result.lines.last == " h 351 \\n", "\(result.stdout)")
    }
}
