import Foundation

/// An action shown when the user swipes a table row: a button with a title or image and a
/// handler that reports whether it performed the action.
///
/// Headless, the buttons are not drawn; ``UITableView/headlessPerformSwipeAction(at:edge:index:)``
/// runs an action as a user's tap on its button does (decision TB7).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The closure run when the user taps the action: given the action, the view that showed it
  /// (the row's cell, headless) and a completion handler to call with whether the action was
  /// performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How an action's button looks.
  public enum Style: Int, Sendable {
    /// An ordinary action, on a grey button by default.
    case normal = 0
    /// An action that deletes the row's data, on a red button by default.
    case destructive = 1
  }

  /// The style the action was made with.
  public let style: Style

  /// The closure run when the user taps the action.
  public let handler: Handler

  /// The button's title; `nil` for none.
  open var title: String?

  /// The button's image; `nil` for none.
  open var image: UIImage?

  /// The colour set for the button, if any.
  private var storedBackgroundColor: UIColor?

  /// The button's colour.
  ///
  /// The colour set, else the style's: system red for destructive actions, system grey for
  /// the others (decision TB7). Setting `nil` restores the style's colour.
  open var backgroundColor: UIColor! {
    get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackgroundColor = newValue }
  }

  /// Creates an action with its style, title and handler.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - title: The title, or `nil`.
  ///   - handler: The closure run when the user taps the action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
