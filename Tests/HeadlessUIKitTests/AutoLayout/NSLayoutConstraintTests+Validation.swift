import HeadlessUIKit
import Testing

/// The standard error of an exited child process, decoded.
private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// UIKit's argument checks when creating a constraint: the process stops with UIKit's
/// `NSInvalidArgumentException` reason, `NSLayoutConstraint for <first item>: …`.
@MainActor
@Suite struct NSLayoutConstraintValidationTests {
  @Test func aLocationWithoutSecondItemStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .centerX, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 100)
      }
    }
    let message = text(result)
    #expect(message.contains("NSLayoutConstraint for <UIView: 0x"))
    #expect(
      message.contains(
        "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs."))
  }

  @Test func aLocationWithMultiplierZeroStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        _ = NSLayoutConstraint(
          item: view, attribute: .top, relatedBy: .equal, toItem: UIView(), attribute: .top,
          multiplier: 0, constant: 20)
      }
    }
    #expect(
      text(result).contains(
        "A multiplier of 0 or a nil second item together with a location for the first attribute"))
  }

  @Test func aSizeRelatedToALocationStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .width, relatedBy: .equal, toItem: UIView(),
          attribute: .left, multiplier: 1, constant: 0)
      }
    }
    #expect(text(result).contains("Invalid pairing of layout attributes"))
  }

  @Test func aLocationRelatedToASizeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .top, relatedBy: .equal, toItem: UIView(),
          attribute: .height, multiplier: 0.25, constant: 0)
      }
    }
    #expect(text(result).contains("Invalid pairing of layout attributes"))
  }

  @Test func leadingRelatedToLeftStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .leading, relatedBy: .equal, toItem: UIView(),
          attribute: .left, multiplier: 1, constant: 0)
      }
    }
    #expect(
      text(result).contains(
        "A constraint cannot be made between a leading/trailing attribute and a right/left "
          + "attribute. Use leading/trailing for both or neither."))
  }

  @Test func rightMarginRelatedToTrailingStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .rightMargin, relatedBy: .equal, toItem: UIView(),
          attribute: .trailing, multiplier: 1, constant: 0)
      }
    }
    #expect(
      text(result).contains(
        "A constraint cannot be made between a leading/trailing attribute and a right/left"))
  }

  @Test func anItemThatIsNotAViewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: "title", attribute: .width, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: 10)
      }
    }
    #expect(
      text(result).contains(
        "NSLayoutConstraint for title: Constraint items must each be a view or layout guide."))
  }

  @Test func aSecondItemThatIsNotAViewStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint(
          item: UIView(), attribute: .width, relatedBy: .equal, toItem: 42, attribute: .width,
          multiplier: 1, constant: 10)
      }
    }
    #expect(
      text(result).contains(
        "Constraint items must each be a view or layout guide."))
  }

  @Test func aNonFiniteConstantStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        constraint.constant = .nan
      }
    }
    let message = text(result)
    #expect(
      message.contains(
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:"
          + "<NSLayoutDimension:0x"))
    #expect(message.contains("secondAnchor:(null)"))
  }

  @Test func aNonFiniteMultiplierStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        _ = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: .infinity)
      }
    }
    #expect(
      text(result).contains(
        "Multiplier is not finite!  That's illegal.  multiplier:inf"))
  }

  // UIKit accepts two locations of different axes at creation and raises when it first
  // lowers the constraint into its engine, at activation.
  @Test func locationsOfDifferentAxesStopAtActivation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let constraint = NSLayoutConstraint(
          item: child, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .top,
          multiplier: 1, constant: 0)
        constraint.isActive = true
      }
    }
    let message = text(result)
    #expect(
      message.contains(
        "NSInvalidLayoutConstraintException: Constraint improperly relates anchors of "
          + "incompatible types: <NSLayoutConstraint:0x"))
    #expect(message.contains(".left == UIView:0x"))
    #expect(message.contains(".top   (active)>"))
  }

  @Test func locationsOfDifferentAxesCanBeCreated() {
    let constraint = NSLayoutConstraint(
      item: UIView(), attribute: .centerX, relatedBy: .equal, toItem: UIView(),
      attribute: .centerY, multiplier: 1, constant: 0)
    #expect(constraint.firstAttribute == .centerX)
    #expect(constraint.secondAttribute == .centerY)
    #expect(!constraint.isActive)
  }
}
