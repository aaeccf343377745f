// swift-tools-version:6.1
// A game built on lexcheck's Hunspell-free core, as an iOS game would use it: LexiconCheck (for
// WordListChecker) and AnagramRules, with the Hunspell trait off. scripts/test-without-hunspell
// builds it where no libhunspell, hunspell header or pkg-config exists, and plays a game with it.
import PackageDescription

let package = Package(
    name: "WordScramble",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "lexcheck", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "WordScramble",
            dependencies: [
                .product(name: "LexiconCheck", package: "lexcheck"),
                .product(name: "AnagramRules", package: "lexcheck"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
