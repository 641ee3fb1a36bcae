import Foundation

/// Finding the asset catalogs of an Interface Builder document (decision AC3).
extension AssetCatalogIndex {
  /// How many folders above the document's own are searched.
  package static let discoveryLevels = 3

  /// The `.xcassets` folders near a document: in its folder and up to
  /// ``discoveryLevels`` folders above it, each folder's own catalogs and those one folder down,
  /// nearest folder first (in name order within a folder).
  ///
  /// Xcode projects keep `Assets.xcassets` beside the storyboards or in a sibling folder of an
  /// ancestor (`App/Base.lproj/Main.storyboard` with `App/Assets.xcassets`,
  /// `App/Views/Main.storyboard` with `App/Resources/Assets.xcassets`). The search stops at the
  /// first folder that holds an Xcode project (`*.xcodeproj`), a Swift package
  /// (`Package.swift`) or a repository (`.git`): catalogs beyond the project are not the app's.
  ///
  /// - Parameter document: The document's file.
  /// - Returns: The catalog folders found (symbolic links resolved, each once).
  package static func catalogs(near document: URL) -> [URL] {
    var found: [URL] = []
    var seen: Set<String> = []
    var folder = document.standardizedFileURL.deletingLastPathComponent()
    for _ in 0...discoveryLevels {
      for candidate in catalogs(in: folder) where seen.insert(candidate.path).inserted {
        found.append(candidate)
      }
      let children = Self.children(of: folder)
      let isProjectRoot = children.contains {
        $0.pathExtension == "xcodeproj" || $0.lastPathComponent == "Package.swift"
          || $0.lastPathComponent == ".git"
      }
      let parent = folder.deletingLastPathComponent()
      if isProjectRoot || parent.path == folder.path { break }
      folder = parent
    }
    return found
  }

  /// The `.xcassets` folders in a folder and one folder down (hidden folders skipped), in
  /// name order, symbolic links resolved.
  ///
  /// - Parameter folder: The folder.
  /// - Returns: The catalog folders.
  package static func catalogs(in folder: URL) -> [URL] {
    var found: [URL] = []
    for child in children(of: folder)
    where isDirectory(child) && !child.lastPathComponent.hasPrefix(".") {
      let candidates =
        child.pathExtension == "xcassets"
        ? [child]
        : child.pathExtension.isEmpty
          ? children(of: child).filter { $0.pathExtension == "xcassets" } : []
      for candidate in candidates where isDirectory(candidate) {
        let canonical = URL(fileURLWithPath: (candidate.path as NSString).resolvingSymlinksInPath)
        if !found.contains(canonical) { found.append(canonical) }
      }
    }
    return found
  }

  /// The entries of a folder in name order (at most ``maximumEntries``); none when it cannot
  /// be listed.
  static func children(of folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().prefix(maximumEntries).map { folder.appendingPathComponent($0) }
  }
}
