import ArgumentParser
import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity

/// `headless-uikit check FILE`: lays out every scene of a storyboard or xib and reports Auto
/// Layout problems and the views whose frames differ from the ones Xcode stored.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Lay out a storyboard or xib and compare every view with the frame Xcode stored.")

  @OptionGroup var document: DocumentOptions

  @Option(
    help: """
      Where text sizes come from: fonts (the installed fonts, as at run time) or stored (each \
      label's and button's frame in the document, to separate font metrics from layout).
      """)
  var textMetrics = TextMetricsOption.fonts

  @Flag(help: "Print one JSON object per scene per line.")
  var json = false

  @Flag(help: "Exit with status 1 when any view mismatches or any layout problem is found.")
  var strict = false

  func run() throws {
    let failed = try MainActor.assumeIsolated { () throws(ToolError) -> Bool in
      try check()
    }
    if strict && failed { throw ExitCode.failure }
  }

  /// Lays out and prints every scene; returns whether any problem was found.
  @MainActor
  func check() throws(ToolError) -> Bool {
    let selection = DocumentSelection(
      file: document.file, sceneID: document.scene.id, allScenes: document.scene.id == nil,
      device: document.device, orientation: document.orientation,
      systemVersion: document.systemVersion, textMetrics: textMetrics.metrics,
      assetCatalogs: document.assets.catalogs, discoversAssetCatalogs: document.assets.discovers)
    var failed = false
    try selection.forEachScene { (scene) throws(ToolError) in
      let report = StoryboardSceneLayout.report(
        scene.scene, document: scene.document, device: scene.device)
      failed =
        failed || !report.mismatches.isEmpty || !report.brokenConstraints.isEmpty
        || !report.ambiguousViews.isEmpty
      print(json ? report.jsonLine : report.text)
    }
    return failed
  }
}

extension StoryboardSceneReport {
  /// The report as one JSON object on one line.
  var jsonLine: String {
    func rect(_ r: CGRect) -> [Double] {
      [r.minX, r.minY, r.width, r.height].map { Double($0) }
    }
    let object: [String: Any] = [
      "file": file, "scene": scene, "title": title, "device": device,
      "views": comparisons.count, "matched": comparisons.count - mismatches.count,
      "skipped": skipped.count,
      "mismatches": mismatches.map {
        [
          "id": $0.id, "class": $0.className, "stored": rect($0.stored),
          "computed": rect($0.computed),
        ]
          as [String: Any]
      },
      "brokenConstraints": brokenConstraints, "ambiguousViews": ambiguousViews,
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The report as text: a heading, then one line per problem.
  var text: String {
    var lines = [
      "\(file) scene \(scene) (\(title)) on \(device): \(comparisons.count - mismatches.count) of "
        + "\(comparisons.count) views within 0.5 pt of the stored frame"
        + (skipped.isEmpty ? "" : ", \(skipped.count) skipped")
    ]
    for mismatch in mismatches {
      lines.append(
        "  mismatch \(mismatch.id) \(mismatch.className): stored \(format(mismatch.stored)), "
          + "computed \(format(mismatch.computed))")
    }
    for constraint in brokenConstraints { lines.append("  broken constraint \(constraint)") }
    for view in ambiguousViews { lines.append("  ambiguous \(view)") }
    return lines.joined(separator: "\n")
  }

  private func format(_ rect: CGRect) -> String {
    GeometryFormat.commaRect(rect, fractionDigits: 2)
  }
}

/// The options that choose a document, its scenes and the devices to lay them out on.
struct DocumentOptions: ParsableArguments {
  @Argument(help: "The .storyboard or .xib file.")
  var file: String

  @OptionGroup var scene: SceneIDOption

  @Option(
    help:
      "The device: a name (see `headless-uikit devices`), `all`, or the document's own by default.")
  var device: DeviceOption?

  @Option(help: "The orientation (the document's own by default).")
  var orientation: OrientationOption?

  @Option(
    name: .customLong("system-version"),
    help: """
      The iOS release whose layout metrics to simulate (the release of the Xcode that saved the \
      document by default).
      """)
  var systemVersion: SystemVersionOption?

  @OptionGroup var assets: AssetOptions
}

/// `--scene ID`, declared once for every command that reads documents.
struct SceneIDOption: ParsableArguments {
  @Option(
    name: .customLong("scene"),
    help: "Documents: only the scene (or top-level xib view) with this id.")
  var id: String?
}

/// `--all-scenes`, for the commands that otherwise take a storyboard's initial scene.
struct AllScenesOption: ParsableArguments {
  @Flag(help: "Documents: every scene instead of the initial one.")
  var allScenes = false
}

/// The options that choose the asset catalogs a document's images and colours come from.
struct AssetOptions: ParsableArguments {
  @Option(
    name: .customLong("assets"),
    help: ArgumentHelp(
      """
      An asset catalog (.xcassets folder), or a folder holding some, whose images and colours \
      the document uses (repeatable; searched in order, before the ones found near the \
      document).
      """, valueName: "dir"))
  var catalogs: [String] = []

  @Flag(
    name: .customLong("no-asset-discovery"),
    help: "Do not look for .xcassets folders beside the document and in the folders above it.")
  var noDiscovery = false

  /// Whether catalogs near the document are used.
  var discovers: Bool { !noDiscovery }
}
