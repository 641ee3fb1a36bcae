import Foundation
import Testing

@testable import SourceCompatibility

@Suite("Finding and grouping files")
struct SourceGroupTests {
  /// A folder with `a/x.swift`, `a/sub/y.swift`, `b/z.swift`, `top.swift`, `fp-one.swift`,
  /// `stubs/a.swift`, `.hidden/h.swift` and `notes.txt`.
  static func makeTree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-\(UUID().uuidString)", isDirectory: true)
    for path in [
      "a/x.swift", "a/sub/y.swift", "b/z.swift", "top.swift", "fp-one.swift", "stubs/a.swift",
      ".hidden/h.swift", "notes.txt",
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let v = 1\n".utf8).write(to: url)
    }
    return root
  }

  @Test("by folder: the first folder under the root; files at the root form the root's group")
  func byFolder() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let groups = try SourceGroup.discover(
      [root.path], grouping: .folder, stubs: root.appendingPathComponent("stubs").path)
    #expect(groups.map(\.name) == ["a", "b", root.lastPathComponent])
    #expect(groups[0].files.map(\.lastPathComponent) == ["y.swift", "x.swift"])
    #expect(groups[0].stub?.lastPathComponent == "a.swift")
    #expect(groups[1].stub == nil)
    #expect(groups[2].files.map(\.lastPathComponent) == ["fp-one.swift", "top.swift"])
  }

  @Test("by prefix and all in one")
  func byPrefixAndAll() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = try SourceGroup.discover([root.path], grouping: .prefix)
    #expect(prefix.map(\.name) == ["fp", "top", "x", "y", "z"])
    let all = try SourceGroup.discover([root.path], grouping: .all)
    #expect(all.count == 1)
    #expect(all[0].files.count == 5)
  }

  @Test("missing paths, folders without Swift files and missing stub folders are named")
  func errors() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = root.appendingPathComponent("nope").path
    #expect(throws: CompatibilityError.missingPath(missing)) {
      try SourceGroup.discover([missing], grouping: .folder)
    }
    let empty = root.appendingPathComponent(".hidden").deletingLastPathComponent()
      .appendingPathComponent("emptyfolder")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    #expect(throws: CompatibilityError.noSwiftFiles(empty.path)) {
      try SourceGroup.discover([empty.path], grouping: .folder)
    }
    #expect(throws: CompatibilityError.missingStubsFolder(missing)) {
      try SourceGroup.discover([root.path], grouping: .folder, stubs: missing)
    }
  }
}
