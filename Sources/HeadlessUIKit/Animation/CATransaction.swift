import Foundation

/// The key of a transaction's animation duration (a `CFTimeInterval`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether a transaction's implicit actions are disabled (a `Bool`).
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's timing function (a `CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block (a `() -> Void`).
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes and animations into units that are committed together.
///
/// Every change happens inside a transaction: an explicit one between `begin()` and
/// `commit()`, or the implicit one the main queue's current turn opens and commits at its end.
/// Headless there is no render clock: when a transaction commits, its animations run to their
/// end on the next turn of the main queue, after the layout pass (as `UIView.animate`'s
/// completions do). Each animation's delegate then gets `animationDidStart(_:)` and
/// `animationDidStop(_:finished: true)`, and then the transaction's completion block runs.
@preconcurrency @MainActor
open class CATransaction: NSObject {
  /// The explicit transactions being built, innermost last.
  private static var stack: [Frame] = []
  /// The implicit transaction of the main queue's current turn, if one is open.
  private static var implicit: Frame?

  /// One transaction's values and the animations added while it was current.
  final class Frame {
    var values: [String: Any] = [:]
    var animations: [(layer: CALayer, animation: CAAnimation)] = []
  }

  /// Opens a new explicit transaction, nested in the current one.
  open class func begin() {
    stack.append(Frame())
  }

  /// Commits the innermost explicit transaction.
  ///
  /// Its animations run on the next turn of the main queue. Without an open explicit transaction, nothing happens.
  open class func commit() {
    guard let frame = stack.popLast() else { return }
    schedule(frame)
  }

  /// Commits the implicit transaction now, so later changes of this turn belong to a new one.
  open class func flush() {
    implicit = nil
  }

  /// Does nothing: headless, everything runs on the main queue.
  open class func lock() {}

  /// Does nothing: headless, everything runs on the main queue.
  open class func unlock() {}

  /// The duration of the current transaction's animations.
  ///
  /// Defaults to 0.25 s.
  open class func animationDuration() -> CFTimeInterval {
    value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
  }

  /// Sets the duration of the current transaction's animations.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    setValue(dur, forKey: kCATransactionAnimationDuration)
  }

  /// The current transaction's timing function, or `nil` (the default).
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
  }

  /// Sets the current transaction's timing function.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: kCATransactionAnimationTimingFunction)
  }

  /// Whether the current transaction's implicit actions are disabled.
  ///
  /// Defaults to `false`.
  ///
  /// HeadlessUIKit layers have no implicit actions, so the value is only reported back.
  open class func disableActions() -> Bool {
    value(forKey: kCATransactionDisableActions) as? Bool ?? false
  }

  /// Sets whether the current transaction's implicit actions are disabled.
  open class func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: kCATransactionDisableActions)
  }

  /// The current transaction's completion block, or `nil`.
  open class func completionBlock() -> (() -> Void)? {
    value(forKey: kCATransactionCompletionBlock) as? () -> Void
  }

  /// Sets the block run once every animation of the current transaction has completed (after
  /// their delegates' `animationDidStop(_:finished:)`).
  ///
  /// - Parameter block: The block, or `nil`; it replaces any block set before.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    setValue(block, forKey: kCATransactionCompletionBlock)
  }

  /// A value of the current transaction, looked up from the innermost transaction outwards.
  ///
  /// - Parameter key: A key such as `kCATransactionAnimationDuration`.
  /// - Returns: The value, or `nil` if no open transaction has one.
  open class func value(forKey key: String) -> Any? {
    for frame in stack.reversed() {
      if let value = frame.values[key] { return value }
    }
    return implicit?.values[key]
  }

  /// Sets a value of the current transaction.
  ///
  /// - Parameters:
  ///   - anObject: The value, or `nil` to remove it.
  ///   - key: A key such as `kCATransactionAnimationDuration`.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    current.values[key] = anObject
  }

  /// The transaction changes go into: the innermost explicit one, else the implicit one
  /// (opened, and scheduled to commit at the end of the turn, on first use).
  static var current: Frame {
    if let frame = stack.last { return frame }
    if let frame = implicit { return frame }
    let frame = Frame()
    implicit = frame
    schedule(frame)
    UpdateCycle.shared.afterNextPass { if implicit === frame { implicit = nil } }
    return frame
  }

  /// Records an animation added to a layer in the current transaction.
  static func record(_ animation: CAAnimation, on layer: CALayer) {
    current.animations.append((layer, animation))
  }

  /// Runs a committed transaction's animations to their end after the next layout pass, then
  /// its completion block.
  private static func schedule(_ frame: Frame) {
    UpdateCycle.shared.afterNextPass {
      for (layer, animation) in frame.animations { layer.runToCompletion(animation) }
      (frame.values[kCATransactionCompletionBlock] as? () -> Void)?()
    }
  }
}
