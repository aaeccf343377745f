import Foundation
import Testing

/// README's Layout table names what the tree holds, so that it cannot drift: every target and
/// each of its folders, every script (by group), every page under `docs/`; and every path it names exists.
@Suite("README's layout table")
struct LayoutTableTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The table's rows: the path (first cell, without backquotes) and the description.
    static func rows() throws -> [(path: String, what: String)] {
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Layout\n").last?.components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[2])
        }
    }

    static func entries(_ folder: String, folders: Bool) throws -> [String] {
        let url = root.appending(path: folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appending(path: name).path, isDirectory: &isFolder)
            return !name.hasPrefix(".") && isFolder.boolValue == folders
        }.sorted()
    }

    @Test func everyPathItNamesExists() throws {
        let rows = try Self.rows()
        #expect(rows.count > 10)
        for row in rows {
            #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: row.path).path), "\(row.path)")
        }
    }

    @Test func everyTargetAndEachOfItsFoldersIsDescribed() throws {
        let rows = try Self.rows()
        for target in try Self.entries("Sources", folders: true) {
            let row = rows.first { $0.path == "Sources/\(target)" }
            #expect(row != nil, "Sources/\(target) has no row")
            for folder in try Self.entries("Sources/\(target)", folders: true) where !folder.hasSuffix(".docc") && folder != "include" {
                #expect(row?.what.contains("`\(folder)/`") == true, "Sources/\(target)/\(folder) is not described")
            }
        }
    }

    @Test func everyScriptAndPageIsListed() throws {
        let rows = try Self.rows()
        let scripts = try #require(rows.first { $0.path == "scripts/" }).what
        for script in try Self.entries("scripts", folders: false) {
            #expect(scripts.contains("`\(script)`"), "scripts/\(script) is not listed")
        }
        // Each group as `group/` followed by its scripts in parentheses.
        for group in try Self.entries("scripts", folders: true) {
            let listed = scripts.components(separatedBy: "`\(group)/` (").dropFirst().first?.components(separatedBy: ")").first
            #expect(listed != nil, "scripts/\(group)/ is not listed")
            for script in try Self.entries("scripts/\(group)", folders: false) {
                #expect(listed?.contains("`\(script)`") == true, "scripts/\(group)/\(script) is not listed in its group")
            }
        }
        let docs = try #require(rows.first { $0.path == "docs/" }).what
        for page in try Self.entries("docs", folders: false) where page.hasSuffix(".md") {
            #expect(docs.contains("`\(page)`"), "docs/\(page) is not listed")
        }
    }
}
