import TestSupport
import Testing

@testable import HeadlessUIKit

/// A kept fitting engine changed in place measures what a new engine measures (decisions
/// PF23–PF25: the solver's record table, its unchecked tableau access, the per-class answer to
/// "is this view's size width dependent"), over many random reconfigurations.
@MainActor
@Suite struct CellFittingEquivalenceTests {
  /// A cell: an image-like view of fixed size on the leading side, a title and a subtitle
  /// stacked beside it, each with an intrinsic size set directly.
  ///
  /// The subtitle is not a wrapping label: a kept fitting engine measures a wrapping label first
  /// at the width solved for the previous text, and its heights then differ from a new engine's
  /// (by up to hundreds of points in 103 of 150 rounds with a multi-line `UILabel` as subtitle,
  /// identically before and after these decisions); see Benchmarks/README.md, sixth pass,
  /// "What is left".
  @MainActor
  private final class Cell {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let image = ContentView()
    let title = ContentView()
    let subtitle = ContentView()

    init() {
      image.contentSize = CGSize(width: 44, height: 44)
      for subview in [image, title, subtitle] as [UIView] {
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
}
