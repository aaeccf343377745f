// swift-tools-version:6.1
// Benchmarks live in their own package so the main package stays light.
// Run: swift run -c release --package-path Benchmarks lexcheck-benchmarks [name...]
// Without libhunspell, as an iOS app builds lexcheck (only `solver`, `rules`, `open` and `budgets`):
//      swift run -c release --package-path Benchmarks --disable-default-traits lexcheck-benchmarks budgets
import PackageDescription

let package = Package(
    name: "lexcheck-benchmarks",
    platforms: [.macOS(.v15)],
    traits: [
        // The benchmarks that compare with libhunspell, on lexcheck's own `Hunspell` trait.
        .trait(name: "Hunspell", description: "Benchmarks against libhunspell (HunspellChecker)."),
        .default(enabledTraits: ["Hunspell"]),
    ],
    dependencies: [
        .package(name: "lexcheck", path: "..",
                 traits: [.trait(name: "Hunspell", condition: .when(traits: ["Hunspell"]))]),
    ],
    targets: [
        .executableTarget(
            name: "lexcheck-benchmarks",
            dependencies: [
                .product(name: "LexiconCheck", package: "lexcheck"),
                .product(name: "AnagramRules", package: "lexcheck"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
