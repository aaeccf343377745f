// swift-tools-version:6.1
import PackageDescription

// `HunspellChecker` needs the system's libhunspell, which exists on Linux (Debian's
// libhunspell-dev) and macOS (Homebrew's hunspell) and on no Apple mobile platform. It is built
// where both hold: the `Hunspell` trait is on (the default) and the platform is one of these.
// Everything else (the `TextChecker` contract, the tokenizer, `WordListChecker`, guesses and
// completions, the personal dictionary, all of AnagramRules) never touches C beyond `CPrefetch`,
// one inline processor hint.
//
// Without Hunspell (iOS, tvOS, watchOS, visionOS always; elsewhere with the trait off):
//     .package(url: "…/lexcheck", branch: "main", traits: [])
//     swift build --disable-default-traits
let hunspellPlatforms: [Platform] = [.linux, .macOS]
/// Swift code tests this with `#if LEXCHECK_HUNSPELL`: the one condition, stated once here.
let hunspellSettings: [SwiftSetting] = [
    .define("LEXCHECK_HUNSPELL", .when(platforms: hunspellPlatforms, traits: ["Hunspell"])),
]
/// `lexcheck serve` is built when the `Server` trait is on (the default): it is the only part
/// that needs an HTTP server (Hummingbird, on SwiftNIO), which the libraries never do.
let serverSettings: [SwiftSetting] = [.define("LEXCHECK_SERVER", .when(traits: ["Server"]))]

