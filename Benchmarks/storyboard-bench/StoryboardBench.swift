import BenchSupport
import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity
import Raster
import ViewRendering

/// The command: parses options, then loads, lays out and renders each document repeatedly and
/// prints the times.
@MainActor
enum StoryboardBench {
  /// The times of one document: one entry per repetition, in seconds.
  struct Times {
    var parse: [Double] = []
    var layout: [Double] = []
    var render: [Double] = []
    var total: [Double] = []
  }

  /// What one repetition produced (the same every repetition).
  struct Output {
    var device = ""
    var scenes = 0
    var views = 0
    var pixels = 0
    var pngBytes = 0
    var diagnostics = 0
    /// The typed error of a document that does not load (the archive-format one).
    var error: StoryboardError?
  }

  /// One document's result for the summary.
  struct Measured {
    let name: String
    let medianTotal: Double
    let worstTotal: Double
  }

  /// Runs the command and returns the exit status.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: 0 on success, 1 for a failed rendering or unreadable directory, 2 for a usage
  ///   error.
  static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      printError("storyboard-bench: \(error.message)\n\(Options.usage)")
      return 2
    }
    if options.showHelp {
      print(Options.help)
      return 0
    }
    let directory = URL(fileURLWithPath: options.directory)
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter({ $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }).sorted(),
      !names.isEmpty
    else {
      printError("storyboard-bench: no .storyboard or .xib files in \(directory.path)")
      return 1
    }
    let unknown = options.documents.filter { !names.contains($0) }
    guard unknown.isEmpty else {
      printError(
        "storyboard-bench: no document \(unknown.joined(separator: ", ")) in \(directory.path)")
      return 2
    }
    if MachineInfo.buildConfiguration == "debug" {
      printError("storyboard-bench: warning: a debug build; times mean little (use -c release)")
    }
    printError(MachineInfo.line.text)
    var measured: [Measured] = []
    var refused = 0
    for name in names where options.documents.isEmpty || options.documents.contains(name) {
      do {
        let (line, result, output) = try measure(
          directory.appendingPathComponent(name), options: options)
        print(line.text)
        measured.append(result)
        if output.error != nil { refused += 1 }
      } catch {
        printError("storyboard-bench: \(name): \(error)")
        return 1
      }
    }
    print(summary(measured, refused: refused).text)
    printError(MachineInfo.line.text)
    return 0
  }

  /// Times one document until the budget is spent.
  static func measure(_ url: URL, options: Options) throws(RenderError) -> (
    JSONLine, Measured, Output
  ) {
    var times = Times()
    var output = Output()
    let start = Stopwatch.now()
    repeat {
      output = try repetition(url, times: &times)
    } while times.total.count < options.maximumRepetitions
      && (times.total.count < 3 || Stopwatch.now() - start < options.budget)
    let name = url.lastPathComponent
    func ms(_ value: Double) -> JSONLine { .double(Statistics.milliseconds(value)) }
    var members: [(String, JSONLine)] = [
      ("document", .string(name)),
      ("device", .string(output.device)),
      ("scenes", .int(output.scenes)),
      ("views", .int(output.views)),
      ("reps", .int(times.total.count)),
    ]
    for (step, values) in [
      ("parse", times.parse), ("layout", times.layout), ("render", times.render),
      ("total", times.total),
    ] {
      members.append(("\(step)_median_ms", ms(Statistics.median(values))))
      members.append(("\(step)_worst_ms", ms(Statistics.worst(values))))
    }
    members.append(("pixels", .int(output.pixels)))
    members.append(("png_bytes", .int(output.pngBytes)))
    members.append(("diagnostics", .int(output.diagnostics)))
    if let error = output.error {
      members.append(("error", .string("\(error.kind)")))
    }
    let result = Measured(
      name: name, medianTotal: Statistics.median(times.total),
      worstTotal: Statistics.worst(times.total))
    return (.object(members), result, output)
  }

  /// One repetition: parse, lay out every scene, render every scene to PNG bytes.
  static func repetition(_ url: URL, times: inout Times) throws(RenderError) -> Output {
    var output = Output()
    let t0 = Stopwatch.now()
    let document: IBDocument
    do {
      document = try IBDocument.load(contentsOf: url)
    } catch {
      // A document the loader refuses (by design, the archive-format one) is timed as parsed.
      let t1 = Stopwatch.now()
      times.parse.append(t1 - t0)
      times.layout.append(0)
      times.render.append(0)
      times.total.append(t1 - t0)
      output.error = error
      return output
    }
    let t1 = Stopwatch.now()
    let (device, landscape) = StoryboardSceneLayout.documentDevice(document)
    // The document's own system generation, as the fidelity check uses (decision IB50).
    let screen = UIScreen(
      headlessDevice: device, orientation: landscape ? .landscapeRight : .portrait,
      systemGeneration: StoryboardSceneLayout.systemGeneration(of: document))
    var scenes: [LaidOutStoryboardScene] = []
    // Broken or ambiguous constraints in the documents are reported, not printed each time.
    output.diagnostics =
      Diagnostics.capture {
        scenes = StoryboardSceneLayout.layOut(document, at: url, on: screen)
      }.count
    let t2 = Stopwatch.now()
    for (index, scene) in scenes.enumerated() {
      let list = DisplayList(rendering: scene.root)
      let canvas = RasterRenderer.render(list, scale: Double(screen.scale), background: nil)
      let png = try canvas.pngData()
      // (With HEADLESS_BENCH_PNG_DIR set, each PNG is also written there, to compare builds.)
      if let folder = ProcessInfo.processInfo.environment["HEADLESS_BENCH_PNG_DIR"] {
        let name = url.deletingPathExtension().lastPathComponent + "-\(index).png"
        try? Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
      }
      output.pixels += canvas.width * canvas.height
      output.pngBytes += png.count
    }
    let t3 = Stopwatch.now()
    times.parse.append(t1 - t0)
    times.layout.append(t2 - t1)
    times.render.append(t3 - t2)
    times.total.append(t3 - t0)
    output.device = device.name + (landscape ? " (landscape)" : "")
    output.scenes = scenes.count
    output.views = scenes.reduce(0) { $0 + $1.views.count }
    return output
  }

  /// The summary line: the documents' total medians added up, the median and the worst document.
  static func summary(_ measured: [Measured], refused: Int) -> JSONLine {
    func ms(_ value: Double) -> JSONLine { .double(Statistics.milliseconds(value)) }
    let sorted = measured.sorted { $0.medianTotal < $1.medianTotal }
    func document(_ entry: Measured?) -> JSONLine {
      guard let entry else { return .string("") }
      return .object([
        ("document", .string(entry.name)), ("total_median_ms", ms(entry.medianTotal)),
        ("total_worst_ms", ms(entry.worstTotal)),
      ])
    }
    let worstRepetition = measured.max { $0.worstTotal < $1.worstTotal }
    return .object([
      (
        "summary",
        .object([
          ("documents", .int(measured.count)),
          ("refused", .int(refused)),
          ("total_median_ms", ms(measured.reduce(0) { $0 + $1.medianTotal })),
          ("median_document", document(sorted.isEmpty ? nil : sorted[sorted.count / 2])),
          ("worst_document", document(sorted.last)),
          ("worst_repetition", document(worstRepetition)),
        ])
      )
    ])
  }

  /// Writes a line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
