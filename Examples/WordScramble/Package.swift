// swift-tools-version:6.1
// A game built on lexcheck's Hunspell-free core, as an iOS game would use it: LexiconCheck and
// AnagramRules with the Hunspell trait off. `WordScramble` plays from a terminal on a word list;
// `WordScrambleModel` is the tutorial's ContentView state on the Swift engine, and its SwiftUI
// view (iOS). scripts/check/test-without-hunspell builds it where no libhunspell, hunspell header or
// pkg-config exists, plays a game with it and runs the model's tests.
import PackageDescription

let package = Package(
    name: "WordScramble",
    // The package allows macOS 13 and iOS 16; the model's `@Observable` needs these.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "lexcheck", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "WordScrambleModel",
            dependencies: [
                .product(name: "LexiconCheck", package: "lexcheck"),
                .product(name: "AnagramRules", package: "lexcheck"),
            ]
        ),
        .testTarget(
            name: "WordScrambleModelTests",
            dependencies: ["WordScrambleModel", .product(name: "AnagramRules", package: "lexcheck")]
        ),
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
