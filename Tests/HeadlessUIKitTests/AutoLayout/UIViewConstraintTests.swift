import HeadlessUIKit
import Testing

/// A view that forwards its last baseline to a subview, as custom views do.
final class BaselineForwardingView: UIView {
  let label = UIView()

  override var lastBaselineAnchor: NSLayoutYAxisAnchor {
    label.lastBaselineAnchor
  }

  override func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.identifier = constraint.identifier ?? "forwarded"
    super.addConstraint(constraint)
  }
}

/// The constraint API of `UIView`: `translatesAutoresizingMaskIntoConstraints`, UIKit's older
/// `addConstraint(_:)`/`removeConstraint(_:)` (peers A4), and the constraints that go when a
/// view leaves its superview (peers V6).
@MainActor
@Suite struct UIViewConstraintTests {
  @Test func viewsMadeInCodeTranslateTheirMask() {
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    view.translatesAutoresizingMaskIntoConstraints = false
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(
      UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        .translatesAutoresizingMaskIntoConstraints)
  }

  @Test func subclassesOverrideAnchorsAndConstraintMethods() {
    let view = BaselineForwardingView()
    view.addSubview(view.label)
    let constraint = view.lastBaselineAnchor.constraint(equalTo: view.bottomAnchor, constant: -4)
    #expect(constraint.firstItem === view.label)
    #expect(constraint.firstAttribute == .lastBaseline)
    view.addConstraint(constraint)
    #expect(constraint.identifier == "forwarded")
    #expect(view.constraints.count == 1)
  }

  @Test func aNewViewHoldsNoConstraints() {
    #expect(UIView().constraints.isEmpty)
  }

  @Test func addingAConstraintInstallsItOnTheReceiver() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let constraint = NSLayoutConstraint(
      item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
      multiplier: 1, constant: 0)
    parent.addConstraint(constraint)
    #expect(constraint.isActive)
    #expect(parent.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(constraint)])
  }

  // The receiver of addConstraint(_:) need not be the closest common ancestor.
  @Test func anAncestorAboveTheCommonOneMayHoldAConstraint() {
    let root = UIView()
    let parent = UIView()
    let child = UIView()
    root.addSubview(parent)
    parent.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalToConstant: 10)
    let messages = Diagnostics.capture { root.addConstraint(constraint) }
    #expect(!messages.contains { $0.contains("The view hierarchy is not prepared") })
    #expect(root.constraints.count == 1)
    #expect(child.constraints.isEmpty)
  }

  @Test func addingConstraintsInstallsEach() {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    let height = view.heightAnchor.constraint(equalToConstant: 20)
    view.addConstraints([width, height])
    #expect(width.isActive && height.isActive)
    #expect(view.constraints.count == 2)
  }

  @Test func addingAConstraintHeldElsewhereMovesIt() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    #expect(child.constraints.count == 1)
    root.addConstraint(constraint)
    #expect(child.constraints.isEmpty)
    #expect(root.constraints.count == 1)
    root.addConstraint(constraint)
    #expect(root.constraints.count == 1)
  }

  // UIKit logs, installs the constraint anyway and fails only if the engine must resolve it
  // before the hierarchy is assembled.
  @Test func addingAConstraintOutsideTheReceiversSubtreeIsLoggedAndInstalled() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let constraint = child.topAnchor.constraint(equalTo: parent.topAnchor)
    let messages = Diagnostics.capture { child.addConstraint(constraint) }
      .filter { $0.contains("The view hierarchy is not prepared") }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "[LayoutConstraints] The view hierarchy is not prepared for the constraint: "
          + "<NSLayoutConstraint:") == true)
    #expect(
      messages.first?.contains(
        "   (inactive)>\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself)."
      ) == true)
    #expect(child.constraints.count == 1)
    #expect(constraint.isActive)
  }

  @Test func removingAConstraintDeactivatesIt() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    view.addConstraint(constraint)
    view.removeConstraint(constraint)
    #expect(!constraint.isActive)
    #expect(view.constraints.isEmpty)
  }

  @Test func removingAConstraintHeldByAnotherViewDoesNothing() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
    constraint.isActive = true
    child.removeConstraint(constraint)
    #expect(constraint.isActive)
    #expect(parent.constraints.count == 1)
  }

  @Test func removingConstraintsDeactivatesEach() {
    let view = UIView()
    let constraints = [
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    view.removeConstraints(view.constraints)
    let noneActive = constraints.allSatisfy { !$0.isActive }
    #expect(noneActive)
    #expect(view.constraints.isEmpty)
  }

  // Peers V6: removing a view removes the constraints between its subtree and the rest of the
  // tree; constraints inside the subtree, and between other views, stay.
  @Test func removingAViewDeactivatesTheConstraintsThatReferToIt() {
    let root = UIView()
    let parent = UIView()
    let removed = UIView()
    let removedChild = UIView()
    let sibling = UIView()
    root.addSubview(parent)
    parent.addSubview(removed)
    parent.addSubview(sibling)
    removed.addSubview(removedChild)

    let toSibling = removed.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
    let toParent = removed.topAnchor.constraint(equalTo: parent.topAnchor)
    let childToRoot = removedChild.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let ownWidth = removed.widthAnchor.constraint(equalToConstant: 100)
    let inside = removedChild.widthAnchor.constraint(equalTo: removed.widthAnchor)
    let unrelated = sibling.widthAnchor.constraint(equalTo: parent.widthAnchor)
    let all = [toSibling, toParent, childToRoot, ownWidth, inside, unrelated]
    NSLayoutConstraint.activate(all)

    removed.removeFromSuperview()

    #expect(all.map(\.isActive) == [false, false, false, true, true, true])
    #expect(parent.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(unrelated)])
    #expect(root.constraints.isEmpty)
    #expect(
      removed.constraints.map(ObjectIdentifier.init)
        == [ownWidth, inside].map(ObjectIdentifier.init))
  }

  @Test func removingAViewKeepsConstraintsToAnOffsetElsewhere() {
    let parent = UIView()
    let removed = UIView()
    let a = UIView()
    let b = UIView()
    for view in [removed, a, b] { parent.addSubview(view) }
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
    let touchesRemoved = a.trailingAnchor.anchorWithOffset(to: removed.leadingAnchor)
      .constraint(equalToConstant: 8)
    NSLayoutConstraint.activate([gap, touchesRemoved])
    removed.removeFromSuperview()
    #expect(gap.isActive)
    #expect(!touchesRemoved.isActive)
  }

  @Test func removingARootViewChangesNothing() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    view.removeFromSuperview()
    #expect(constraint.isActive)
  }
}
