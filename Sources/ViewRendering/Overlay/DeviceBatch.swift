import Foundation
import Raster

/// Rendering one scene on many devices (`render --device all`): the output file of each
/// device and the progress and failure lines (decision R38).
package enum DeviceBatch {
  /// A device whose drawing failed, and why.
  package struct Failure: Equatable, Sendable {
    /// The device's catalogue name.
    package var device: String
    /// The one-line reason.
    package var message: String

    /// Creates a failure.
    package init(device: String, message: String) {
      self.device = device
      self.message = message
    }
  }

  /// A device name made safe for a file name.
  ///
  /// ASCII letters, digits and full stops are kept; every run of other characters (spaces,
  /// brackets, hyphens, non-ASCII letters, path separators) becomes one hyphen, and hyphens
  /// at either end are dropped. A name with nothing left becomes `device`. For example
  /// `iPad Pro (9.7-inch)` becomes `iPad-Pro-9.7-inch`.
  ///
  /// - Parameter device: The device's catalogue name.
  /// - Returns: The sanitised name.
  package static func sanitizedName(_ device: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in device.unicodeScalars {
      let kept =
        scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == ".")
      if kept {
        if pendingHyphen, !result.isEmpty { result += "-" }
        pendingHyphen = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    return result.isEmpty ? "device" : result
  }

  /// The output path of one device: the sanitised device name inserted before the file's
  /// extension, after a hyphen.
  ///
  /// Only the last path component changes: `shots/out.png` and `iPhone 15 Pro` give
  /// `shots/out-iPhone-15-Pro.png`. A name without an extension gets the device appended.
  ///
  /// - Parameters:
  ///   - path: The path the user gave.
  ///   - device: The device's catalogue name.
  /// - Returns: The device's path.
  package static func outputPath(_ path: String, device: String) -> String {
    let directoryEnd = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[directoryEnd...]
    let suffix = "-" + sanitizedName(device)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + suffix }
    return String(path[..<dot]) + suffix + String(path[dot...])
  }

  /// Draws a scene on every device in order, reporting one progress line per device.
  ///
  /// A failure does not stop the batch: the line names it and the next device is drawn.
  /// Lines read `[3/27] iPhone 15 Pro → out-iPhone-15-Pro.png`, or
  /// `[3/27] iPhone 15 Pro: failed: REASON`.
  ///
  /// - Parameters:
  ///   - devices: The devices' catalogue names.
  ///   - output: The path the user gave; each device writes to ``outputPath(_:device:)``.
  ///   - progress: Receives each progress line (the tool prints it to standard error).
  ///   - render: Draws the scene on a device (its name) to a path.
  /// - Returns: The devices that failed, in order.
  package static func run<Failing: Error>(
    devices: [String], output: String, progress: (String) -> Void,
    render: (_ device: String, _ path: String) throws(Failing) -> Void
  ) -> [Failure] {
    var failures: [Failure] = []
    for (index, device) in devices.enumerated() {
      let path = outputPath(output, device: device)
      let counter = "[\(index + 1)/\(devices.count)] \(device)"
      do {
        try render(device, path)
        progress("\(counter) → \(path)")
      } catch {
        let message = String(describing: error)
        failures.append(Failure(device: device, message: message))
        progress("\(counter): failed: \(message)")
      }
    }
    return failures
  }

  /// The one line that ends a batch with failures, or `nil` when every device was drawn.
  ///
  /// It names the first three devices that failed and counts the rest; the progress lines
  /// above it give each reason.
  ///
  /// - Parameters:
  ///   - failures: The failures ``run(devices:output:progress:render:)`` returned.
  ///   - total: The number of devices in the batch.
  /// - Returns: For example `2 of 44 devices failed: iPhone 8, iPad Air 13-inch (M2)`.
  package static func summary(of failures: [Failure], total: Int) -> String? {
    guard !failures.isEmpty else { return nil }
    let noun = total == 1 ? "device" : "devices"
    let shown = failures.prefix(3).map(\.device).joined(separator: ", ")
    let rest = failures.count > 3 ? " and \(failures.count - 3) more" : ""
    return "\(failures.count) of \(total) \(noun) failed: \(shown)\(rest)"
  }
}
