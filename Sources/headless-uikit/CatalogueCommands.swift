import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit

/// `headless-uikit examples`: the bundled scenes.
struct ExamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "examples", abstract: "List the bundled example scenes.")

  func run() {
    let lines = MainActor.assumeIsolated {
      ExampleScene.all.map { "\($0.name)\t\($0.summary)" }
    }
    print(lines.joined(separator: "\n"))
  }
}

/// `headless-uikit devices`: the device catalogue.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", abstract: "List the devices that can be simulated.")

  func run() {
    for device in HeadlessDevice.all {
      let size = device.portraitSize
      let insets = device.portraitSafeArea
      print(
        "\(device.name)\t\(Int(size.width))x\(Int(size.height)) @\(Int(device.scale))x"
          + "\tsafe area \(Int(insets.top))/\(Int(insets.left))/\(Int(insets.bottom))"
          + "/\(Int(insets.right))")
    }
  }
}

/// Parsing of the options shared by the commands.
enum ToolInput {
  /// The screen for a device name and an orientation name, under a system generation's
  /// metrics (iOS 18's by default).
  @MainActor
  static func screen(
    device name: String, orientation: String, generation: SystemGeneration = .iOS18
  ) throws(ToolError) -> UIScreen {
    guard let device = HeadlessDevice.named(name) else {
      throw ToolError("unknown device '\(name)'; run `headless-uikit devices` for the list")
    }
    let orientations: [String: UIInterfaceOrientation] = [
      "portrait": .portrait, "portraitupsidedown": .portraitUpsideDown,
      "landscape": .landscapeRight, "landscapeleft": .landscapeLeft,
      "landscaperight": .landscapeRight,
    ]
    guard let value = orientations[orientation.lowercased()] else {
      throw ToolError(
        "unknown orientation '\(orientation)'; use portrait, portraitUpsideDown, landscapeLeft, "
          + "landscapeRight or landscape")
    }
    return UIScreen(device: device, orientation: value, systemGeneration: generation)
  }
}
