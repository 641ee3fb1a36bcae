import BenchSupport
import HeadlessUIKit

extension TextScene {
  /// `label-sizes`: `count` texts of mixed lengths measured by reused labels, as a cell
  /// measures its label for each item: `text` set, then `intrinsicContentSize` read (or
  /// `sizeThatFits` called), against the same texts measured by the string-measurement API
  /// alone.
  static func labelSizes(count: Int) -> TextScene {
    TextScene(
      name: "label-sizes",
      summary: "\(count) texts (1-\(TextContent.maximumLength) characters) set on reused labels "
        + "(12/17/28 pt, one line or wrapping at 300 pt) and measured",
      check: { () throws(TextScene.Failure) -> JSONLine in
        let bench = LabelSizesBench(count: count)
        let checked = try bench.check()
        return .object([
          ("scene", .string("label-sizes")),
          ("labels", .int(count)),
          ("sizes_checked", .int(checked)),
          ("sizes_match", .bool(true)),
        ])
      },
      run: { (budget: Double, maximumRepetitions: Int) throws(TextScene.Failure) -> JSONLine in
        let peakBefore = Memory.peakResidentKilobytes()
        let bench = LabelSizesBench(count: count)
        let checked = try bench.check()
        let firstPass = Memory.retainedHeapBytes { bench.measureIntrinsicSizes() }
        let growth = [
          Memory.retainedHeapBytes { bench.measureIntrinsicSizes() },
          Memory.retainedHeapBytes { bench.measureFittingSizes() },
          Memory.retainedHeapBytes { bench.measureStrings() },
        ]
        let times = RepetitionRule(budget: budget, maximumRepetitions: maximumRepetitions)
          .measure(rotating: [
            { bench.measureIntrinsicSizes() }, { bench.measureFittingSizes() },
            { bench.measureStrings() },
          ])
        return bench.resultLine(
          times: times, checked: checked, heapGrowth: (firstPass, growth),
          peakBefore: peakBefore)
      })
  }
}

/// The `label-sizes` workload: the texts, their fonts and wrapping, and the reused labels.
@MainActor
final class LabelSizesBench {
  /// One text to measure, with the label that measures it.
  struct Item {
    /// The text.
    let text: String
    /// The index of the font in ``TextContent/fontSizes``.
    let font: Int
    /// Whether the label wraps (`numberOfLines` 0 at 300 points) or keeps one line.
    let wraps: Bool
  }

  /// The items, in measuring order.
  let items: [Item]

  /// The reused labels, by font then wrapping: `labels[font][wraps ? 1 : 0]`.
  private let labels: [[UILabel]]

  /// The string attributes of each font, for the string-measurement baseline: the font and a
  /// paragraph style breaking lines as a label does (`.standard`).
  private let attributes: [[NSAttributedString.Key: Any]]

  /// Makes `count` items (font and wrapping cycle through all six combinations) and the six
  /// labels.
  init(count: Int) {
    items = (0..<count).map {
      Item(
        text: TextContent.text($0), font: ($0 / 2) % TextContent.fontSizes.count, wraps: $0 % 2 == 1
      )
    }
    labels = TextContent.fontSizes.map { size in
      [false, true].map { wraps in
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        if wraps {
          label.numberOfLines = 0
          label.preferredMaxLayoutWidth = TextContent.wrapWidth
        }
        return label
      }
    }
    // A label breaks its plain text with `.standard` (TX12), so the baseline measures with the
    // same strategy.
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineBreakStrategy = .standard
    attributes = TextContent.fontSizes.map {
      [.font: UIFont.systemFont(ofSize: $0), .paragraphStyle: paragraph]
    }
  }

  /// The total number of characters of all texts.
  var characters: Int {
    items.reduce(0) { $0 + $1.text.count }
  }

  /// The label that measures `item`.
  private func label(for item: Item) -> UILabel {
    labels[item.font][item.wraps ? 1 : 0]
  }

  /// Sets each text on its label and reads `intrinsicContentSize`.
  func measureIntrinsicSizes() {
    for item in items {
      let label = label(for: item)
      label.text = item.text
      Sink.consume(label.intrinsicContentSize)
    }
  }

  /// Sets each text on its label and calls `sizeThatFits` (300 points wide for a wrapping
  /// label, nothing proposed for a one-line label).
  func measureFittingSizes() {
    for item in items {
      let label = label(for: item)
      label.text = item.text
      Sink.consume(label.sizeThatFits(proposal(for: item)))
    }
  }

  /// Measures each text with `NSString.boundingRect(with:options:attributes:context:)` (the
  /// first line only for a one-line label) and rounds it up to the pixel grid, without a label.
  func measureStrings() {
    for item in items {
      Sink.consume(stringSize(item))
    }
  }

  private func proposal(for item: Item) -> CGSize {
    item.wraps ? CGSize(width: TextContent.wrapWidth, height: 0) : .zero
  }

  /// The unrounded size of `item` by the string-measurement API alone: wrapped at 300 points
  /// from the line-fragment origin, or for one line, the first line (up to the first line
  /// break) unwrapped.
  private func rawStringSize(_ item: Item) -> CGSize {
    let attributes = attributes[item.font]
    if item.wraps {
      return (item.text as NSString).boundingRect(
        with: CGSize(width: TextContent.wrapWidth, height: .greatestFiniteMagnitude),
        options: .usesLineFragmentOrigin, attributes: attributes, context: nil
      ).size
    }
    let firstLine = item.text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    return firstLine.size(withAttributes: attributes)
  }

