import HeadlessUIKit
import Testing

/// Content sizes re-read together are changed in the solver together (decision PF14): a fitting
/// measurement, the invalidated views of a layout and the second pass of wrapping labels make one
/// batch of in-place constant changes, and give what a new engine gives.
@MainActor
@Suite struct ContentSizeBatchTests {
  /// Two text views side by side, 8 points apart, under a 40-point header, 10 points from
  /// each edge (the right one may end before it); the container is as tall as the taller one
  /// plus the header and the bottom margin.
  @MainActor
  private final class Pair {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let left = ContentView()
    let right = ContentView()

    init(leftHugging: UILayoutPriority = .defaultLow) {
      for subview in [left, right] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      left.setContentHuggingPriority(leftHugging, for: .horizontal)
      // The left view resists more, so a row too wide cuts the right one (not ambiguous).
      left.setContentCompressionResistancePriority(
        UILayoutPriority(751), for: .horizontal)
      NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        left.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
        right.topAnchor.constraint(equalTo: left.topAnchor),
        right.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -10),
        view.bottomAnchor.constraint(greaterThanOrEqualTo: left.bottomAnchor, constant: 10),
        view.bottomAnchor.constraint(greaterThanOrEqualTo: right.bottomAnchor, constant: 10),
      ])
    }

    func configure(_ left: CGSize, _ right: CGSize) {
      self.left.contentSize = left
      self.left.invalidateIntrinsicContentSize()
      self.right.contentSize = right
      self.right.invalidateIntrinsicContentSize()
    }

    func measure() -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  /// Sizes that move the bottom from one view to the other and back, and cut the right view.
  private static let sizes: [(CGSize, CGSize)] = [
    (CGSize(width: 100, height: 20), CGSize(width: 80, height: 60)),
    (CGSize(width: 120, height: 90), CGSize(width: 60, height: 16)),
    (CGSize(width: 90, height: 30), CGSize(width: 300, height: 30)),
    (CGSize(width: 100, height: 20), CGSize(width: 80, height: 60)),
    (CGSize(width: 40, height: 100), CGSize(width: 200, height: 100)),
  ]

  @Test("Both views' new sizes in one measurement give the size a new view measures")
  func fittingMatchesNewEngine() {
    let pair = Pair()
    for (left, right) in Self.sizes {
      pair.configure(left, right)
      let fresh = Pair()
      fresh.configure(left, right)
      #expect(pair.measure() == fresh.measure())
    }
    // The first: the right view is taller, 40 + 60 + 10.
    pair.configure(Self.sizes[0].0, Self.sizes[0].1)
    #expect(pair.measure() == CGSize(width: 300, height: 110))
    // The third: the right view is cut at 300 − 10 − 90 − 8 − 10 = 182; both 30 tall.
    pair.configure(Self.sizes[2].0, Self.sizes[2].1)
    #expect(pair.measure() == CGSize(width: 300, height: 80))
  }

  @Test("A view with a required hugging priority changes with the others and keeps its size")
  func requiredPriorityInTheSameMeasurement() {
    let pair = Pair(leftHugging: .required)
    for (left, right) in Self.sizes {
      pair.configure(left, right)
      let fresh = Pair(leftHugging: .required)
      fresh.configure(left, right)
      #expect(pair.measure() == fresh.measure())
    }
  }

  @Test("Views invalidated together are laid out as a new tree lays them out")
  func invalidatedViewsInOneLayout() {
    let pair = Pair()
    pair.view.layoutIfNeeded()
    for (left, right) in Self.sizes {
      pair.configure(left, right)
      pair.view.layoutIfNeeded()
      let fresh = Pair()
      fresh.configure(left, right)
      fresh.view.layoutIfNeeded()
      #expect(pair.left.frame == fresh.left.frame)
      #expect(pair.right.frame == fresh.right.frame)
    }
    // The third: the right view is cut to 300 − 10 − 90 − 8 − 10 = 182 points.
    pair.configure(Self.sizes[2].0, Self.sizes[2].1)
    pair.view.layoutIfNeeded()
    #expect(pair.right.frame == CGRect(x: 108, y: 40, width: 182, height: 30))
  }
}
