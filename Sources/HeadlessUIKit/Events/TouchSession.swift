import Foundation

/// The clock touches are stamped with: seconds that pass only when the touch driver moves
/// them on, so that timers (a long press, the interval between taps) are deterministic.
@MainActor
enum HeadlessTouchClock {
  /// The current time.
  static var now: TimeInterval = 1
}

/// What a view has been told about one touch, and what it is still to be told.
struct ViewTouchDelivery {
  /// Phases recorded but not yet delivered (held back by a recognizer's delays).
  var pending: [UITouch.Phase] = []
  /// Whether the view received `touchesBegan`.
  var beganDelivered = false
  /// Whether the view received `touchesEnded` or `touchesCancelled`.
  var finished = false
}

/// The touches of a window: UIKit's event delivery for one window, driven by the headless
/// touch driver.
///
/// Each phase goes first to the gesture recognizers that receive the touch (those of the hit
/// view and its ancestors), then to the hit view, which forwards up the responder chain by
/// default. A recognizer that recognizes with `cancelsTouchesInView` makes the view receive
/// `touchesCancelled(_:with:)` instead; `delaysTouchesBegan` and `delaysTouchesEnded` hold the
/// view's phases back while the recognizer is still possible.
@MainActor
final class TouchSession {
  /// The window.
  private weak var window: UIWindow?
  /// The event delivered with every phase, kept for the window's life as UIKit keeps it.
  let event = UIEvent()
  /// The recognizers competing in the current sequence.
  private var arena: GestureArena?
  /// The touches down, in the order they began.
  private(set) var activeTouches: [UITouch] = []
  /// What each touch's view has been told.
  private var deliveries: [ObjectIdentifier: ViewTouchDelivery] = [:]
  /// The touches of the sequence, active or lifted, until it is reset.
  private var sequenceTouches: [UITouch] = []
  /// The last tap: when and where it lifted and its tap count.
  private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
  /// Whether a reset is scheduled on the main queue.
  private var resetScheduled = false

  /// How long after a tap lifts the next touch still counts as the same multiple tap.
  static let multipleTapInterval: TimeInterval = 0.35
  /// How far from the previous tap the next touch still counts as the same multiple tap.
  static let multipleTapDistance: CGFloat = 45

  /// Creates the session of a window.
  init(window: UIWindow) {
    self.window = window
  }

  // MARK: Phases

  /// Puts fingers down at points of the window.
  func begin(at points: [CGPoint]) -> [UITouch] {
    guard let window else { return [] }
    if activeTouches.isEmpty { resetIfIdle() }
    let arena = self.arena ?? makeArena()
    var began: [UITouch] = []
    for point in points {
      let touch = UITouch()
      touch.window = window
      touch.phase = .began
      touch.timestamp = HeadlessTouchClock.now
      touch.windowLocation = point
      touch.previousWindowLocation = point
      touch.startWindowLocation = point
      touch.tapCount = tapCount(at: point)
      touch.view = window.hitTest(point, with: event)
      touch.gestureRecognizers = recognizers(for: touch)
      for recognizer in touch.gestureRecognizers ?? [] { arena.join(recognizer) }
      var delivery = ViewTouchDelivery()
      // A view that refuses a second touch, or an exclusive view sharing the screen, is not
      // told of the touch; its recognizers still are (decision GP7).
      delivery.finished = !viewAccepts(touch, alongside: activeTouches + began)
      deliveries[ObjectIdentifier(touch)] = delivery
      activeTouches.append(touch)
      sequenceTouches.append(touch)
      began.append(touch)
    }
    event.eventTouches.formUnion(began)
    deliver(.began, began)
    return began
  }

  /// Whether a new touch's view may receive it, given the touches already down:
  /// `isMultipleTouchEnabled` and `isExclusiveTouch` as UIKit applies them.
  private func viewAccepts(_ touch: UITouch, alongside others: [UITouch]) -> Bool {
    guard let view = touch.view else { return true }
    let tracked = others.filter { other in
      guard let delivery = deliveries[ObjectIdentifier(other)] else { return false }
      return !delivery.finished && other.view != nil
    }
    if !view.isMultipleTouchEnabled, tracked.contains(where: { $0.view === view }) {
      return false
    }
    let elsewhere = tracked.filter { $0.view !== view }
    if view.isExclusiveTouch, !elsewhere.isEmpty { return false }
    if elsewhere.contains(where: { $0.view?.isExclusiveTouch == true }) { return false }
    return true
  }