  /// ``rawStringSize(_:)`` rounded up to the main screen's pixel grid.
  private func stringSize(_ item: Item) -> CGSize {
    let size = rawStringSize(item)
    return CGSize(width: Self.ceilToPixel(size.width), height: Self.ceilToPixel(size.height))
  }

  /// `value` rounded up to the main screen's pixel grid.
  static func ceilToPixel(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (value * scale).rounded(.up) / scale
  }

  /// Checks every fifth item (one-line and wrapping labels, every font): the intrinsic size equals `sizeThatFits`, equals the string
  /// measurement rounded up to the pixel grid (less than a pixel above it), lies on the grid,
  /// and a wrapping label is at most 300 points wide.
  ///
  /// A one-line label given a text with a line break shows its first line cut with an
  /// ellipsis: it is checked to be as tall as that line and at least as wide.
  ///
  /// - Returns: The number of sizes compared.
  /// - Throws: ``TextScene/Failure`` at the first item that breaks a relation.
  func check() throws(TextScene.Failure) -> Int {
    var checked = 0
    let pixel = 1 / UIScreen.main.scale
    for (index, item) in items.enumerated() where index % 5 == 0 {
      let label = label(for: item)
      label.text = item.text
      let intrinsic = label.intrinsicContentSize
      let fitting = label.sizeThatFits(proposal(for: item))
      let raw = rawStringSize(item)
      let string = stringSize(item)
      func fail(_ what: String) -> TextScene.Failure {
        TextScene.Failure(
          message: "sizes differ at item \(index) (\(TextContent.fontSizes[item.font]) pt, "
            + "\(item.wraps ? "wrapping" : "one line"), \(item.text.count) characters): \(what): "
            + "intrinsic \(FrameComparison.describe(intrinsic)), sizeThatFits "
            + "\(FrameComparison.describe(fitting)), string \(FrameComparison.describe(raw))")
      }
      guard FrameComparison.agree(intrinsic, fitting) else { throw fail("intrinsic != fitting") }
      // A one-line label shows only the first line of a text with a line break, and marks the
      // cut with an ellipsis, so it is at least as wide as the first line and as tall.
      let cut = !item.wraps && item.text.contains("\n")
      guard
        cut
          ? intrinsic.width >= string.width && abs(intrinsic.height - string.height) <= 1e-6
          : FrameComparison.agree(intrinsic, string)
      else {
        throw fail("label != string size rounded up")
      }
      let pairs = [(intrinsic.width, raw.width), (intrinsic.height, raw.height)]
      for (rounded, unrounded) in cut ? Array(pairs.dropFirst()) : pairs {
        let excess = rounded - unrounded
        let pixels = rounded / pixel
        guard excess >= -FrameComparison.tolerance, excess < pixel,
          abs(pixels - pixels.rounded()) <= 1e-6
        else { throw fail("not the unrounded size rounded up to the pixel grid") }
      }
      guard !item.wraps || intrinsic.width <= TextContent.wrapWidth else {
        throw fail("wider than the wrap width")
      }
      checked += 3
    }
    return checked
  }

  /// The result line, from the times of the three modes (seconds per pass over every item) and
  /// the heap growth of the untimed passes: the first of intrinsic sizes, then one of each mode.
  func resultLine(
    times: [[Double]], checked: Int, heapGrowth: (first: Int?, modes: [Int?]), peakBefore: Int
  ) -> JSONLine {
    let count = Double(items.count)
    let perTenThousand = 10_000 / count
    func ms(_ seconds: Double) -> JSONLine {
      .double(Statistics.milliseconds(seconds * perTenThousand))
    }
    func us(_ seconds: Double) -> JSONLine {
      .double(Statistics.rounded(seconds * 1e6 / count, 3))
    }
    let intrinsic = Statistics.median(times[0])
    let fitting = Statistics.median(times[1])
    let strings = Statistics.median(times[2])
    var members: [(String, JSONLine)] = [
      ("scene", .string("label-sizes")),
      ("labels", .int(items.count)),
      ("characters", .int(characters)),
      ("intrinsic_ms", ms(intrinsic)),
      ("intrinsic_min_ms", ms(times[0].min() ?? 0)),
      ("intrinsic_us_per_label", us(intrinsic)),
      ("size_that_fits_ms", ms(fitting)),
      ("size_that_fits_min_ms", ms(times[1].min() ?? 0)),
      ("size_that_fits_us_per_label", us(fitting)),
      ("string_ms", ms(strings)),
      ("string_min_ms", ms(times[2].min() ?? 0)),
      ("string_us_per_label", us(strings)),
      (
        "string_us_per_character",
        .double(Statistics.rounded(strings * 1e6 / Double(max(characters, 1)), 4))
      ),
      (
        "label_overhead_fraction",
        .double(Statistics.rounded(intrinsic > 0 ? (intrinsic - strings) / intrinsic : 0, 3))
      ),
      ("reps", .array(times.map { .int($0.count) })),
      ("sizes_checked", .int(checked)),
      ("peak_rss_kb_before", .int(peakBefore)),
      ("peak_rss_kb_after", .int(Memory.peakResidentKilobytes())),
    ]
    if let first = heapGrowth.first {
      members.append(("heap_growth_first_pass_bytes", .int(first)))
    }
    for (key, bytes) in zip(
      [
        "intrinsic_heap_growth_bytes", "size_that_fits_heap_growth_bytes",
        "string_heap_growth_bytes",
      ],
      heapGrowth.modes)
    {
      if let bytes { members.append((key, .int(bytes))) }
    }
    members.append(("build", .string(MachineInfo.buildConfiguration)))
    return .object(members)
  }
}
