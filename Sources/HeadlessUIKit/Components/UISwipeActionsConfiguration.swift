import Foundation

/// The actions a swipe reveals on one edge of a table row, nearest the edge first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first nearest the edge the row is swiped from.
  public let actions: [UIContextualAction]

  /// Whether swiping the row all the way across performs the first action; `true` by default.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of actions.
  ///
  /// - Parameter actions: The actions, the first nearest the edge; empty shows none.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
