import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// A view that records its updateConstraints calls and makes its constraints there.
@MainActor
private class UpdatingView: UIView {
  let name: String
  let log: EventLog
  var makeConstraints: ((UpdatingView) -> Void)?

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func updateConstraints() {
    log.record("\(name).updateConstraints")
    makeConstraints?(self)
    makeConstraints = nil
    super.updateConstraints()
  }
}

/// An updating view that asks for constraint-based layout (it makes its constraints in
/// updateConstraints, spec 4.11).
@MainActor
private final class RequiringUpdatingView: UpdatingView {
  override class var requiresConstraintBasedLayout: Bool {
    true
  }
}

/// A view that sets up its constraints only in updateConstraints, so it asks for the engine.
@MainActor
private final class SelfConstrainingView: UIView {
  var updates = 0

  override class var requiresConstraintBasedLayout: Bool {
    true
  }

  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@MainActor
@Suite struct ConstraintPassTests {
  // spec 4.6: updateConstraints runs bottom-up (subviews before their superview) before the
  // layout pass, and constraints made there are in force for that layout. The child makes its
  // constraints there, so it requires constraint-based layout (spec 4.11).
  @Test func updateConstraintsRunsBottomUpBeforeLayout() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let parent = UpdatingView("parent", log: log)
    let child = RequiringUpdatingView("child", log: log)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    parent.addSubview(child)
    window.addSubview(parent)
    child.translatesAutoresizingMaskIntoConstraints = false
    child.makeConstraints = { view in
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 12),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 12),
        view.widthAnchor.constraint(equalToConstant: 30),
        view.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
    child.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(log.entries.prefix(2) == ["child.updateConstraints", "parent.updateConstraints"])
    #expect(child.frame == CGRect(x: 12, y: 12, width: 30, height: 30))
    #expect(!child.needsUpdateConstraints())
  }

  // spec 4.7: setNeedsUpdateConstraints coalesces into one updateConstraints on the next turn
  // of the main queue.
  @Test func setNeedsUpdateConstraintsCoalesces() async {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UpdatingView("view", log: log)
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    log.clear()
    view.setNeedsUpdateConstraints()
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    #expect(log.entries.isEmpty)
    await nextMainQueueTurn()
    #expect(log.entries == ["view.updateConstraints"])
  }

  // spec 4.11: without any constraint and without requiresConstraintBasedLayout the pass does
  // not run; a view that requires constraint-based layout engages it.
  @Test func requiresConstraintBasedLayoutEngagesThePass() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let log = EventLog()
    let plain = UpdatingView("plain", log: log)
    window.addSubview(plain)
    window.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    #expect(!UIView.requiresConstraintBasedLayout)

    let selfConstraining = SelfConstrainingView()
    window.addSubview(selfConstraining)
    window.layoutIfNeeded()
    #expect(selfConstraining.updates == 1)
    #expect(log.entries == ["plain.updateConstraints"])
  }

  // updateConstraintsIfNeeded runs the pass for the receiver's subtree at once.
  @Test func updateConstraintsIfNeededRunsNow() {
    let log = EventLog()
    let view = UpdatingView("view", log: log)
    #expect(view.needsUpdateConstraints())  // a new view needs its constraints updated
    view.updateConstraintsIfNeeded()
    #expect(log.entries == ["view.updateConstraints"])
    view.updateConstraintsIfNeeded()
    #expect(log.entries == ["view.updateConstraints"])
  }
}

/// A view whose `updateConstraints()` forgets to call `super`.
@MainActor
final class ForgetfulView: UIView {
  override func updateConstraints() {}
}

@MainActor
@Suite struct ConstraintPassSuperCheckTests {
  // Decision A7: UIKit raises when an override of updateConstraints() does not call super.
  @Test func anOverrideThatSkipsSuperStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = ForgetfulView()
        view.updateConstraintsIfNeeded()
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "NSInternalInconsistencyException: Auto Layout still required after sending "
          + "-updateConstraints to <HeadlessUIKitTests.ForgetfulView: 0x"))
    #expect(text.contains("may have overridden -updateConstraints without calling super."))
  }
}
