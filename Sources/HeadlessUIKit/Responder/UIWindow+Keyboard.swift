import Foundation

/// The headless keyboard of a window.
///
/// There is no keyboard on screen headless: the keyboard is a frame the window keeps and the
/// notifications UIKit posts when it moves. It appears when a text field or text view becomes
/// first responder and disappears when it resigns; a test can also show and hide it.
extension UIWindow {
  /// How long the keyboard's animation lasts, in seconds.
  static let keyboardAnimationDuration: TimeInterval = 0.25

  /// The curve the keyboard animates with (UIKit's private keyboard curve, 7).
  static let keyboardAnimationCurve = 7

  /// The height the keyboard appears with when a text input becomes first responder, in
  /// points; 336 (an iPhone keyboard with its suggestion bar) until set (a HeadlessUIKit
  /// addition).
  public var headlessKeyboardHeight: CGFloat {
    get { responderState.keyboardHeight }
    set { responderState.keyboardHeight = newValue }
  }

  /// The keyboard's frame in screen coordinates, or `nil` when it is hidden (a HeadlessUIKit
  /// addition).
  public var headlessKeyboardFrame: CGRect? {
    responderState.keyboardFrame
  }

  /// Shows the keyboard at the bottom of the screen, as a text input becoming first responder
  /// does (a HeadlessUIKit addition).
  ///
  /// Posts `keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`,
  /// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`, in that order,
  /// with the frames in screen coordinates: from just below the screen (or the previous
  /// frame) to the bottom `height` points of the screen. Between the `will` and the `did`
  /// notifications the views' keyboard layout guides move and the window is laid out.
  ///
  /// - Parameter height: The keyboard's height, in points.
  public func headlessShowKeyboard(height: CGFloat) {
    showKeyboard(for: nil, height: height)
  }

  /// Hides the keyboard, as the first responder resigning does (a HeadlessUIKit addition).
  ///
  /// Posts `keyboardWillChangeFrameNotification`, `keyboardWillHideNotification`,
  /// `keyboardDidChangeFrameNotification` and `keyboardDidHideNotification`; does nothing
  /// when the keyboard is hidden.
  public func headlessHideKeyboard() {
    hideKeyboard()
  }

  /// Shows the keyboard for a responder (or for a test, when `nil`).
  func showKeyboard(for owner: UIResponder?, height: CGFloat) {
    let bounds = screen.bounds
    let end = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    let begin =
      responderState.keyboardFrame
      ?? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
    responderState.keyboardOwner = owner
    guard begin != end || responderState.keyboardFrame == nil else { return }
    responderState.keyboardFrame = end
    postKeyboardNotifications(
      will: UIResponder.keyboardWillShowNotification,
      did: UIResponder.keyboardDidShowNotification, from: begin, to: end)
  }

  /// Hides the keyboard.
  func hideKeyboard() {
    guard let begin = responderState.keyboardFrame else { return }
    let bounds = screen.bounds
    let end = CGRect(
      x: begin.minX, y: bounds.maxY, width: begin.width, height: begin.height)
    responderState.keyboardFrame = nil
    responderState.keyboardOwner = nil
    postKeyboardNotifications(
      will: UIResponder.keyboardWillHideNotification,
      did: UIResponder.keyboardDidHideNotification, from: begin, to: end)
  }

  /// Moves the keyboard layout guides of the window's views and lays the window out, as the
  /// guides follow the keyboard's animation (decision CL6).
  private func moveKeyboardLayoutGuides() {
    UIKeyboardLayoutGuide.keyboardDidMove(in: self)
    layoutIfNeeded()
    UIKeyboardLayoutGuide.updateTrackedConstraints(in: self)
    layoutIfNeeded()
  }

  /// Posts the will and did notifications of a keyboard move.
  private func postKeyboardNotifications(
    will: NSNotification.Name, did: NSNotification.Name, from begin: CGRect, to end: CGRect
  ) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
        value: Self.keyboardAnimationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    center.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: userInfo)
    center.post(name: will, object: screen, userInfo: userInfo)
    moveKeyboardLayoutGuides()
    center.post(
      name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: userInfo)
    center.post(name: did, object: screen, userInfo: userInfo)
  }
}
