import TestSupport
import Testing

@testable import HeadlessUIKit

/// A kept fitting engine changed in place measures what a new engine measures (decisions
/// PF23–PF25: the solver's record table, its unchecked tableau access, the per-class answer to
/// "is this view's size width dependent"), over many random reconfigurations.
@MainActor
@Suite struct CellFittingEquivalenceTests {
  /// A cell: an image-like view of fixed size on the leading side, a title and a wrapping
  /// label stacked beside it, and a content view whose intrinsic size is set directly.
  @MainActor
  private final class Cell {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let image = ContentView()
    let title = ContentView()
    let subtitle = UILabel()

    init() {
      image.contentSize = CGSize(width: 44, height: 44)
      subtitle.numberOfLines = 0
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

    func configure(title size: CGSize, subtitle text: String) {
      title.contentSize = size
      title.invalidateIntrinsicContentSize()
      subtitle.text = text
    }

    func measure() -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  @Test("PF23–PF25: a cell measured after each of 150 random changes measures as a new cell")
  func keptEngineMatchesNewEngine() {
    var rng = SplitMix64(seed: 0xF17)
    let words = ["a", "card", "subtitle", "wraps", "at", "its", "solved", "width", "here"]
    let cell = Cell()
    var last = CGSize.zero
    var sameTitle = 0
    for round in 0..<150 {
      // Now and then the title keeps its size (no constant changes for it), or loses its
      // height (no intrinsic metric: its constraints are removed, then made again).
      var title = CGSize(
        width: CGFloat(Int.random(in: 20...400, using: &rng)),
        height: CGFloat(Int.random(in: 10...60, using: &rng)))
      if rng.chance(0.2) { title = cell.title.contentSize }
      if rng.chance(0.1) { title.height = UIView.noIntrinsicMetric }
      if title == cell.title.contentSize { sameTitle += 1 }
      let text = (0..<Int.random(in: 0...30, using: &rng))
        .map { _ in words[rng.index(below: words.count)] }.joined(separator: " ")
      cell.configure(title: title, subtitle: text)
      let fresh = Cell()
      fresh.configure(title: title, subtitle: text)
      let measured = cell.measure()
      #expect(measured == fresh.measure(), "round \(round): \(title), \(text.count) characters")
      last = measured
    }
    #expect(sameTitle > 0)
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