  /// Moves fingers to points of the window.
  func move(_ touches: [UITouch], to points: [CGPoint]) {
    let moving = zip(touches, points).filter { touch, _ in isActive(touch) }
    guard !moving.isEmpty else { return }
    for (touch, point) in moving {
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = point
      touch.phase = .moved
      touch.timestamp = HeadlessTouchClock.now
    }
    for touch in activeTouches where !moving.contains(where: { $0.0 === touch }) {
      touch.phase = .stationary
    }
    deliver(.moved, moving.map(\.0))
  }

  /// Lifts fingers.
  func end(_ touches: [UITouch]) {
    let ending = touches.filter { isActive($0) }
    guard !ending.isEmpty else { return }
    for touch in ending {
      touch.phase = .ended
      touch.timestamp = HeadlessTouchClock.now
      touch.previousWindowLocation = touch.windowLocation
    }
    deliver(.ended, ending)
    activeTouches.removeAll { touch in ending.contains { $0 === touch } }
    if let last = ending.last {
      lastTap = (HeadlessTouchClock.now, last.windowLocation, last.tapCount)
    }
  }

  /// Cancels fingers, as the system does when it takes the touches (an incoming call).
  func cancel(_ touches: [UITouch]) {
    let cancelling = touches.filter { isActive($0) }
    guard !cancelling.isEmpty else { return }
    for touch in cancelling {
      touch.phase = .cancelled
      touch.timestamp = HeadlessTouchClock.now
    }
    deliver(.cancelled, cancelling)
    activeTouches.removeAll { touch in cancelling.contains { $0 === touch } }
  }

  /// Moves the clock on, firing the recognizers' timers that fall due on the way.
  func advanceClock(by interval: TimeInterval) {
    let end = HeadlessTouchClock.now + max(0, interval)
    while let arena, let next = arena.nextDeadline, next.time <= end {
      HeadlessTouchClock.now = max(HeadlessTouchClock.now, next.time)
      next.recognizer.deadline = nil
      next.recognizer.deadlinePassed()
      pumpViews()
    }
    HeadlessTouchClock.now = end
  }

  /// Ends the sequence once no finger is down: every timer falls due, recognizers still
  /// possible fail, held-back phases reach the views, and the recognizers are reset on the
  /// next turn of the main queue (or before the next touch).
  func settle() {
    guard activeTouches.isEmpty else { return }
    advanceClock(by: 1)
    arena?.failIdleMembers()
    pumpViews()
    scheduleReset()
  }

  // MARK: Delivery

  /// Delivers a phase to the recognizers first, then to the views.
  private func deliver(_ phase: UITouch.Phase, _ touches: [UITouch]) {
    event.touchTimestamp = HeadlessTouchClock.now
    for recognizer in arena?.members ?? [] {
      deliver(phase, touches, to: recognizer)
    }
    for touch in touches {
      deliveries[ObjectIdentifier(touch)]?.pending.append(phase)
    }
    pumpViews()
  }

  /// Delivers a phase to one recognizer: the touches it receives, while it is enabled and
  /// not finished.
  private func deliver(
    _ phase: UITouch.Phase, _ touches: [UITouch], to recognizer: UIGestureRecognizer
  ) {
    guard recognizer.isEnabled, !recognizer.isFinished else { return }
    let mine = touches.filter { touch in
      touch.gestureRecognizers?.contains { $0 === recognizer } ?? false
    }
    guard !mine.isEmpty else { return }
    if phase == .began {
      recognizer.trackedTouches.append(contentsOf: mine)
    }
    recognizer.lastWindow = window
    recognizer.lastCentroid = recognizer.centroid
    let set = Set(mine)
    switch phase {
    case .began: recognizer.touchesBegan(set, with: event)
    case .moved: recognizer.touchesMoved(set, with: event)
    case .ended: recognizer.touchesEnded(set, with: event)
    case .cancelled: recognizer.touchesCancelled(set, with: event)
    default: break
    }
    if phase == .ended || phase == .cancelled {
      recognizer.trackedTouches.removeAll { touch in mine.contains { $0 === touch } }
    }
  }

