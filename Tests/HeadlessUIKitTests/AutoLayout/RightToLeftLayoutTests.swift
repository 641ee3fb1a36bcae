import HeadlessUIKit
import Testing

/// Leading and trailing in right-to-left layouts (spec 5.3, decision A11).
@MainActor
@Suite struct RightToLeftLayoutTests {
  private func constrained(_ attribute: UISemanticContentAttribute = .unspecified) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.semanticContentAttribute = attribute
    return view
  }

  @Test("5.3: the layout direction comes from the semantic content attribute")
  func directions() {
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
    for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
      #expect(
        UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft)
          == .leftToRight)
    }
    let parent = constrained(.forceRightToLeft)
    let child = constrained()
    parent.addSubview(child)
    #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // The attribute is not inherited (Apple: the value need not propagate to subviews).
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// A toolbar row: icon at the leading edge, title after it, button at the trailing edge.
  private func makeRow(_ attribute: UISemanticContentAttribute) -> (UIView, [UIView]) {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let icon = constrained(attribute)
    let title = constrained(attribute)
    let button = constrained(attribute)
    for view in [icon, title, button] { row.addSubview(view) }
    row.semanticContentAttribute = attribute
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
      icon.widthAnchor.constraint(equalToConstant: 24),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
      title.widthAnchor.constraint(equalToConstant: 100),
      button.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      button.widthAnchor.constraint(equalToConstant: 60),
    ])
    for view in [icon, title, button] {
      view.topAnchor.constraint(equalTo: row.topAnchor, constant: 10).isActive = true
      view.heightAnchor.constraint(equalToConstant: 24).isActive = true
    }
    row.layoutIfNeeded()
    return (row, [icon, title, button])
  }

  @Test("5.3: in right-to-left layouts leading is the right edge and the row is mirrored")
  func mirroredRow() {
    let (_, ltr) = makeRow(.unspecified)
    #expect(ltr.map(\.frame.minX) == [16, 48, 244])
    let (_, rtl) = makeRow(.forceRightToLeft)
    #expect(rtl.map(\.frame.minX) == [280, 172, 16])
    #expect(rtl.map(\.frame.width) == [24, 100, 60])
  }

  @Test("5.3: changing the semantic content attribute lays the constraints out again")
  func switchingDirection() {
    let (row, views) = makeRow(.unspecified)
    for view in [row] + views { view.semanticContentAttribute = .forceRightToLeft }
    row.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [280, 172, 16])
  }

  @Test("A11: a centre related to a right-to-left leading edge is offset toward trailing")
  func centreToLeading() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let dot = constrained()
    container.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.centerXAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
      dot.widthAnchor.constraint(equalToConstant: 20),
      dot.topAnchor.constraint(equalTo: container.topAnchor),
      dot.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(dot.frame.midX == 170)
  }

  @Test("5.3: leading margins of a right-to-left view are its right margins")
  func leadingMarginsMirror() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 4)
    let child = constrained()
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(container.layoutMargins.right == 20)
    #expect(child.frame.maxX == 180)
  }
}
