import HeadlessUIKit
import Testing

/// Layout margins and their guide (spec 6.1–6.7, peers M1–M2).
@MainActor
@Suite struct LayoutMarginsTests {
  private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  /// A view that counts its margin notifications.
  private final class MarginView: UIView {
    var marginChanges = 0
    var safeAreaChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
  }

  @Test("6.1: margins default to 8 points on every edge; the flags to UIKit's defaults")
  func defaults() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(view.preservesSuperviewLayoutMargins == false)
    #expect(view.insetsLayoutMarginsFromSafeArea == true)
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test("6.2: absolute and directional margins stay in step through the layout direction")
  func directionalMarginsFollowTheDirection() {
    let view = UIView()
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 6, bottom: 7, trailing: 9)
    #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 9, bottom: 7, right: 6))
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 9))
  }

  @Test("6.3: a child pinned to the margins guide is inset by the margins, and follows them")
  func childPinnedToMargins() {
    let container = MarginView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = constrained()
    container.addSubview(child)
    let guide = container.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(container.marginChanges == 1)
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(container.marginChanges == 1)
  }

  @Test("5.2, 6.3: margin attributes are the margins guide's edges")
  func marginAttributes() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let child = constrained()
    container.addSubview(child)
    func pin(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: child, attribute: attribute, relatedBy: .equal, toItem: container,
        attribute: attribute, multiplier: 1, constant: 0)
    }
    // Each side is its own view's margin: child.left + 8 == container.left + 20, and so on.
    NSLayoutConstraint.activate([pin(.leadingMargin), pin(.trailingMargin), pin(.topMargin)])
    child.heightAnchor.constraint(equalToConstant: 10).isActive = true
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 12, y: 2, width: 256, height: 10))
    let centered = constrained()
    container.addSubview(centered)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: centered, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: centered, attribute: .centerY, relatedBy: .equal, toItem: container,
        attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
      centered.widthAnchor.constraint(equalToConstant: 40),
      centered.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    // Margins area: x 20…260 (centre 140), y 10…170 (centre 90).
    #expect(centered.frame == CGRect(x: 120, y: 80, width: 40, height: 20))
  }

  @Test("6.6: preserving the superview's margins takes them where the edges are close")
  func preservesSuperviewMargins() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = UIView(frame: CGRect(x: 5, y: 30, width: 290, height: 265))
    parent.addSubview(child)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    child.preservesSuperviewLayoutMargins = true
    // left: max(8, 20 − 5) = 15; top: max(8, 20 − 30) = 8; right: max(8, 20 − 5) = 15;
    // bottom: max(8, 20 − 5) = 15.
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 15, bottom: 15, right: 15))
  }

  @Test("6.7, 14.6: margins are measured from the safe area unless told otherwise")
  func marginsInsideTheSafeArea() {
    let window = UIWindow(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852))  // iPhone 15 Pro, portrait.
    window.makeKeyAndVisible()
    let content = MarginView(frame: window.bounds)
    window.addSubview(content)
    window.layoutIfNeeded()
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(content.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
    #expect(content.safeAreaChanges == 1)
    #expect(content.marginChanges == 1)
    content.insetsLayoutMarginsFromSafeArea = false
    #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.marginChanges == 2)
  }

  @Test("6.7: a child pinned to the margins of a full-screen view clears the sensor housing")
  func pinnedToMarginsOnADevice() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let content = UIView(frame: window.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    let label = constrained()
    content.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 67, width: 377, height: 44))
  }
}