let package = Package(
    name: "lexcheck",
    // The language of the texts a game shows when no translation fits (`Resources/Localization`).
    defaultLocalization: "en",
    platforms: [
        // The lowest the code allows: Foundation's `URL(filePath:)` and `URL.appending(path:)`
        // and the standard library's `ContinuousClock` and `Duration` need these. (`lexcheck
        // serve` checks for macOS 15 when it runs: Hummingbird and typed throws at run time.)
        .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "HunspellEngine", targets: ["HunspellEngine"]),
        .library(name: "LexiconCheck", targets: ["LexiconCheck"]),
        .library(name: "AnagramRules", targets: ["AnagramRules"]),
        .executable(name: "lexcheck", targets: ["lexcheck"]),
    ],
    traits: [
        .trait(name: "Hunspell",
               description: "HunspellChecker, on the system's libhunspell (Linux, macOS with Homebrew)."),
        .trait(name: "Server",
               description: "lexcheck serve: LanguageTool's HTTP API for spelling (Hummingbird)."),
        .default(enabledTraits: ["Hunspell", "Server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The flags and counters that let checks skip a lock until words are added at run time
        // (`RuntimeWords`, `HandlePool`, `DictionaryChecker`), on every OS version the package
        // supports (the standard library's `Atomic` needs iOS 18 and macOS 15).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // `lexcheck serve` only (the `Server` trait): the HTTP server and its logs.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation` (scripts/check/docs); a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The only target that wraps a C library: the system libhunspell.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        // A hint Swift cannot give: read memory ahead (`__builtin_prefetch`), for the walks of
        // the word graphs. One inline function, on every platform.
        .target(name: "CPrefetch"),
        // Hunspell dictionaries read and checked in Swift: the `.aff` and `.dic` readers and the
        // checker, with no C and no other dependency, on every platform.
        .target(name: "HunspellEngine"),
        // What differs between operating systems, a lazily built value, parallel map: small
        // utilities the other targets share, in no product.
        .target(name: "LexiconSupport"),
        // The dictionaries the package ships. SwiftPM bundles only files inside a target's
        // folder, so this small target is `Resources/` itself: the files stay in
        // `Resources/dictionaries` and are reached through `Bundle.module`.
        .target(
            name: "LexiconResources",
            dependencies: ["LexiconSupport"],
            path: "Resources",
            sources: ["BundledResources.swift"],
            // The dictionaries, the content filter's lists (`blocklists`), how common each
            // language's words are (`frequency`, from wordfreq), and the texts a game shows in each language it speaks
            // (`Localization/<language>.lproj`).
            resources: [.copy("dictionaries"), .copy("blocklists"), .copy("frequency"), .process("Localization")]
        ),
        .target(
            name: "LexiconCheck",
            dependencies: [
                .target(name: "CHunspell", condition: .when(platforms: hunspellPlatforms, traits: ["Hunspell"])),
                "CPrefetch", "HunspellEngine", "LexiconResources", "LexiconSupport",
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            swiftSettings: hunspellSettings
        ),
        .target(
            name: "AnagramRules",
            dependencies: ["LexiconCheck", "LexiconResources", "LexiconSupport"]
        ),
        // The ispell `-a` protocol that `lexcheck pipe` speaks: requests, the session, answers,
        // with no input or output of its own (the CLI reads and writes). A target of its own so
        // that the fuzzers drive it as the CLI does; not a product.
        .target(
            name: "IspellProtocol",
            dependencies: ["LexiconCheck"],
            swiftSettings: hunspellSettings
        ),
        // The Language Server Protocol that `lexcheck lsp` speaks: framing, documents kept in
        // step with the editor, the words to check in prose and source code, diagnostics and
        // code actions, with no input or output of its own (the CLI reads and writes). Not a
        // product.
        .target(
            name: "LanguageServer",
            dependencies: ["LexiconCheck", "LexiconSupport"]
        ),
        // The LanguageTool HTTP API that `lexcheck serve` speaks, for spelling: form fields,
        // requests, matches in LanguageTool's shape, languages; no network of its own (the CLI
        // serves it). Not a product.
        .target(
            name: "LanguageToolProtocol",
            dependencies: ["LexiconCheck", "LexiconSupport"]
        ),
        .executableTarget(
            name: "lexcheck",
            dependencies: [
                "LexiconCheck", "AnagramRules", "IspellProtocol", "LanguageServer", "LanguageToolProtocol", "LexiconSupport",
                // `play`'s screen texts in the game's language (`Play.strings`).
                "LexiconResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            ],
            swiftSettings: hunspellSettings + serverSettings
        ),
        // What the fuzzers feed: every parser of outside input and the checker contract, each
        // a target with its invariants (Fuzz/Targets); not a product.
        .target(
            name: "FuzzTargets",
            dependencies: ["LexiconCheck", "AnagramRules", "IspellProtocol", "LanguageServer", "LanguageToolProtocol",
                           "LexiconSupport"],
            path: "Fuzz/Targets"
        ),
        // The fuzzer every test run uses: mutated inputs for a bounded time, no special build
        // (scripts/test runs it); not a product. The coverage-guided one, on libFuzzer, is
        // below and exists only in its own build (scripts/check/fuzz-coverage).
        .executableTarget(
            name: "lexcheck-fuzz",
            dependencies: ["FuzzTargets", "AnagramRules"],
            path: "Fuzz/Sources"
        ),
        // The documentation's examples as a program that checks what their comments say:
        // scripts/check/doc-examples.py writes its main.swift from README.md, the DocC catalogs and
        // the `///` comments; LexcheckCLITests runs it. Not a product.
        .executableTarget(
            name: "lexcheck-doc-examples",
            dependencies: ["LexiconCheck", "AnagramRules"],
            path: "Examples/DocExamples",
            swiftSettings: hunspellSettings
        ),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LexcheckCLITests",
            dependencies: ["lexcheck", "lexcheck-doc-examples", "TestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: hunspellSettings + serverSettings
        ),
        .testTarget(
            name: "AnagramRulesTests",
            dependencies: ["AnagramRules", "TestSupport"],
            swiftSettings: hunspellSettings
        ),
        .testTarget(
            name: "LexiconCheckTests",
            dependencies: ["LexiconCheck", "HunspellEngine", "TestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: hunspellSettings
        ),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "LexiconCheck", "TestSupport"],
            swiftSettings: hunspellSettings
        ),
        .testTarget(
            name: "LanguageToolProtocolTests",
            dependencies: ["LanguageToolProtocol", "LexiconCheck", "TestSupport"],
            swiftSettings: hunspellSettings
        ),
        .testTarget(
            name: "LexiconSupportTests",
            dependencies: ["LexiconSupport", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The coverage-guided fuzzer: libFuzzer drives `LLVMFuzzerTestOneInput` (Fuzz/LibFuzzer), which
// needs the `-sanitize=fuzzer` build scripts/check/fuzz-coverage makes. It has no `main` of its own,
// so it is declared only for that build, which sets LEXCHECK_LIBFUZZER.
if Context.environment["LEXCHECK_LIBFUZZER"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "lexcheck-libfuzzer",
            dependencies: ["FuzzTargets"],
            path: "Fuzz/LibFuzzer",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    )
}
