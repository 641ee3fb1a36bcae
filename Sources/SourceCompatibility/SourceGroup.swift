import Foundation

/// Swift files that are type-checked together, as one module: one repository or one app target.
public struct SourceGroup: Equatable, Sendable {
  /// The group's name: a repository prefix, a folder name, or the name of the folder given.
  public var name: String
  /// The group's files, sorted by path.
  public var files: [URL]
  /// The file that declares the app's own symbols the files need (`stubs/<name>.swift`), if any.
  public var stub: URL?

  /// Creates a group.
  public init(name: String, files: [URL], stub: URL? = nil) {
    self.name = name
    self.files = files
    self.stub = stub
  }
}

/// How files found in a folder are split into groups.
public enum SourceGrouping: String, CaseIterable, Sendable {
  /// By the part of the file name before the first `-` (`fp-controller.swift` is in `fp`): the
  /// layout of this project's corpus of real apps' files.
  case prefix
  /// By the first folder under the folder given (files directly in it form one group named
  /// after it): one subfolder per app.
  case folder
  /// Every file in one group.
  case all
}

extension SourceGroup {
  /// Finds the `.swift` files under the given paths and splits them into groups.
  ///
  /// Folders are searched recursively; hidden folders, `.build` and a folder named `stubs` are
  /// skipped. A stub is the file `<stubs>/<group name>.swift` when a stubs folder is given.
  ///
  /// - Throws: ``CompatibilityError/missingPath(_:)`` for a path that does not exist,
  ///   ``CompatibilityError/noSwiftFiles(_:)`` for a folder without Swift files, and
  ///   ``CompatibilityError/missingStubsFolder(_:)`` for a stubs folder that does not exist.
  public static func discover(
    _ paths: [String], grouping: SourceGrouping, stubs: String? = nil
  ) throws(CompatibilityError) -> [SourceGroup] {
    let fileManager = FileManager.default
    var stubsFolder: URL?
    if let stubs {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: stubs, isDirectory: &isFolder), isFolder.boolValue
      else { throw .missingStubsFolder(stubs) }
      stubsFolder = URL(fileURLWithPath: stubs, isDirectory: true).standardizedFileURL
    }
    var byName: [String: [URL]] = [:]
    for path in paths {
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .missingPath(path)
      }
      let root = URL(fileURLWithPath: path, isDirectory: isFolder.boolValue).standardizedFileURL
      let files = isFolder.boolValue ? swiftFiles(under: root) : [root]
      if files.isEmpty { throw .noSwiftFiles(path) }
      for file in files {
        byName[groupName(of: file, under: root, grouping: grouping), default: []].append(file)
      }
    }
    return byName.keys.sorted().map { name in
      let stub = stubsFolder.map { $0.appendingPathComponent("\(name).swift") }
      return SourceGroup(
        name: name, files: (byName[name] ?? []).sorted { $0.path < $1.path },
        stub: stub.flatMap { fileManager.fileExists(atPath: $0.path) ? $0 : nil })
    }
  }

  /// The `.swift` files under a folder, skipping hidden folders, `.build` and `stubs`.
  static func swiftFiles(under root: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker {
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        if url.lastPathComponent == "stubs" || url.lastPathComponent == ".build" {
          walker.skipDescendants()
        }
      } else if url.pathExtension == "swift" {
        files.append(url.standardizedFileURL)
      }
    }
    return files
  }

  /// The group a file belongs to.
  static func groupName(of file: URL, under root: URL, grouping: SourceGrouping) -> String {
    let rootName =
      root.hasDirectoryPath
      ? root.lastPathComponent : root.deletingLastPathComponent().lastPathComponent
    switch grouping {
    case .all:
      return rootName
    case .prefix:
      let base = file.deletingPathExtension().lastPathComponent
      return base.split(separator: "-", maxSplits: 1).first.map(String.init) ?? base
    case .folder:
      let relative = file.path.dropFirst(root.path.count).split(separator: "/")
      return relative.count > 1 ? String(relative[0]) : rootName
    }
  }
}
