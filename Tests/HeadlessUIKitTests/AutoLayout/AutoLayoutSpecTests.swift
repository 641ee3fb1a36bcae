import HeadlessUIKit
import Testing

/// Spec §5 statements and the peers' verified facts (peers A1–A14 and R1–R2, in the article
/// "Peers: facts from UIKit re-implementations") that no other suite pins, each with its number.
@MainActor
@Suite struct AutoLayoutSpecTests {
  private func constrained(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  @Test("5.7, A1: a violated optional equality is satisfied as closely as possible")
  func optionalEqualityIsMinimised() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = constrained(in: root)
    let wish = box.widthAnchor.constraint(equalToConstant: 250)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wish,
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 180),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.width == 180)
    // A lower priority yields to a higher one.
    let weaker = box.widthAnchor.constraint(equalToConstant: 20)
    weaker.priority = .defaultLow
    weaker.isActive = true
    root.layoutIfNeeded()
    #expect(box.frame.width == 180)
  }

  @Test("5.10: the broken constraint stays active and the others hold")
  func brokenConstraintStaysActive() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = constrained(in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      width, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    let conflicting = box.widthAnchor.constraint(equalToConstant: 70)
    root.layoutIfNeeded()  // The engine of a tree outside a window starts at its first layout.
    let messages = Diagnostics.capture { conflicting.isActive = true }
    let report = try #require(messages.first)
    #expect(report.contains("\"\(width)\""))
    #expect(
      report.contains(")\n\nWill attempt to recover by breaking constraint \n\(conflicting)\n"))
    #expect(report.contains("\tTry this: \n\t\t(1) look at each constraint"))
    #expect(
      report.hasSuffix(
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
          + "the debugger.\nThe methods in the UIConstraintBasedLayoutDebugging category on UIView "
          + "listed in <UIKitCore/UIView.h> may also be helpful."))
    #expect(!report.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(conflicting.isActive)
    root.layoutIfNeeded()
    #expect(box.frame.width == 50)
  }

  @Test("5.11: a view's size is implicitly non-negative")
  func negativeWidthIsUnsatisfiable() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = constrained(in: root)
    let negative = box.widthAnchor.constraint(equalToConstant: -16)
    let messages = Diagnostics.capture {
      negative.isActive = true
      root.layoutIfNeeded()  // Outside a window, constraints are solved from the first layout.
    }
    let report = try #require(messages.first)
    #expect(report.contains("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("\(negative)"))
    root.layoutIfNeeded()
    #expect(box.frame.width == 0)
  }

  @Test("5.4: changing a constant in place moves the view at the next layout")
  func constantChangesInPlace() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = constrained(in: root)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      leading, box.widthAnchor.constraint(equalToConstant: 20),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
    leading.constant = 42
    #expect(root.layer.needsLayout())
    root.layoutIfNeeded()
    #expect(box.frame.minX == 42)
  }

  @Test(
    "A6: insets to a content view are kept when it resizes, without a layout call on the subview")
  func insetsFollowTheContentView() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let sub = constrained(in: content)
    NSLayoutConstraint.activate([
      sub.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 20),
      sub.topAnchor.constraint(equalTo: content.topAnchor),
      sub.widthAnchor.constraint(equalTo: content.widthAnchor, constant: -50),
      sub.heightAnchor.constraint(equalTo: content.heightAnchor, constant: -25),
    ])
    content.layoutIfNeeded()
    #expect(sub.frame == CGRect(x: 20, y: 0, width: 250, height: 175))
    content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    content.layoutIfNeeded()
    #expect(sub.frame == CGRect(x: 20, y: 0, width: 350, height: 275))
  }

  @Test("A7: constant width and height with two edges give exactly that frame")
  func constantSizeAtPinnedOrigin() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = constrained(in: root)
    let constraints = [
      box.widthAnchor.constraint(equalToConstant: 120),
      box.heightAnchor.constraint(equalToConstant: 80),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 25),
    ]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 25, width: 120, height: 80))
    NSLayoutConstraint.deactivate(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })
  }

  /// A control with an intrinsic size.
  private final class Control: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 77, height: 31) }
  }

  @Test("A8, 5.14: a control with only position constraints takes its intrinsic size")
  func intrinsicSizeWithPositionOnly() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let control = Control()
    control.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(control)
    NSLayoutConstraint.activate([
      control.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      control.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(control.frame.size == CGSize(width: 77, height: 31))
    #expect(abs(control.frame.midX - 150) <= 1.0 / 3)
  }

  @Test("A10: a bottom constant of −5 puts the view 5 points inside its container")
  func bottomInsetSign() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = constrained(in: root)
    NSLayoutConstraint.activate([
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.maxY == 95)
  }

  @Test("A13, 5.20: a translated frame plus a position constraint conflicts")
  func translatedFrameConflicts() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let framed = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    root.addSubview(framed)
    #expect(framed.translatesAutoresizingMaskIntoConstraints)
    let messages = Diagnostics.capture {
      framed.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
      root.layoutIfNeeded()
    }
    let report = try #require(messages.first)
    #expect(report.contains("NSAutoresizingMaskLayoutConstraint"))
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  @Test("R1: autoresizing in an Auto Layout tree keeps the GNUstep frames")
  func autoresizingAmongConstraints() {
    let cases: [(UIView.AutoresizingMask, CGRect)] = [
      ([], CGRect(x: 10, y: 10, width: 30, height: 30)),
      ([.flexibleWidth], CGRect(x: 10, y: 10, width: 130, height: 30)),
      ([.flexibleHeight], CGRect(x: 10, y: 10, width: 30, height: 80)),
      ([.flexibleLeftMargin], CGRect(x: 110, y: 10, width: 30, height: 30)),
      ([.flexibleRightMargin], CGRect(x: 10, y: 10, width: 30, height: 30)),
      ([.flexibleWidth, .flexibleLeftMargin], CGRect(x: 35, y: 10, width: 105, height: 30)),
    ]
    for (mask, expected) in cases {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let sub = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
      sub.autoresizingMask = mask
      root.addSubview(sub)
      // Engage the engine: an unrelated constrained view.
      let other = constrained(in: root)
      NSLayoutConstraint.activate([
        other.leadingAnchor.constraint(equalTo: sub.leadingAnchor),
        other.topAnchor.constraint(equalTo: root.topAnchor),
        other.widthAnchor.constraint(equalToConstant: 1),
        other.heightAnchor.constraint(equalToConstant: 1),
      ])
      root.layoutIfNeeded()
      root.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
      root.layoutIfNeeded()
      #expect(sub.frame == expected, "mask \(mask.rawValue)")
      #expect(other.frame.minX == expected.minX, "mask \(mask.rawValue)")
    }
  }
}
