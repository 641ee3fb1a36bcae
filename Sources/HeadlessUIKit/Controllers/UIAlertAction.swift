import Foundation

/// A button of an alert or action sheet: a title, a style and the closure run when it is
/// chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// The button's title.
  open private(set) var title: String?

  /// The button's style.
  open private(set) var style: Style

  /// Whether the button can be chosen; `true` by default.
  ///
  /// A disabled action is not run and does not dismiss the alert.
  open var isEnabled = true

  /// The closure run after the alert is dismissed when the action is chosen.
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's style.
  ///   - handler: Called with the action once the alert is dismissed after it was chosen.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

extension UIAlertAction {
  /// The look and role of an action.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels; an alert has at most one.
    case cancel = 1
    /// An action that destroys data, shown in red.
    case destructive = 2
  }
}

/// The style of an alert controller.
extension UIAlertController {
  /// An alert in the middle of the screen, or an action sheet from the bottom (a popover on
  /// iPad).
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// An alert.
    case alert = 1
  }
}
