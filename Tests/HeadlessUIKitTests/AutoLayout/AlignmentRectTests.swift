import HeadlessUIKit
import Testing

/// A view whose visible shape sits inside its frame, like a button with a shadow.
@MainActor
private final class ShadowedView: UIView {
  override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
  }
}

@MainActor
@Suite struct AlignmentRectTests {
  // spec 5.23: the alignment rect is the frame inset by alignmentRectInsets, and
  // frame(forAlignmentRect:) is its inverse. Vector: (0, 0, 100, 50) → (10, 5, 80, 40).
  @Test func alignmentRectAndFrameAreInverses() {
    let view = ShadowedView()
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let alignment = view.alignmentRect(forFrame: frame)
    #expect(alignment == CGRect(x: 10, y: 5, width: 80, height: 40))
    #expect(view.frame(forAlignmentRect: alignment) == frame)
    #expect(UIView().alignmentRectInsets == .zero)
    #expect(UIView().alignmentRect(forFrame: frame) == frame)
  }

  // spec 5.23: constraints relate alignment rects, so a constraint on leading 8 and width 80
  // gives a frame 10 points wider on each side: (8 − 10, 8 − 5, 80 + 20, 40 + 10).
  @Test func constraintsPlaceTheAlignmentRect() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = ShadowedView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
      view.widthAnchor.constraint(equalToConstant: 80),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: -2, y: 3, width: 100, height: 50))
  }

  // spec 5.24: the baseline views default to the view itself. A view without a baseline
  // stands in with its top edge for the first baseline and its bottom edge for the last
  // (Apple's forFirstBaselineLayout / forLastBaselineLayout documentation): first baseline at
  // the reference's last baseline (y 60) puts the view's top at 60.
  @Test func baselinesOfAPlainViewAreItsBottom() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
    window.addSubview(reference)
    let view = UIView()
    #expect(view.forLastBaselineLayout === view)
    #expect(view.forFirstBaselineLayout === view)
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.firstBaselineAnchor.constraint(equalTo: reference.lastBaselineAnchor),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 60, width: 10, height: 20))
  }
}
