import Foundation

/// Sends a selector to a target: the one place UIKit's target–action messages go, for
/// controls, gesture recognizers, bar button items and `UIApplication.sendAction(_:to:from:for:)`
/// (decisions B5, RT4).
///
/// Linux has no Objective-C runtime, so selectors are performed through
/// ``ObjectiveCRuntime``'s table, which the `uikit-sources` transform fills from the app's
/// `@objc` and `@IBAction` methods. A selector with no registered method stops with the
/// message UIKit gives for an object that does not answer a selector.
@MainActor
enum SelectorDispatch {
  /// What to do instead, printed with the stop.
  static let advice =
    "register the method with ObjectiveCRuntime.registerMethod (the UIKitSourcesPlugin "
    + "build plugin generates it for @objc and @IBAction methods), or use a UIAction"

  /// Sends `action` to `target` on behalf of `sender`: with a target, the target must
  /// implement it; with none, the responder chain's first implementer performs it.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The receiver, or `nil` for the responder chain.
  ///   - sender: The control, gesture recognizer or bar item sending it.
  ///   - event: The event, passed as the second argument to selectors that take two.
  /// - Returns: Whether a receiver performed it.
  @discardableResult
  static func perform(_ action: Selector, to target: Any?, from sender: Any?, event: UIEvent?)
    -> Bool
  {
    let arguments: [Any?] = [sender, event]
    let count = ObjectiveCSelectorName.argumentCount(action.name)
    let passed = Array(arguments.prefix(count))
    if let target {
      let object = target as AnyObject
      guard ObjectiveCRuntime.perform(action.name, on: object, with: passed) != nil else {
        unrecognized(action, sentTo: object)
      }
      return true
    }
    var responder = firstResponder() ?? (sender as? UIResponder)
    while let current = responder {
      if ObjectiveCRuntime.perform(action.name, on: current, with: passed) != nil { return true }
      responder = current.next
    }
    return false
  }

  /// Sends `action` to `target` for `sender` (controls and gesture recognizers).
  static func send(_ action: Selector, to target: Any?, from sender: AnyObject) {
    perform(action, to: target, from: sender, event: nil)
  }

  /// Stops with the runtime's message for an object that does not implement a selector.
  static func unrecognized(_ action: Selector, sentTo object: AnyObject) -> Never {
    preconditionFailure(
      "NSInvalidArgumentException: -[\(ObjectAddress.className(of: object)) \(action)]: "
        + "unrecognized selector sent to instance \(ObjectAddress.of(object)). " + advice)
  }

  /// The first responder of the key window, if any.
  static func firstResponder() -> UIResponder? {
    UIWindow.keyWindow?.responderState.firstResponder
  }
}
