import TestSupport
import Testing

@testable import HeadlessUIKit

/// A kept fitting engine changed in place measures what a new engine measures (decisions
/// PF23–PF25: the solver's record table, its unchecked tableau access, the per-class answer to
/// "is this view's size width dependent"), over many random reconfigurations.
@MainActor
@Suite struct CellFittingEquivalenceTests {
  /// Adds an image, a title and a subtitle to `view`: the image at the top leading corner, the
  /// title beside it and the subtitle under the title, both ending at most 16 points before the
  /// trailing edge, and the cell at least 12 points below the image and the subtitle.
  private static func lay(image: UIView, title: UIView, subtitle: UIView, in view: UIView) {
    for subview in [image, title, subtitle] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      view.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      view.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),
    ])
  }

  /// A cell: an image-like view of fixed size on the leading side, a title and a subtitle
  /// stacked beside it, each with an intrinsic size set directly.
  ///
  /// The subtitle is not a wrapping label here; ``keptEngineMeasuresWrappingLabelsAsNewOne()``
  /// covers a multi-line label.
  @MainActor
  private final class Cell {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let image = ContentView()
    let title = ContentView()
    let subtitle = ContentView()

    init() {
      image.contentSize = CGSize(width: 44, height: 44)
      CellFittingEquivalenceTests.lay(image: image, title: title, subtitle: subtitle, in: view)
    }

    func configure(title: CGSize, subtitle: CGSize) {
      self.title.contentSize = title
      self.title.invalidateIntrinsicContentSize()
      self.subtitle.contentSize = subtitle
      self.subtitle.invalidateIntrinsicContentSize()
    }

    func measure() -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  @Test("PF23–PF25: a cell measured after each of 200 random changes measures as a new cell")
  func keptEngineMatchesNewEngine() {
    var rng = SplitMix64(seed: 0xF17)
    let cell = Cell()
    var last = CGSize.zero
    var unchanged = 0
    func randomSize(_ current: CGSize) -> CGSize {
      // Now and then a view keeps its size (no constant changes for it), or loses its height
      // (no intrinsic metric: its constraints are removed, then made again).
      if rng.chance(0.2) { return current }
      var size = CGSize(
        width: CGFloat(Int.random(in: 20...400, using: &rng)) + (rng.chance(0.3) ? 0.5 : 0),
        height: CGFloat(Int.random(in: 10...120, using: &rng)))
      if rng.chance(0.1) { size.height = UIView.noIntrinsicMetric }
      return size
    }
    for round in 0..<200 {
      let title = randomSize(cell.title.contentSize)
      let subtitle = randomSize(cell.subtitle.contentSize)
      if title == cell.title.contentSize || subtitle == cell.subtitle.contentSize {
        unchanged += 1
      }
      cell.configure(title: title, subtitle: subtitle)
      let fresh = Cell()
      fresh.configure(title: title, subtitle: subtitle)
      let measured = cell.measure()
      #expect(measured == fresh.measure(), "round \(round): \(title), \(subtitle)")
      last = measured
    }
    #expect(unchanged > 0)
    #expect(last.width == 320 && last.height >= 68)
  }

  @Test("PF25: the per-class answer is the dynamic cast's, for conforming and other classes")
  func widthDependentClassAnswer() {
    final class Caption: UILabel {}
    final class Plain: UIView {}
    let views: [UIView] = [UIView(), UILabel(), Caption(), Plain(), ContentView()]
    for view in views + views {
      #expect(
        LayoutEngine.isWidthDependentSizingClass(view) == (view is any LayoutWidthDependentSizing))
    }
    #expect(LayoutEngine.isWidthDependentSizingClass(Caption()))
    #expect(!LayoutEngine.isWidthDependentSizingClass(Plain()))
  }

  /// A cell with a one-line title and a multi-line subtitle label beside an image of required
  /// size (an image sized by its intrinsic size would compete with the unwrapped subtitle's
  /// compression resistance at the same priority, and either could give way).
  @MainActor
  private final class LabelCell {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let title = UILabel()
    let subtitle = UILabel()

    init() {
      subtitle.numberOfLines = 0
      let image = UIView()
      NSLayoutConstraint.activate([
        image.widthAnchor.constraint(equalToConstant: 44),
        image.heightAnchor.constraint(equalToConstant: 44),
      ])
      CellFittingEquivalenceTests.lay(image: image, title: title, subtitle: subtitle, in: view)
    }

    func measure() -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  @Test("L6: a kept engine measures a multi-line label as a new engine does, whatever came before")
  func keptEngineMeasuresWrappingLabelsAsNewOne() {
    let words = ["Tomorrow", "at", "nine", "bring", "the", "blue", "folder", "and", "ask", "about"]
    var rng = SplitMix64(seed: 0x1AB)
    func text(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &rng)).map { _ in
        words[Int.random(in: 0..<words.count, using: &rng)]
      }.joined(separator: " ")
    }
    let cell = LabelCell()
    var heights = Set<CGFloat>()
    for round in 0..<60 {
      // Short and long texts alternate, so a kept engine has solved a narrow subtitle before it
      // meets a long one, and the other way round.
      let title = text(1...3)
      let subtitle = round % 2 == 0 ? text(1...3) : text(12...40)
      cell.title.text = title
      cell.subtitle.text = subtitle
      let fresh = LabelCell()
      fresh.title.text = title
      fresh.subtitle.text = subtitle
      let measured = cell.measure()
      let expected = fresh.measure()
      // A kept engine changes its constants in place, so its values may differ from a new
      // engine's in the last bits; a line more or less is 20 points.
      #expect(measured.width == expected.width)
      #expect(abs(measured.height - expected.height) < 1e-9, "round \(round): \(subtitle)")
      heights.insert((measured.height * 3).rounded())
    }
    // The texts wrap onto different numbers of lines, so the check saw different heights.
    #expect(heights.count > 3)
  }
}
