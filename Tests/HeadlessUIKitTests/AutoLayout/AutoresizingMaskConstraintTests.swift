import HeadlessUIKit
import Testing

/// The constraints made from frames and autoresizing masks, as UIKit prints them (spec 5.21,
/// peers A5).
@MainActor
@Suite struct AutoresizingMaskConstraintTests {
  /// The conflict report logged when a width constraint fights a translated frame.
  ///
  /// The conflicting constraint pins the left edge 5 points in, which no superview size can
  /// reconcile with the translated frame's left edge at 0 or 10.
  private func conflictReport(mask: UIView.AutoresizingMask, frame: CGRect) throws -> String {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let framed = UIView(frame: frame)
    framed.autoresizingMask = mask
    root.addSubview(framed)
    let messages = Diagnostics.capture {
      framed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5).isActive = true
      root.layoutIfNeeded()
    }
    return try #require(messages.first)
  }

  @Test("5.21, A5: a fixed frame prints as minX and width constraints with h=--& v=--&")
  func fixedMask() throws {
    let report = try conflictReport(mask: [], frame: CGRect(x: 10, y: 20, width: 50, height: 40))
    #expect(report.contains("Unable to simultaneously satisfy constraints."))
    #expect(report.contains("\"<NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(report.contains(" h=--& v=--& UIView:0x"))
    #expect(report.contains(".minX == 10   (active)>\""))
    #expect(report.contains("Will attempt to recover by breaking constraint"))
    #expect(
      report.contains(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) \n("))
  }

  @Test("5.21: flexible width with fixed margins prints the width relative to the superview")
  func flexibleWidth() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
    framed.autoresizingMask = [.flexibleWidth]
    root.addSubview(framed)
    // width == super.width − 210 cannot also be super.width − 100, whatever the superview's size.
    let messages = Diagnostics.capture {
      framed.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -100).isActive = true
      root.layoutIfNeeded()
    }
    let report = try #require(messages.first)
    #expect(report.contains(" h=-&- v=--& UIView:0x"))
    #expect(report.contains(".width == UIView:0x"))
    #expect(report.contains(".width - 210   (active)>"))
  }

  @Test("5.21: flexible width keeps the mid-point equation of the example")
  func midpointEquation() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
    framed.autoresizingMask = [.flexibleWidth]
    root.addSubview(framed)
    let messages = Diagnostics.capture {
      framed.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 7).isActive = true
      root.layoutIfNeeded()
    }
    let report = messages.first ?? ""
    #expect(report.contains(".midX == UIView:0x"))
    #expect(report.contains(".midX - 105   (active)>"))
  }
}

/// The root view of a view controller is encapsulated by its window (issue 5, UIKit's
/// `UIView-Encapsulated-Layout-*` constraints).
@MainActor
@Suite struct EncapsulatedLayoutConstraintTests {
  @Test func aRootViewPrintsEncapsulatedLayoutConstraints() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = UIViewController()
    window.rootViewController = controller
    let root: UIView = controller.view
    let messages = Diagnostics.capture {
      root.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10).isActive = true
    }
    let report = try #require(messages.first)
    let name = "UIView:\(ObjectAddress.of(root))"
    #expect(
      report.contains(
        "\"<NSLayoutConstraint:0x")
        && report.contains(
          " 'UIView-Encapsulated-Layout-Left' \(name).minX == 0   (active)>\"")
    )
    #expect(!report.contains("NSAutoresizingMaskLayoutConstraint"))
    window.layoutIfNeeded()
    #expect(root.frame == window.bounds)
  }
}
