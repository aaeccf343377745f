// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lexcheck",
    platforms: [
        // `Synchronization.Mutex` makes the checkers `Sendable` without `@unchecked`.
        .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "LexiconCheck", targets: ["LexiconCheck"]),
        .library(name: "AnagramRules", targets: ["AnagramRules"]),
        .executable(name: "lexcheck", targets: ["lexcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The only target that touches C: the system libhunspell.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]
        ),
        // The dictionaries the package ships. SwiftPM bundles only files inside a target's
        // folder, so this small target is `Resources/` itself: the files stay in
        // `Resources/dictionaries` and are reached through `Bundle.module`.
        .target(
            name: "LexiconResources",
            path: "Resources",
            sources: ["BundledResources.swift"],
            resources: [.copy("dictionaries")]
        ),
        .target(
            name: "LexiconCheck",
            dependencies: ["CHunspell", "LexiconResources"]
        ),
        .target(
            name: "AnagramRules",
            dependencies: ["LexiconCheck", "LexiconResources"]
        ),
        .executableTarget(
            name: "lexcheck",
            dependencies: [
                "LexiconCheck", "AnagramRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LexcheckCLITests",
            dependencies: ["lexcheck", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AnagramRulesTests",
            dependencies: ["AnagramRules", "TestSupport"]
        ),
        .testTarget(
            name: "LexiconCheckTests",
            // AnagramRules for its seeded random numbers: the same "random" inputs every run.
            dependencies: ["LexiconCheck", "AnagramRules", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
