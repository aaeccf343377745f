/// The version `lexcheck --version` prints: the latest released entry of CHANGELOG.md (a test
/// keeps the two the same).
enum Version {
    static let current = "0.2.0"
}
