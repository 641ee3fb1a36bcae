import Foundation

extension UIApplication {
  /// Sends an action message to a target, or along the responder chain when the target is
  /// `nil`: from the key window's first responder (or, without one, from the sender when it is
  /// a responder) up through each `next` responder, to the first that implements the selector.
  ///
  /// The selector is performed with the sender and the event as far as it takes arguments.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The receiver, or `nil` for the responder chain.
  ///   - sender: The object sending the message.
  ///   - event: The event that caused it, if any.
  /// - Returns: Whether a receiver performed it (`false` when no responder implements it).
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  {
    SelectorDispatch.perform(action, to: target, from: sender, event: event)
  }
}