  /// Delivers the phases the views may now receive, grouped by view and phase as UIKit
  /// groups them, and cancels the touches a recognizer took.
  func pumpViews() {
    var batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
    for touch in sequenceTouches {
      guard let view = touch.view, var delivery = deliveries[ObjectIdentifier(touch)] else {
        continue
      }
      for phase in releasablePhases(of: touch, &delivery) {
        if let index = batches.lastIndex(where: { $0.view === view && $0.phase == phase }),
          index == batches.count - 1
        {
          batches[index].touches.append(touch)
        } else {
          batches.append((view, phase, [touch]))
        }
      }
      deliveries[ObjectIdentifier(touch)] = delivery
    }
    for batch in batches {
      let touches = Set(batch.touches)
      switch batch.phase {
      case .began: batch.view.touchesBegan(touches, with: event)
      case .moved: batch.view.touchesMoved(touches, with: event)
      case .ended: batch.view.touchesEnded(touches, with: event)
      default: batch.view.touchesCancelled(touches, with: event)
      }
    }
  }

  /// The phases of a touch its view may receive now, updating what it has been told.
  private func releasablePhases(
    of touch: UITouch, _ delivery: inout ViewTouchDelivery
  ) -> [UITouch.Phase] {
    guard !delivery.finished else {
      delivery.pending.removeAll()
      return []
    }
    let recognizers = touch.gestureRecognizers ?? []
    if recognizers.contains(where: { $0.hasRecognized && $0.cancelsTouchesInView }) {
      delivery.pending.removeAll()
      delivery.finished = true
      return delivery.beganDelivered ? [.cancelled] : []
    }
    var released: [UITouch.Phase] = []
    while let phase = delivery.pending.first {
      let undecided = recognizers.filter { $0.isEnabled && $0.storedState == .possible }
      if phase == .began || phase == .moved, !delivery.beganDelivered,
        undecided.contains(where: { $0.delaysTouchesBegan })
      {
        break
      }
      if phase == .ended, undecided.contains(where: { $0.delaysTouchesEnded }) { break }
      delivery.pending.removeFirst()
      if phase == .began { delivery.beganDelivered = true }
      if phase == .ended || phase == .cancelled {
        delivery.finished = true
        delivery.pending.removeAll()
        if delivery.beganDelivered { released.append(phase) }
        break
      }
      released.append(phase)
    }
    return released
  }

  // MARK: Sequence

  /// The recognizers a new touch goes to: the enabled recognizers of the hit view and its
  /// ancestors, hit view first, that are not finished and whose delegates accept the touch
  /// and its event.
  private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var current = touch.view
    while let view = current {
      for recognizer in view.attachedGestureRecognizers
      where recognizer.isEnabled && !recognizer.isFinished {
        if let delegate = recognizer.delegate {
          guard delegate.gestureRecognizer(recognizer, shouldReceive: touch),
            delegate.gestureRecognizer(recognizer, shouldReceive: event)
          else { continue }
        }
        result.append(recognizer)
      }
      current = view.superview
    }
    return result
  }

  /// The tap count of a touch: one more than the last tap's when it follows it closely in
  /// time and place, otherwise 1.
  private func tapCount(at point: CGPoint) -> Int {
    guard let lastTap, HeadlessTouchClock.now - lastTap.time <= Self.multipleTapInterval,
      hypot(point.x - lastTap.location.x, point.y - lastTap.location.y)
        <= Self.multipleTapDistance
    else { return 1 }
    return lastTap.count + 1
  }

  /// Whether a touch is down.
  private func isActive(_ touch: UITouch) -> Bool {
    activeTouches.contains { $0 === touch }
  }

  /// Makes the arena of a new sequence.
  private func makeArena() -> GestureArena {
    let arena = GestureArena()
    arena.stateDidChange = { [weak self] in self?.pumpViews() }
    self.arena = arena
    return arena
  }

  /// Resets the recognizers on the next turn of the main queue.
  private func scheduleReset() {
    guard !resetScheduled else { return }
    resetScheduled = true
    UpdateCycle.shared.afterNextPass { [weak self] in self?.resetIfIdle() }
  }

  /// Ends the sequence when no finger is down and no recognizer waits for a timer: the
  /// recognizers return to `possible` and the event forgets its touches.
  func resetIfIdle() {
    resetScheduled = false
    guard activeTouches.isEmpty else { return }
    if let arena, arena.nextDeadline != nil { return }
    arena?.resetMembers()
    arena = nil
    deliveries.removeAll()
    sequenceTouches.removeAll()
    event.eventTouches.removeAll()
  }
}
