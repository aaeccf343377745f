// swift-tools-version:6.0
// Benchmarks live in their own package so the main package stays light.
// Run: swift run -c release --package-path Benchmarks lexcheck-benchmarks [name...]
import PackageDescription

let package = Package(
    name: "lexcheck-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "lexcheck", path: "..")],
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
