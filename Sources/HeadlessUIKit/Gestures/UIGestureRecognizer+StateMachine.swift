import Foundation

/// UIKit's gesture-recognizer state machine (Apple's "About the gesture recognizer state
/// machine"): which transitions are allowed, when the delegate is asked, how failure
/// requirements hold a recognizer back and how a recognizer that recognizes excludes others.
extension UIGestureRecognizer {
  /// Whether the state is one the recognizer leaves only by being reset.
  var isFinished: Bool {
    storedState == .ended || storedState == .cancelled || storedState == .failed
  }

  /// Whether a continuous gesture is under way.
  var isActive: Bool {
    storedState == .began || storedState == .changed
  }

  /// Applies a state a subclass (or code) set.
  ///
  /// From `possible`, `began` and `ended` try to recognize, `failed` (or `cancelled`) fails,
  /// and `changed` is ignored. From `began` or `changed`, `began` and `changed` report a change,
  /// `ended` and `cancelled` finish (a `failed` is taken as `cancelled`, the only way out of a
  /// gesture under way). A finished recognizer ignores every state but `possible` until reset.
  func transition(to newState: State) {
    if newState == .possible {
      apply(.possible)
      pendingState = nil
      return
    }
    if isFinished { return }
    if storedState == .possible {
      switch newState {
      case .began, .ended: attemptRecognition(as: newState)
      case .failed, .cancelled: fail()
      case .changed, .possible: break
      }
      return
    }
    switch newState {
    case .began, .changed:
      apply(.changed)
      sendActions()
    case .ended:
      apply(.ended)
      sendActions()
      arena?.recognizerFinished(self)
    case .cancelled, .failed:
      apply(.cancelled)
      sendActions()
      arena?.recognizerFinished(self)
    case .possible:
      break
    }
  }

  /// Moves out of `possible` into `began` (a continuous gesture) or `ended` (a discrete one).
  ///
  /// The recognizer waits in `possible` while a recognizer it requires to fail is still
  /// possible, and fails when one of them recognized. It fails when a recognizer under way
  /// excludes it, when a control's default action takes precedence
  /// (``isPreemptedByControlAction``), or when its delegate or its view answers `false` to
  /// `gestureRecognizerShouldBegin(_:)`. Otherwise it recognizes: the recognizers it excludes
  /// fail (or are cancelled), its touches are cancelled in the view when
  /// ``cancelsTouchesInView`` is set, and its actions are sent.
  func attemptRecognition(as newState: State) {
    if let arena {
      let requirements = arena.failureRequirements(of: self)
      if requirements.contains(where: { $0.hasRecognized }) {
        fail()
        return
      }
      if requirements.contains(where: { $0.storedState == .possible }) {
        pendingState = newState
        return
      }
      if arena.members.contains(where: { $0 !== self && $0.hasRecognized && $0.excludes(self) }) {
        fail()
        return
      }
    }
    pendingState = nil
    if isPreemptedByControlAction {
      fail()
      return
    }
    let delegateAllows = delegate?.gestureRecognizerShouldBegin(self) ?? true
    guard delegateAllows, view?.gestureRecognizerShouldBegin(self) ?? true else {
      fail()
      return
    }
    apply(newState)
    hasRecognized = true
    arena?.recognizerRecognized(self)
    sendActions()
    arena?.stateDidChange?()
  }

  /// Stores a state the state machine decided on, through the ``state`` setter so that a
  /// subclass observing it sees every change.
  func apply(_ newState: State) {
    isApplyingState = true
    state = newState
    isApplyingState = false
  }

  /// Fails the recognizer and lets the recognizers waiting for it go on.
  func fail() {
    guard !isFinished else { return }
    apply(.failed)
    pendingState = nil
    arena?.recognizerFailed(self)
  }

  /// Applies a transition held back by failure requirements, once they are settled.
  func resolvePendingTransition() {
    guard storedState == .possible, let pending = pendingState else { return }
    pendingState = nil
    attemptRecognition(as: pending)
  }

  /// Whether this recognizer's recognizing makes `other` fail: neither delegate allows them
  /// together, this one can prevent it and it can be prevented.
  func excludes(_ other: UIGestureRecognizer) -> Bool {
    !recognizesSimultaneously(with: other) && canPrevent(other)
      && other.canBePrevented(by: self)
  }

  /// Whether either delegate lets the two recognizers recognize at the same time.
  func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true {
      return true
    }
    return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
      == true
  }

  /// Whether this recognizer must wait for `other` to fail: an explicit ``require(toFail:)``,
  /// either recognizer's subclass methods, or either delegate.
  func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    if requiredToFail.contains(where: { $0.recognizer === other }) { return true }
    if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
    if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
    return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Sends the actions: UIKit's own behaviour first, then each target–selector pair, in the
  /// order added, through the mechanism `UIControl` uses (decision B5).
  func sendActions() {
    for action in internalActions { action(self) }
    for entry in actionTargets {
      guard let target = entry.target.current else { continue }
      SelectorDispatch.send(entry.action, to: target, from: self)
    }
  }

  /// Ends whatever the recognizer is doing when it is disabled or leaves its view: a gesture
  /// under way is cancelled, one still possible fails.
  func abandon() {
    if isActive {
      transition(to: .cancelled)
    } else if storedState == .possible, !trackedTouches.isEmpty || pendingState != nil {
      fail()
    }
    trackedTouches.removeAll()
  }

  /// Returns the recognizer to `possible` at the end of a touch sequence and calls ``reset()``.
  func performReset() {
    apply(.possible)
    pendingState = nil
    hasRecognized = false
    trackedTouches.removeAll()
    deadline = nil
    arena = nil
    reset()
    resetSubclassState()
  }

  /// The centroid of the tracked touches, in window coordinates.
  var centroid: CGPoint {
    guard !trackedTouches.isEmpty else { return lastCentroid }
    let sum = trackedTouches.reduce(CGPoint.zero) {
      CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  /// Converts a point from the touches' window to a view (the window itself for `nil`).
  func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow ?? view.window, view !== window else { return point }
    return view.convert(point, from: window)
  }

  /// Converts a vector from the touches' window to a view (the window itself for `nil`).
  func convertVectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
    let origin = convertFromWindow(.zero, to: view)
    let end = convertFromWindow(vector, to: view)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }

  /// Converts a vector from a view (the window for `nil`) to the touches' window.
  func convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow ?? view.window, view !== window else { return vector }
    let origin = view.convert(CGPoint.zero, to: window)
    let end = view.convert(vector, to: window)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }
}
