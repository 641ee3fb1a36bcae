import Foundation

/// Something a constraint can relate: a view, or a layout guide.
///
/// Constraints and anchors hold their items weakly, through their ``layoutItemReference``. Activation maps
/// every item to its ``layoutView`` and installs the constraint on the closest view that
/// contains all of them (spec 5.9: a layout guide counts as its owning view).
@MainActor
protocol LayoutItem: AnyObject {
  /// The view the item belongs to: a view itself, a layout guide its owning view (`nil` while
  /// the guide is not added to a view).
  var layoutView: UIView? { get }

  /// The item as constraint and anchor descriptions print it, for example `UIView:0x7f8e…` or
  /// `MyApp.CardView:0x7f8e…`.
  var layoutDescription: String { get }

  /// The reference through which constraints, anchors and engines refer to the item without
  /// keeping it alive (decision PF31), made on first use.
  var layoutItemReference: LayoutItemReference { get }
}
