import Foundation
import HeadlessUIKit
import Testing

/// A view that prefers a fixed size and records the sizes it was asked to fit.
@MainActor
private final class FixedSizeView: UIView {
  var preferredSize = CGSize(width: 40, height: 25)
  var requestedSizes: [CGSize] = []

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    requestedSizes.append(size)
    return preferredSize
  }
}

/// sizeThatFits and sizeToFit (peers L12).
@MainActor
@Suite struct UIViewSizingTests {
  // peers L12: the default sizeThatFits returns the current bounds size, whatever it is asked.
  @Test func defaultSizeThatFitsReturnsTheBoundsSize() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 70, height: 80))
    #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 70, height: 80))
    #expect(UIView().sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
  }

  // peers L12: with the default sizeThatFits, sizeToFit leaves the frame as it is.
  @Test func defaultSizeToFitKeepsTheFrame() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
  }

  // peers L12: sizeToFit asks sizeThatFits(bounds.size) and resizes to the answer, keeping the
  // frame's origin.
  @Test func sizeToFitResizesToSizeThatFitsKeepingTheOrigin() {
    let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    view.sizeToFit()
    #expect(view.requestedSizes == [CGSize(width: 70, height: 80)])
    #expect(view.frame == CGRect(x: 5, y: 6, width: 40, height: 25))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 25))
  }

  // spec 4.13 applied to sizeToFit: a size change marks the view and its superview.
  @Test func sizeToFitThatChangesTheSizeMarksTheViewAndSuperview() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    superview.addSubview(view)
    superview.layoutIfNeeded()
    #expect(!view.layer.needsLayout())

    view.sizeToFit()
    #expect(view.layer.needsLayout())
    #expect(superview.layer.needsLayout())
  }

  // spec 4.13: a sizeToFit that keeps the size marks nothing.
  @Test func sizeToFitThatKeepsTheSizeMarksNothing() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 40, height: 25))
    superview.addSubview(view)
    superview.layoutIfNeeded()

    view.sizeToFit()
    #expect(!view.layer.needsLayout())
    #expect(!superview.layer.needsLayout())
  }
}
