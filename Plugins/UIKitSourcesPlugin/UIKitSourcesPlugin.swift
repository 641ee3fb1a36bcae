import Foundation
import PackagePlugin

/// A build-tool plugin that compiles a folder of unchanged UIKit sources on Linux.
///
/// The target it is applied to holds a file `uikit-sources.json` naming the folders (relative
/// to the package root) whose Swift files are the app's UIKit code, written as on iOS:
///
///     { "sources": ["App/Sources"], "module": "MyApp", "exclude": ["App/Sources/Mac"] }
///
/// (`module`, the Objective-C module name of the app's classes, defaults to the target's
/// name; `exclude` lists folders or files to leave out). The plugin runs `uikit-sources` over
/// those files; its outputs (a rewritten copy of each file and `UIKitRuntimeRegistration.swift`)
/// are compiled into the target. The user's files are never edited.
@main
struct UIKitSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // (`Target.directoryURL` needs tools version 6.1; this package declares 6.0)
    let folder = URL(fileURLWithPath: target.directory.string, isDirectory: true)
    let configuration = folder.appendingPathComponent("uikit-sources.json")
    guard let data = FileManager.default.contents(atPath: configuration.path) else {
      throw PluginError(
        "target '\(target.name)' has no uikit-sources.json naming its UIKit source folders "
          + "(for example {\"sources\": [\"App/Sources\"]})")
    }
    let settings: Settings
    do {
      settings = try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      throw PluginError("\(configuration.path): \(error)")
    }
    let root = context.package.directoryURL
    let excluded = (settings.exclude ?? []).map {
      root.appendingPathComponent($0).standardizedFileURL.path
    }
    var files: [URL] = []
    for folder in settings.sources {
      let url = root.appendingPathComponent(folder).standardizedFileURL
      files += swiftFiles(under: url).filter { file in
        !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
      }
    }
    files.sort { $0.path < $1.path }
    guard !files.isEmpty else {
      throw PluginError(
        "\(configuration.path): the folders \(settings.sources) hold no Swift files")
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("UIKitSources")
    let outputs =
      outputNames(for: files).map { output.appendingPathComponent($0) }
      + [output.appendingPathComponent("UIKitRuntimeRegistration.swift")]
    return [
      .buildCommand(
        displayName: "Rewriting \(files.count) UIKit sources for \(target.name)",
        executable: try context.tool(named: "uikit-sources").url,
        arguments: ["--module", settings.module ?? target.name, "--output", output.path]
          + files.map(\.path),
        inputFiles: files + [configuration],
        outputFiles: outputs)
    ]
  }

  /// The `.swift` files under a folder (or the file itself), skipping hidden folders.
  func swiftFiles(under folder: URL) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      return []
    }
    guard isFolder.boolValue else { return folder.pathExtension == "swift" ? [folder] : [] }
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .map(\.standardizedFileURL)
  }

  /// The output file names `uikit-sources` writes, in the order of the sorted inputs.
  ///
  /// Each is the file's base name and `+UIKitSources.swift`, with `-2`, `-3`... after the base
  /// name for a name already used.
  func outputNames(for files: [URL]) -> [String] {
    var used: Set<String> = ["UIKitRuntimeRegistration.swift"]
    return files.map { file in
      let base = file.deletingPathExtension().lastPathComponent
      var name = base + "+UIKitSources.swift"
      var number = 2
      while used.contains(name) {
        name = base + "-\(number)+UIKitSources.swift"
        number += 1
      }
      used.insert(name)
      return name
    }
  }
}

/// The contents of `uikit-sources.json`.
struct Settings: Decodable {
  /// Folders or files, relative to the package root.
  var sources: [String]
  /// The Objective-C module name of the app's classes (default: the target's name).
  var module: String?
  /// Folders or files under `sources` to leave out, relative to the package root.
  var exclude: [String]?
}

/// An error the plugin reports to SwiftPM.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
