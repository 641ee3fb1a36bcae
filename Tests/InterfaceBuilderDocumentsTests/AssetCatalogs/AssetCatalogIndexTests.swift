import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

/// Listing a catalog under Xcode's asset names, hostile folders, and finding a document's
/// catalogs (decisions AC1, AC3).
@Suite struct AssetCatalogIndexTests {
  private let catalog = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
    "Assets.xcassets")

  /// A fresh temporary folder, removed by `body`'s end.
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssetCatalogIndexTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root)
  }

  private func makeFolder(_ url: URL) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  @Test("AC1: group folders with provides-namespace prefix their assets' names, others do not")
  func namespaces() throws {
    let index = try AssetCatalogIndex(url: catalog)
    #expect(index.asset(named: "Icons/star", kind: .imageSet)?.lastPathComponent == "star.imageset")
    #expect(index.asset(named: "star", kind: .imageSet) == nil)
    #expect(index.asset(named: "Wordmark", kind: .imageSet) != nil)
    #expect(index.asset(named: "Plain/Wordmark", kind: .imageSet) == nil)
    #expect(index.asset(named: "ProfileTint", kind: .colorSet) != nil)
    #expect(index.asset(named: "ProfileTint", kind: .imageSet) == nil)
    #expect(index.count == 5)
    #expect(index.problems.isEmpty)
  }

  @Test("AC1: symbolic-link loops, deep nesting and bad group files never trap or hang")
  func hostileFolders() throws {
    try withFolder { root in
      let catalog = root.appendingPathComponent("Hostile.xcassets")
      try makeFolder(catalog.appendingPathComponent("Loop/A.colorset"))
      // Loop/Self -> Loop, and a link to the catalog itself.
      try FileManager.default.createSymbolicLink(
        at: catalog.appendingPathComponent("Loop/Self"),
        withDestinationURL: catalog.appendingPathComponent("Loop"))
      try FileManager.default.createSymbolicLink(
        at: catalog.appendingPathComponent("Loop/Up"), withDestinationURL: catalog)
      // Twelve nested groups with an asset at the bottom.
      var deep = catalog
      for level in 0..<12 { deep = deep.appendingPathComponent("G\(level)") }
      try makeFolder(deep.appendingPathComponent("Deep.imageset"))
      // A group whose Contents.json says provides-namespace with the wrong type.
      try makeFolder(catalog.appendingPathComponent("Bad/B.imageset"))
      try Data(#"{ "properties" : { "provides-namespace" : "yes" } }"#.utf8).write(
        to: catalog.appendingPathComponent("Bad/Contents.json"))
      // A file where a set folder would be, and a dangling link.
      try Data("x".utf8).write(to: catalog.appendingPathComponent("File.colorset"))
      try FileManager.default.createSymbolicLink(
        at: catalog.appendingPathComponent("Dangling.imageset"),
        withDestinationURL: root.appendingPathComponent("nowhere"))

      let index = try AssetCatalogIndex(url: catalog)
      #expect(index.asset(named: "A", kind: .colorSet) != nil)
      #expect(index.asset(named: "B", kind: .imageSet) != nil)
      #expect(index.asset(named: "Deep", kind: .imageSet) == nil)
      #expect(index.asset(named: "File", kind: .colorSet) == nil)
      #expect(index.asset(named: "Dangling", kind: .imageSet) == nil)
      #expect(
        index.problems.contains(
          .malformed(
            path: catalog.appendingPathComponent("Bad/Contents.json").path,
            keyPath: "properties.provides-namespace", reason: "not true or false")))
      #expect(index.problems.contains { $0.description.contains("deeper than 8 levels") })
    }
  }

  @Test("AC1: a folder that is not a catalog is a typed error")
  func notACatalog() throws {
    let missing = catalog.appendingPathComponent("Nowhere.xcassets")
    #expect(throws: AssetCatalogError.notACatalog(path: missing.path)) {
      try AssetCatalogIndex(url: missing)
    }
  }

  @Test(
    "AC3: a document's catalogs are found beside it and in the folders above, up to the project")
  func discovery() throws {
    let document = RepositoryFixtures.assetCatalogApp.appendingPathComponent(
      "Base.lproj/Profile.storyboard")
    #expect(
      AssetCatalogIndex.catalogs(near: document).map(\.lastPathComponent) == ["Assets.xcassets"])
    try withFolder { root in
      // Project/App/Views/Main.storyboard with Project/App/Resources/Shared.xcassets, a
      // catalog beyond the project (Outside.xcassets) and one too far down.
      let project = root.appendingPathComponent("Project")
      try makeFolder(project.appendingPathComponent("App/Views"))
      try makeFolder(project.appendingPathComponent("App/Resources/Shared.xcassets"))
      try makeFolder(project.appendingPathComponent("App/Views/Local.xcassets"))
      try makeFolder(project.appendingPathComponent("App/Deep/Down/Far.xcassets"))
      try makeFolder(project.appendingPathComponent("App.xcodeproj"))
      try makeFolder(root.appendingPathComponent("Outside.xcassets"))
      let main = project.appendingPathComponent("App/Views/Main.storyboard")
      #expect(
        AssetCatalogIndex.catalogs(near: main).map(\.lastPathComponent) == [
          "Local.xcassets", "Shared.xcassets",
        ])
      // Without the project marker the search climbs further and finds the outside one.
      try FileManager.default.removeItem(at: project.appendingPathComponent("App.xcodeproj"))
      #expect(
        AssetCatalogIndex.catalogs(near: main).map(\.lastPathComponent).last
          == "Outside.xcassets")
    }
  }
}
