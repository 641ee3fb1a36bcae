import BenchSupport
import Examples
import Foundation
import HeadlessUIKit
import HeadlessUIKitTesting

/// The command: sweeps each screen once over the chosen configurations and prints one JSON
/// line per screen (machine information on standard error).
@MainActor
enum AuditBench {
  /// The sweep: 50 devices × 2 orientations × 12 text sizes.
  static let deviceCount = 50

  /// The screens timed: the form, and the seed scenes the tests sweep.
  static let screens: [(name: String, make: @MainActor () -> UIViewController)] = [
    ("form", { FormScreen() }),
    ("map-container", { MapContainerViewController(embedding: .pinned) }),
    ("self-sizing-child", { FrameParentViewController() }),
    (
      "preview-cap",
      {
        let controller = PreviewListViewController()
        controller.preview.text = PreviewListViewController.sampleText
        return controller
      }
    ),
  ]

  static let usage = "usage: audit-bench [--screen NAME]... [--dark] [--repeat N]"

  /// Runs the command and returns the exit status.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: 0 on success, 2 for a usage error.
  static func run(_ arguments: [String]) -> Int32 {
    var names: [String] = []
    var dark = false
    var repetitions = 1
    var scanner = ArgumentScanner(arguments)
    do throws(UsageError) {
      while scanner.advance() {
        switch scanner.name {
        case "-h", "--help":
          print(
            usage
              + "\n\nSweeps each screen (form, map-container, self-sizing-child, preview-cap) over 50 devices"
              + " × portrait and landscape × 12 text sizes (× light and dark with --dark) and"
              + " prints one JSON line per screen.")
          return 0
        case "--screen": names.append(try scanner.value())
        case "--dark": dark = true
        case "--repeat": repetitions = max(1, Int(try scanner.positive()))
        default: throw UsageError(message: "unknown argument \(scanner.argument)")
        }
      }
    } catch {
      FileHandle.standardError.write(Data("audit-bench: \(error.message)\n\(usage)\n".utf8))
      return 2
    }
    FileHandle.standardError.write(Data((MachineInfo.line.text + "\n").utf8))
    let catalogue = HeadlessDevice.all
    let devices = (0..<deviceCount).map { catalogue[$0 % catalogue.count] }
    let audit = LayoutAudit(
      devices: devices, userInterfaceStyles: dark ? [.light, .dark] : [.light])
    for screen in screens where names.isEmpty || names.contains(screen.name) {
      var times: [Double] = []
      var report: LayoutAuditReport?
      for _ in 0..<repetitions {
        let result = audit.audit(screen.make)
        times.append(result.seconds)
        report = result
      }
      guard let report else { continue }
      let median = Statistics.median(times)
      let line = JSONLine.object([
        ("screen", .string(screen.name)),
        ("devices", .int(devices.count)),
        ("distinct_devices", .int(Set(devices).count)),
        ("configurations", .int(report.configurations.count)),
        ("skipped", .int(report.skippedConfigurations.count)),
        ("seconds", .double(Statistics.rounded(median, 3))),
        ("worst_seconds", .double(Statistics.rounded(Statistics.worst(times), 3))),
        (
          "ms_per_configuration",
          .double(
            Statistics.rounded(median * 1000 / Double(max(report.configurations.count, 1)), 3))
        ),
        ("findings", .int(report.findings.count)),
        ("finding_groups", .int(report.groups.count)),
        ("repetitions", .int(repetitions)),
      ])
      print(line.text)
      if !report.isClean {
        FileHandle.standardError.write(Data((report.description + "\n").utf8))
      }
    }
    return 0
  }
}
