import HeadlessUIKitTestSupport
@testable import HeadlessUIKit

/// A view that records the touch phases it receives, as `name.phase(count)`.
@MainActor
final class TouchLoggingView: UIView {
  let name: String
  let log: EventLog
  /// Whether the view forwards touches to its next responder after recording them.
  var forwards = false

  init(_ name: String, log: EventLog, frame: CGRect) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("not used in tests")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).began(\(touches.count))")
    if forwards { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).moved(\(touches.count))")
    if forwards { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).ended(\(touches.count))")
    if forwards { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).cancelled(\(touches.count))")
    if forwards { super.touchesCancelled(touches, with: event) }
  }
}

/// Records every state a recognizer is set to that changes it, as `name.state`.
@MainActor
func record(_ state: UIGestureRecognizer.State, of name: String, in log: EventLog) {
  let names: [UIGestureRecognizer.State: String] = [
    .possible: "possible", .began: "began", .changed: "changed", .ended: "ended",
    .cancelled: "cancelled", .failed: "failed",
  ]
  log.record("\(name).\(names[state] ?? "?")")
}

/// A tap recognizer that logs its state changes.
@MainActor
final class LoggingTapRecognizer: UITapGestureRecognizer {
  var logName = "tap"
  var log = EventLog()
  var resets = 0
  private var lastRecorded = UIGestureRecognizer.State.possible

  override var state: UIGestureRecognizer.State {
    didSet {
      guard state != lastRecorded else { return }
      lastRecorded = state
      record(state, of: logName, in: log)
    }
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}

/// Records each action a recognizer sends (where its targets' selectors go), with its state.
@MainActor
func observeActions(of recognizer: UIGestureRecognizer, name: String, in log: EventLog) {
  recognizer.internalActions.append { recognizer in
    record(recognizer.state, of: name, in: log)
  }
}

/// A delegate whose answers the test chooses.
@MainActor
final class ConfigurableGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  var shouldBegin = true
  var simultaneous = false
  var receives = true
  var asked: [String] = []

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked.append("shouldBegin")
    return shouldBegin
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    simultaneous
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    asked.append("shouldReceive")
    return receives
  }
}

/// A visible window with a 320 × 480 frame and a root view of the same size.
@MainActor
func makeTouchWindow() -> (UIWindow, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root = UIView(frame: window.bounds)
  window.addSubview(root)
  window.makeKeyAndVisible()
  return (window, root)
}
