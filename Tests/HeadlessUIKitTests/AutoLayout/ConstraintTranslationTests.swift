import HeadlessUIKit
import Testing

/// How constraints are read into the engine (decision PF5: built in place, without intermediate
/// arrays): an attribute of a view deeper in the tree is its frame origins summed up to the
/// common ancestor, alignment insets on the way included; multipliers scale the second side;
/// leading and trailing mirror in a right-to-left container.
@MainActor
@Suite struct ConstraintTranslationTests {
  /// A view whose alignment rectangle lies inside its frame (2 points on the left, 3 on top).
  private final class InsetView: UIView {
    override var alignmentRectInsets: UIEdgeInsets {
      UIEdgeInsets(top: 3, left: 2, bottom: 0, right: 0)
    }
  }

  /// A view that lays itself out with constraints.
  private func constrained(_ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  @Test("An edge two levels down is placed through the frames in between, alignment insets too")
  func edgeOfANestedViewSumsTheFramesInBetween() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let middle = constrained(InsetView())
    let inner = constrained()
    let other = constrained()
    container.addSubview(middle)
    middle.addSubview(inner)
    container.addSubview(other)
    NSLayoutConstraint.activate([
      middle.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      middle.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      middle.widthAnchor.constraint(equalToConstant: 100),
      middle.heightAnchor.constraint(equalToConstant: 50),
      inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: middle.topAnchor, constant: 7),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 10),
      // Held by the container: inner's edges are read through middle's frame.
      other.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 3),
      other.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
      other.widthAnchor.constraint(equalToConstant: 40),
      other.heightAnchor.constraint(equalToConstant: 40),
    ])
    container.layoutIfNeeded()
    // middle's alignment rectangle is (10, 20, 100, 50); its frame adds the insets.
    #expect(middle.frame == CGRect(x: 8, y: 17, width: 102, height: 53))
    // inner's leading is 5 past middle's alignment left edge (2 into middle's bounds).
    #expect(inner.frame == CGRect(x: 7, y: 10, width: 30, height: 10))
    // inner's right edge in the container: 8 + 7 + 30 = 45; its bottom: 17 + 10 + 10 = 37.
    #expect(other.frame == CGRect(x: 48, y: 39, width: 40, height: 40))
  }

  @Test("Multipliers scale the second side; leading edges mirror in a right-to-left container")
  func multipliersAndMirroredEdges() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let child = constrained()
    let other = constrained()
    container.addSubview(child)
    container.addSubview(other)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      // centerX is not a directional attribute: half of the container's centre, unmirrored.
      NSLayoutConstraint(
        item: other, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .centerX, multiplier: 0.5, constant: 0),
      other.widthAnchor.constraint(equalToConstant: 20),
      other.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 5),
      other.heightAnchor.constraint(equalTo: child.heightAnchor, multiplier: 2, constant: 1),
    ])
    container.layoutIfNeeded()
    // Leading is the right edge: 10 points in from the right, a quarter of 200 wide.
    #expect(child.frame == CGRect(x: 140, y: 0, width: 50, height: 10))
    #expect(other.frame == CGRect(x: 40, y: 15, width: 20, height: 21))
  }

  @Test("The distance between two anchors is the later one less the earlier one, scaled")
  func offsetAnchorsAreADifference() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = constrained()
    let right = constrained()
    let gauge = constrained()
    for view in [left, right, gauge] { container.addSubview(view) }
    let gap = left.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      left.widthAnchor.constraint(equalToConstant: 40),
      right.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 110),
      right.widthAnchor.constraint(equalToConstant: 40),
      // The gap is 110 − 50 = 60; the gauge is half of it plus 4.
      gauge.widthAnchor.constraint(equalTo: gap, multiplier: 0.5, constant: 4),
      gauge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      gap.constraint(equalTo: gauge.heightAnchor, multiplier: 2),
    ])
    for view in [left, right, gauge] {
      view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    }
    for view in [left, right] { view.heightAnchor.constraint(equalToConstant: 5).isActive = true }
    container.layoutIfNeeded()
    #expect(gauge.frame == CGRect(x: 0, y: 0, width: 34, height: 30))
  }
}
