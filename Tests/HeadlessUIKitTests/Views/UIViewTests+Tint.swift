import Testing

@testable import HeadlessUIKit

/// A view that counts `tintColorDidChange()` calls.
private final class TintObservingView: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

/// `tintColor` and `tintAdjustmentMode`: set on a view or inherited from its ancestors, with
/// `tintColorDidChange()` sent to the view and the descendants that inherit.
@MainActor
@Suite("UIView tint")
struct UIViewTintTests {
  @Test("a view without a tint anywhere up its chain has UIKit's default tint colour")
  func defaultTint() {
    let view = UIView()
    #expect(view.tintColor == UIColor.tintColor)
    #expect(view.tintAdjustmentMode == .normal)
  }

  @Test("the tint is inherited from the nearest ancestor that sets one; nil inherits again")
  func inheritance() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.tintColor = .red
    #expect(leaf.tintColor == .red)
    middle.tintColor = .green
    #expect(leaf.tintColor == .green)
    #expect(root.tintColor == .red)
    middle.tintColor = nil
    #expect(leaf.tintColor == .red)
    leaf.removeFromSuperview()
    #expect(leaf.tintColor == UIColor.tintColor)
  }

  @Test("a change reaches the view and its inheriting descendants, not those with their own")
  func didChangeReachesInheritors() {
    let root = TintObservingView()
    let inheriting = TintObservingView()
    let own = TintObservingView()
    let belowOwn = TintObservingView()
    root.addSubview(inheriting)
    root.addSubview(own)
    own.addSubview(belowOwn)
    own.tintColor = .blue
    own.tintAdjustmentMode = .normal
    (own.changes, belowOwn.changes) = (0, 0)
    root.tintColor = .red
    #expect(root.changes == 1)
    #expect(inheriting.changes == 1)
    #expect(own.changes == 0)
    #expect(belowOwn.changes == 0)
    root.tintColor = .red  // the same colour: no change
    #expect(root.changes == 1)
  }

  @Test("the adjustment mode is inherited and tells the views it changes")
  func adjustmentMode() {
    let root = UIView()
    let child = TintObservingView()
    root.addSubview(child)
    #expect(child.tintAdjustmentMode == .normal)
    root.tintAdjustmentMode = .dimmed
    #expect(child.tintAdjustmentMode == .dimmed)
    #expect(child.changes == 1)
    child.tintAdjustmentMode = .normal
    #expect(child.tintAdjustmentMode == .normal)
    root.tintAdjustmentMode = .automatic
    #expect(root.tintAdjustmentMode == .normal)
  }
}
