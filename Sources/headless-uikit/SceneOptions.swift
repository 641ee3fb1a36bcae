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
      The device to simulate (see `headless-uikit devices`), or `all` (render); for documents, \
      the document's own device by default.
      """)
  var device: DeviceOption?

  /// The device to simulate for an example.
  var deviceName: String {
    get { device?.name ?? HeadlessDevice.default.name }
    set { device = DeviceOption(argument: newValue) }
  }

  /// Whether the argument names an Interface Builder document rather than an example.
  var isDocument: Bool {
    let lowered = example.lowercased()
    return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
  }

  @Option(help: "The orientation (for documents, the document's own by default).")
  var orientation: OrientationOption?

  @Option(help: "The Dynamic Type size.")
  var contentSizeCategory = ContentSizeOption.large

  @Option(help: "The appearance.")
  var appearance = AppearanceOption.light

  @Option(
    name: .customLong("system-version"),
    help: """
      The iOS release whose layout metrics to simulate (for documents, the release of the \
      Xcode that saved the document by default; else 18).
      """)
  var systemVersion: SystemVersionOption?

  /// An unknown example is a usage error, found before anything is laid out.
  func validate() throws {
    guard !isDocument else { return }
    let known = MainActor.assumeIsolated { ExampleScene.all.map(\.name) }
    guard known.contains(example) else {
      throw ValidationError(
        "unknown example '\(example)'; known: \(known.joined(separator: ", ")), or a "
          + ".storyboard or .xib file")
    }
  }

  /// The scene's window, laid out on the chosen device in the chosen environment.
  @MainActor
  func makeWindow() throws(ToolError) -> (ExampleScene, UIWindow) {
    guard let device = HeadlessDevice.named(deviceName) else {
      throw ToolError("unknown device '\(deviceName)'; run `headless-uikit devices` for the list")
    }
    let screen = UIScreen(
      headlessDevice: device, orientation: (orientation ?? .portrait).interfaceOrientation,
      systemGeneration: systemVersion?.generation ?? .iOS18)
    guard let scene = ExampleScene.named(example) else {
      throw ToolError("unknown example '\(example)'")
    }
    UIScreen.headlessMain = screen
    let window = scene.makeWindow(screen)
    let category = contentSizeCategory.category
    if category != .large { window.headlessSetContentSizeCategory(category) }
    if appearance.style != .light { window.overrideUserInterfaceStyle = appearance.style }
    // Two passes: children that size themselves from their laid-out width (self-sizing
    // previews) ask for their height after the first.
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    return (scene, window)
  }

  /// The heading line the tool prints above a dump.
  var heading: String {
    var parts = ["\(example) on \(deviceName), \((orientation ?? .portrait).rawValue)"]
    if contentSizeCategory != .large { parts.append(contentSizeCategory.rawValue) }
    if appearance != .light { parts.append(appearance.rawValue) }
    if let systemVersion { parts.append("iOS \(systemVersion.majorVersion)") }
    return parts.joined(separator: ", ")
  }
}
