import BenchSupport
import Examples
import Foundation
import HeadlessUIKit
import Raster
import ViewRendering

/// The command: parses options, lays out and times each selected example, and prints.
@MainActor
enum RenderBench {
  /// The issue's goal for display list, raster and PNG of a full iPhone screen at 3×.
  static let goalMilliseconds = 100.0

  /// The most repetitions per example.
  static let maximumRepetitions = 1000

  /// Runs the command and returns the exit status.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: 0 on success, 1 for a failed rendering, 2 for a usage error.
  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      printError("render-bench: \(error.message)\n\(Options.usage)")
      return 2
    }
    if options.showHelp {
      print(Options.help)
      return 0
    }
    let unknown = options.examples.filter { ExampleScene.named($0) == nil }
    guard unknown.isEmpty else {
      printError(
        "render-bench: unknown example \(unknown.joined(separator: ", ")); known: "
          + ExampleScene.all.map(\.name).joined(separator: ", "))
      return 2
    }
    if MachineInfo.buildConfiguration == "debug" {
      printError("render-bench: warning: a debug build; times mean little (use -c release)")
    }
    printError(MachineInfo.line.text)
    if options.images {
      print(ImageBench.measure(budget: options.budget).text)
      return 0
    }
    let scenes = ExampleScene.all.filter { scene in
      options.examples.isEmpty
        || options.examples.contains { ExampleScene.named($0)?.name == scene.name }
    }
    if options.snapshots {
      for scene in scenes { print(SnapshotBench.measure(scene, budget: options.budget).text) }
      return 0
    }
    for scene in scenes {
      do {
        print(try measure(scene, options: options).text)
      } catch {
        printError("render-bench: \(scene.name): \(error)")
        return 1
      }
    }
    return 0
  }

  /// Lays the example out on iPhone 15 Pro and times its rendering steps.
  static func measure(_ scene: ExampleScene, options: Options) throws(RenderError) -> JSONLine {
    let device = HeadlessDevice.default
    let screen = UIScreen(headlessDevice: device, orientation: .portrait)
    UIScreen.headlessMain = screen
    let window = scene.makeWindow(screen)
    // Two passes, as the command-line tool does.
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    var build: [Double] = []
    var raster: [Double] = []
    var encode: [Double] = []
    var svg: [Double] = []
    var pixels = (width: 0, height: 0)
    var sizes = (png: 0, svg: 0)
    let start = Stopwatch.now()
    repeat {
      let t0 = Stopwatch.now()
      let list = DisplayList(rendering: window)
      let t1 = Stopwatch.now()
      let canvas = RasterRenderer.render(list, scale: options.scale, background: nil)
      let t2 = Stopwatch.now()
      let png = try canvas.pngData()
      let t3 = Stopwatch.now()
      let text = SVGWriter.svg(for: list)
      let t4 = Stopwatch.now()
      build.append(t1 - t0)
      raster.append(t2 - t1)
      encode.append(t3 - t2)
      svg.append(t4 - t3)
      pixels = (canvas.width, canvas.height)
      sizes = (png.count, text.utf8.count)
      // (With HEADLESS_BENCH_PNG_DIR set, the PNG is also written there, to compare builds.)
      if let folder = ProcessInfo.processInfo.environment["HEADLESS_BENCH_PNG_DIR"] {
        let file = URL(fileURLWithPath: folder).appendingPathComponent(scene.name + ".png")
        try? Data(png).write(to: file)
      }
    } while build.count < maximumRepetitions
      && (build.count < 3 || Stopwatch.now() - start < options.budget)
    let steps = zip(zip(build, raster), zip(encode, svg))
    let pngTotals = steps.map { $0.0.0 + $0.0.1 + $0.1.0 }
    let totals = steps.map { $0.0.0 + $0.0.1 + $0.1.0 + $0.1.1 }
    let toPNG = Statistics.median(pngTotals) * 1000
    func ms(_ times: [Double]) -> JSONLine {
      .double(Statistics.milliseconds(Statistics.median(times)))
    }
    return .object([
      ("example", .string(scene.name)),
      ("device", .string(device.name)),
      ("scale", .double(options.scale)),
      ("pixels", .array([.int(pixels.width), .int(pixels.height)])),
      ("reps", .int(build.count)),
      ("display_list_ms", ms(build)),
      ("raster_ms", ms(raster)),
      ("png_encode_ms", ms(encode)),
      ("svg_write_ms", ms(svg)),
      ("png_total_ms", ms(pngTotals)),
      ("total_ms", ms(totals)),
      ("png_bytes", .int(sizes.png)),
      ("svg_bytes", .int(sizes.svg)),
      ("goal_ms", .double(goalMilliseconds)),
      ("goal_met", .bool(toPNG < goalMilliseconds)),
    ])
  }

  /// Writes a line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
