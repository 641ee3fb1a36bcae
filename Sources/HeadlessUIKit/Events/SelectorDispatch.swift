import Foundation

/// Sends a selector to a target: the one place UIKit's target–action messages go, for
/// controls and gesture recognizers alike (decision B5).
///
/// Linux has no Objective-C runtime, so a selector cannot be performed: sending one stops with
/// the message UIKit gives for an object that does not answer a selector. A selector table
/// that performs known selectors would be added here.
@MainActor
enum SelectorDispatch {
  /// What to do instead, printed with the stop.
  static let advice =
    "HeadlessUIKit cannot perform selectors (Linux has no Objective-C runtime); "
    + "register a UIAction with addAction(_:for:) instead"

  /// Sends `action` to `target` on behalf of `sender`.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The receiver, or `nil` for the responder chain.
  ///   - sender: The control or gesture recognizer sending it.
  static func send(_ action: Selector, to target: Any?, from sender: AnyObject) -> Never {
    guard let target else {
      preconditionFailure(
        "Cannot send \(action) from \(ObjectAddress.short(sender)) along the responder chain: "
          + advice)
    }
    let object = target as AnyObject
    preconditionFailure(
      "NSInvalidArgumentException: -[\(ObjectAddress.className(of: object)) \(action)]: "
        + "unrecognized selector sent to instance \(ObjectAddress.of(object)). " + advice)
  }
}
