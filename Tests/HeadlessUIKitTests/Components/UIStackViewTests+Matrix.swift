import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct UIStackViewMatrixTests {
  nonisolated static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  nonisolated static let alignments: [UIStackView.Alignment] = [
    .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
  ]

  @Test(
    "10.4–10.15, S4: exact frames and no ambiguity, for every axis × distribution × alignment, with and without a hidden view",
    arguments: [NSLayoutConstraint.Axis.horizontal, .vertical], distributions)
  func framesForEveryCombination(
    axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution
  ) {
    for alignment in Self.alignments {
      for hideMiddle in [false, true] {
        let views = [sized(40, 20), sized(60, 30), sized(20, 10)]
        // Distinct priorities: equal ones leave ties that UIKit breaks by index (spec 10.5).
        for (index, view) in views.enumerated() {
          view.setContentHuggingPriority(UILayoutPriority(Float(250 + index)), for: axis)
          view.setContentCompressionResistancePriority(
            UILayoutPriority(Float(750 + index)), for: axis)
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 4
        views[1].isHidden = hideMiddle
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.layoutIfNeeded()
        let ambiguous = views.filter(\.hasAmbiguousLayout)
        #expect(ambiguous.isEmpty, "\(alignment) hidden: \(hideMiddle)")
        let along = views.map { axis == .horizontal ? $0.frame.minX : $0.frame.minY }
        let across = views.map { axis == .horizontal ? $0.frame.minY : $0.frame.minX }
        let expectedAlong = Self.along(axis, distribution, hidden: hideMiddle)
        let expectedAcross = Self.across(axis, alignment, hidden: hideMiddle)
        #expect(
          zip(along, expectedAlong).allSatisfy { isClose($0, $1, tolerance: 0.34) },
          "along \(alignment) hidden: \(hideMiddle): \(along)")
        #expect(
          zip(across, expectedAcross).allSatisfy { isClose($0, $1, tolerance: 0.34) },
          "across \(alignment) hidden: \(hideMiddle): \(across)")
      }
    }
  }

  /// Expected origins along the axis of views 40×20, 60×30, 20×10 (spacing 4) in a 200×100
  /// stack, computed by hand from spec 10.5–10.9 and peers S4.
  static func along(
    _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, hidden: Bool
  ) -> [CGFloat] {
    switch (axis, distribution, hidden) {
    // Fill: the view that hugs least (the first) takes the slack.
    case (.horizontal, .fill, false): [0, 116, 180]
    case (.horizontal, .fill, true): [0, 178, 180]
    case (.vertical, .fill, false): [0, 56, 90]
    case (.vertical, .fill, true): [0, 88, 90]
    // Fill equally: (200 − 8) / 3 = 64, (100 − 8) / 3 = 30.67; hidden: (length − 4) / 2.
    case (.horizontal, .fillEqually, false): [0, 68, 136]
    case (.horizontal, .fillEqually, true): [0, 100, 102]
    case (.vertical, .fillEqually, false): [0, 34.67, 69.33]
    case (.vertical, .fillEqually, true): [0, 50, 52]
    // Fill proportionally: multipliers length_i / (Σ visible lengths + spacings), at 999, 998,
    // …; the last gives way. Horizontal: 40/128 × 200 = 62.5, 60/128 × 200 = 93.75; hidden:
    // 40/64 × 200 = 125. Vertical: 20/68 × 100 = 29.41, 30/68 × 100 = 44.12; hidden: 20/34 ×
    // 100 = 58.82. Origins are snapped to the 1/3-point pixel grid.
    case (.horizontal, .fillProportionally, false): [0, 66.5, 164.25]
    case (.horizontal, .fillProportionally, true): [0, 127, 129]
    case (.vertical, .fillProportionally, false): [0, 33.33, 81.67]
    case (.vertical, .fillProportionally, true): [0, 60.67, 62.67]
    // Equal spacing: gaps (200 − 120) / 2 = 40, (100 − 60) / 2 = 20.
    case (.horizontal, .equalSpacing, false): [0, 80, 180]
    case (.vertical, .equalSpacing, false): [0, 40, 90]
    // Equal centering: centres 20, 105, 190 and 10, 52.5, 95.
    case (.horizontal, .equalCentering, false): [0, 75, 180]
    case (.vertical, .equalCentering, false): [0, 37.5, 90]
    // A hidden view sits half the spacing after its predecessor (decision S7).
    case (.horizontal, _, true): [0, 42, 180]
    case (.vertical, _, true): [0, 22, 90]
    @unknown default: []
    }
  }

  /// Expected origins across the axis (stack 100 high or 200 wide), spec 10.12–10.14.
  static func across(
    _ axis: NSLayoutConstraint.Axis, _ alignment: UIStackView.Alignment, hidden: Bool
  ) -> [CGFloat] {
    switch (axis, alignment, hidden) {
    case (_, .fill, _), (_, .leading, _), (.vertical, .firstBaseline, _): [0, 0, 0]
    case (.horizontal, .center, _): [40, 35, 45]
    case (.horizontal, .trailing, _): [80, 70, 90]
    case (.horizontal, .firstBaseline, false): [70, 70, 70]
    case (.horizontal, .firstBaseline, true): [80, 80, 80]
    case (.horizontal, .lastBaseline, false): [10, 0, 20]
    case (.horizontal, .lastBaseline, true): [0, -10, 10]
    case (.vertical, .center, _): [80, 70, 90]
    case (.vertical, .trailing, _), (.vertical, .lastBaseline, _): [160, 140, 180]
    @unknown default: []
    }
  }
}
