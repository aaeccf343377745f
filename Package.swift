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
        .testTarget(
            name: "AnagramRulesTests",
            dependencies: ["AnagramRules"]
        ),
        .testTarget(
            name: "LexiconCheckTests",
            dependencies: ["LexiconCheck"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
