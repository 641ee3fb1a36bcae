import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit

/// The options that choose a scene and the environment it is laid out in, shared by `dump`
/// and `render`.
struct SceneOptions: ParsableArguments {
  @Argument(
    help: """
      The example to lay out (see `headless-uikit examples`), or a .storyboard or .xib file.
      """)
  var example = "profile"

  @Option(
    help: """
      The device to simulate (see `headless-uikit devices`); for documents, the document's own \
      device by default.
      """)
  var device: String?

  /// The device to simulate for an example.
  var deviceName: String {
    get { device ?? HeadlessDevice.default.name }
    set { device = newValue }
  }

  /// Whether the argument names an Interface Builder document rather than an example.
  var isDocument: Bool {
    let lowered = example.lowercased()
    return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
  }

  @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight (or landscape).")
  var orientation: String?

  /// The orientation for an example.
  var orientationName: String { orientation ?? "portrait" }

  @Option(
    help: """
      The Dynamic Type size: extraSmall … extraExtraExtraLarge, accessibilityMedium … \
      accessibilityExtraExtraExtraLarge.
      """)
  var contentSizeCategory = "large"

  @Option(help: "light or dark.")
  var appearance = "light"

  @Option(
    name: .customLong("system-version"),
    help: """
      The iOS release whose layout metrics to simulate: 12 to 18, or 26 (for documents, the \
      release of the Xcode that saved the document by default; else 18).
      """)
  var systemVersion: Int?

  /// The scene's window, laid out on the chosen device in the chosen environment.
  @MainActor
  func makeWindow() throws(ToolError) -> (ExampleScene, UIWindow) {
    let screen = try ToolInput.screen(
      device: deviceName, orientation: orientationName,
      generation: ToolInput.systemGeneration(systemVersion) ?? .iOS18)
    guard let scene = ExampleScene.named(example) else {
      throw ToolError(
        "unknown example '\(example)'; known: "
          + ExampleScene.all.map(\.name).joined(separator: ", "))
    }
    let category = try ToolInput.contentSizeCategory(contentSizeCategory)
    let style = try ToolInput.appearance(appearance)
    UIScreen.main = screen
    let window = scene.makeWindow(screen)
    if category != .large { window.headlessSetContentSizeCategory(category) }
    if style != .light { window.overrideUserInterfaceStyle = style }
    // Two passes: children that size themselves from their laid-out width (self-sizing
    // previews) ask for their height after the first.
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return (scene, window)
  }

  /// The heading line the tool prints above a dump.
  var heading: String {
    var parts = ["\(example) on \(deviceName), \(orientationName)"]
    if contentSizeCategory.lowercased() != "large" { parts.append(contentSizeCategory) }
    if appearance.lowercased() != "light" { parts.append(appearance) }
    if let systemVersion { parts.append("iOS \(systemVersion)") }
    return parts.joined(separator: ", ")
  }
}

extension ToolInput {
  /// The content size category for a name such as `accessibilityLarge` (case-insensitive).
  static func contentSizeCategory(_ name: String) throws(ToolError)
    -> UIContentSizeCategory
  {
    let names: [(String, UIContentSizeCategory)] = [
      ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
      ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge),
      ("extraExtraExtraLarge", .extraExtraExtraLarge),
      ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
      ("accessibilityExtraLarge", .accessibilityExtraLarge),
      ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
      ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]
    guard let found = names.first(where: { $0.0.lowercased() == name.lowercased() }) else {
      throw ToolError(
        "unknown content size category '\(name)'; use one of "
          + names.map(\.0).joined(separator: ", "))
    }
    return found.1
  }

  /// The system generation for a `--system-version` value (a major iOS version from 12 to 18,
  /// or 26; decision GN1), or `nil` for none.
  static func systemGeneration(_ version: Int?) throws(ToolError) -> SystemGeneration? {
    guard let version else { return nil }
    guard (12...18).contains(version) || version == 26 else {
      throw ToolError("unknown system version '\(version)'; use 12 to 18, or 26")
    }
    return SystemGeneration(majorVersion: version)
  }

  /// The interface style for `light` or `dark`.
  static func appearance(_ name: String) throws(ToolError) -> UIUserInterfaceStyle {
    switch name.lowercased() {
    case "light": return .light
    case "dark": return .dark
    default: throw ToolError("unknown appearance '\(name)'; use light or dark")
    }
  }
}
