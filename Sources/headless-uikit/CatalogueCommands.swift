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
