import BenchSupport

/// The command line: `[--example NAME]... [--budget S] [--scale N]`.
struct Options: Sendable {
  /// Seconds of timing per example.
  var budget = 2.0
  /// Pixels per point.
  var scale = 3.0
  /// The examples named with `--example`; empty means every example.
  var examples: [String] = []
  /// Whether `--images` was given: time the image codecs instead of the examples.
  var images = false
  /// Whether `--snapshots` was given: time `.image(on: .iPhone13)` snapshots of the examples.
  var snapshots = false
  /// Whether `--help` was given.
  var showHelp = false

  /// Parses the arguments (without the program name); `--budget=S` and the like also work.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` for an unknown option or a missing or bad value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var scanner = ArgumentScanner(arguments)
    while scanner.advance() {
      let (name, argument) = (scanner.name, scanner.argument)
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--example": options.examples.append(try scanner.value())
      case "--budget": options.budget = try scanner.positive()
      case "--scale": options.scale = try scanner.positive()
      case "--images": options.images = true
      case "--snapshots": options.snapshots = true
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "unknown option \(name)" : "unexpected argument \"\(argument)\" (use --example)")
      }
    }
    return options
  }

  /// One-line usage.
  static let usage =
    "usage: render-bench [--example NAME]... [--budget S] [--scale N] | --images [--budget S]"
    + " | --snapshots [--example NAME]... [--budget S]"

  /// The `--help` text.
  static let help = """
    \(usage)

    Lays out each bundled example on iPhone 15 Pro (portrait) and times, per repetition: the
    display list built from the window, the raster rendering at --scale (default 3: 1179 × 2556
    pixels), PNG encoding and SVG writing. Repeats for --budget seconds (default 2, at least 3
    repetitions) and prints the medians as one JSON line per example on standard output;
    machine information goes to standard error. Build in release mode
    (Benchmarks/run-render-bench.sh does).

    --images instead times UIImage's codecs on a 1170 × 2532 photo-like image (an iPhone
    screenshot's size): PNG and JPEG (quality 0.8) encoding and decoding, and drawing the
    image full screen in an image view at 3× (one JSON line).

    --snapshots instead times a full-screen swift-snapshot-testing image snapshot of each
    example as HeadlessUIKitSnapshotTesting takes it (`.image(on: .iPhone13)`, 1170 × 2532
    pixels): showing the screen in its window and laying it out, rendering, PNG encoding (as a
    recorded reference is written), PNG decoding (as the reference is read) and comparing.
    """
}
