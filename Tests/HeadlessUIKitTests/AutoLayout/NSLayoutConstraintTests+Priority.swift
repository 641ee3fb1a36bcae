import HeadlessUIKit
import Testing

/// The standard error of an exited child process, decoded.
private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Priority changes (spec 5.6, 5.8; decisions D7 and D9, peers A2).
@MainActor
@Suite struct NSLayoutConstraintPriorityTests {
  /// The views of the constraints made by `activeConstraint(priority:)`, kept alive for the test
  /// (a constraint whose holding view is gone is inactive, as in UIKit).
  private let parent = UIView()

  private func activeConstraint(priority: UILayoutPriority) -> NSLayoutConstraint {
    let child = UIView()
    parent.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
  }

  @Test func anInactiveConstraintMovesFreelyBetweenRequiredAndOptional() {
    let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = .defaultLow
    #expect(constraint.priority == .defaultLow)
    constraint.priority = .required
    #expect(constraint.priority == .required)
  }

  @Test func anActiveOptionalConstraintChangesBetweenOptionalPriorities() {
    let constraint = activeConstraint(priority: .defaultHigh)
    constraint.priority = .defaultLow
    #expect(constraint.priority == .defaultLow)
    constraint.priority = UILayoutPriority(999.5)
    #expect(constraint.priority.rawValue == 999.5)
    #expect(constraint.isActive)
  }

  @Test func settingTheSamePriorityOnAnActiveRequiredConstraintIsAllowed() {
    let constraint = activeConstraint(priority: .required)
    constraint.priority = .required
    #expect(constraint.priority == .required)
  }

  @Test func aDeactivatedConstraintMayBecomeOptional() {
    let constraint = activeConstraint(priority: .required)
    constraint.isActive = false
    constraint.priority = .defaultHigh
    constraint.isActive = true
    #expect(constraint.priority == .defaultHigh)
  }

  @Test func makingAnActiveRequiredConstraintOptionalStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let constraint = child.heightAnchor.constraint(equalTo: parent.heightAnchor)
        constraint.isActive = true
        constraint.priority = .defaultLow
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: Mutating a priority from required to not on an "
          + "installed constraint (or vice-versa) is not supported.  You passed priority 250 "
          + "and the existing priority was 1000."))
  }

  @Test func makingAnActiveOptionalConstraintRequiredStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        let constraint = view.heightAnchor.constraint(equalToConstant: 44)
        constraint.priority = UILayoutPriority(999)
        constraint.isActive = true
        constraint.priority = .required
      }
    }
    #expect(
      text(result).contains(
        "You passed priority 1000 and the existing priority was 999."))
  }

  @Test func aPriorityAboveRequiredStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIView().widthAnchor.constraint(equalToConstant: 1).priority = UILayoutPriority(1001)
      }
    }
    #expect(
      text(result).contains(
        "NSInternalInconsistencyException: It's illegal to set priority:1001.  Priorities must "
          + "be greater than 0 and less or equal to NSLayoutPriorityRequired, which is "
          + "1000.000000."))
  }

  @Test func aPriorityOfZeroStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIView().widthAnchor.constraint(equalToConstant: 1).priority = UILayoutPriority(0)
      }
    }
    #expect(text(result).contains("It's illegal to set priority:0."))
  }

  @Test func aNegativePriorityStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UIView().widthAnchor.constraint(equalToConstant: 1).priority = UILayoutPriority(-1)
      }
    }
    #expect(text(result).contains("It's illegal to set priority:-1."))
  }
}
