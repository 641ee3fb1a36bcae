import Foundation

/// A container of a primary (list) and a secondary (detail) controller, side by side on a
/// regular width and one at a time on a compact width.
///
/// On a regular horizontal size class the primary's view is ``primaryColumnWidth`` (320
/// points) wide at the leading edge and the secondary's view fills the rest, unless the display
/// mode hides or overlays the primary. On a compact size class (an iPhone's width) the split
/// view is collapsed: one view fills it, the secondary's, as UIKit shows after collapsing a
/// secondary onto a navigation controller primary, or the primary's when the delegate's
/// ``UISplitViewControllerDelegate/splitViewController(_:collapseSecondary:onto:)`` returns
/// `true`. Both controllers stay children.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// How the primary column shows beside the secondary.
  public enum DisplayMode: Int, Sendable {
    /// The split view chooses: beside on a regular width.
    case automatic = 0
    /// The primary is hidden.
    case secondaryOnly = 1
    /// The primary is beside the secondary.
    case oneBesideSecondary = 2
    /// The primary covers the secondary's leading edge.
    case oneOverSecondary = 3
    /// Two columns beside the secondary (triple-column split views).
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns that push the secondary aside.
    case twoDisplaceSecondary = 6

    /// The iOS 8–13 name of ``secondaryOnly``.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// The iOS 8–13 name of ``oneBesideSecondary``.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The iOS 8–13 name of ``oneOverSecondary``.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// The primary then the secondary controller; each is a child.
  open var viewControllers: [UIViewController] = [] {
    didSet { replaceChildren(oldValue) }
  }

  /// The object asked how to collapse and told of display-mode changes; weak.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The display mode asked for; `.automatic` by default.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      let mode = displayMode
      if mode != shownMode { delegate?.splitViewController(self, willChangeTo: mode) }
      shownMode = mode
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Whether a swipe shows and hides the primary; `true` by default (stored only).
  open var presentsWithGesture = true

  /// The width of the primary column; 320 points.
  open var primaryColumnWidth: CGFloat { 320 }

  private var shownMode: DisplayMode = .oneBesideSecondary

  /// The display mode in effect: `.secondaryOnly` while collapsed; otherwise the preferred
  /// mode, `.automatic` resolving to `.oneBesideSecondary`.
  open var displayMode: DisplayMode {
    if isCollapsed { return .secondaryOnly }
    return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
  }

  /// Whether one controller shows at a time: on a compact horizontal size class.
  open var isCollapsed: Bool {
    traitCollection.horizontalSizeClass == .compact
  }

  /// Shows a view controller as the primary (classic interface).
  ///
  /// The delegate's `splitViewController(_:show:sender:)` may handle it. Otherwise, collapsed,
  /// a navigation controller in the primary position pushes it; expanded, it replaces the
  /// primary.
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if isCollapsed, let navigation = viewControllers.first as? UINavigationController {
      navigation.pushViewController(vc, animated: true)
    } else if viewControllers.first !== vc {
      viewControllers = [vc] + viewControllers.dropFirst()
    }
  }

  /// Shows a view controller as the secondary (classic interface).
  ///
  /// The delegate's `splitViewController(_:showDetail:sender:)` may handle it. Otherwise,
  /// collapsed, the split view controller shows it with ``show(_:sender:)``; expanded, it
  /// replaces the secondary (nothing happens when it is already the secondary).
  ///
  /// - Parameters:
  ///   - vc: The view controller to show.
  ///   - sender: The object that asked.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if isCollapsed {
      show(vc, sender: sender)
    } else if viewControllers.count > 1 {
      if viewControllers[1] !== vc { viewControllers[1] = vc }
    } else {
      viewControllers.append(vc)
    }
  }

  /// Lays the children's views out before the view's subviews are laid out.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutColumns()
  }

  /// Installs the children's views.
  open override func viewDidLoad() {
    super.viewDidLoad()
    layoutColumns()
  }

  /// Makes the new controllers children, the old ones not.
  private func replaceChildren(_ old: [UIViewController]) {
    let leaving = old.filter { controller in !viewControllers.contains { $0 === controller } }
    let arriving = viewControllers.filter { controller in !old.contains { $0 === controller } }
    for controller in leaving {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in arriving {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    viewIfLoaded?.setNeedsLayout()
    layoutColumns()
  }

  /// Frames the columns for the size class and display mode.
  private func layoutColumns() {
    guard let container = viewIfLoaded, let primary = viewControllers.first else { return }
    let secondary = viewControllers.count > 1 ? viewControllers[1] : nil
    let bounds = container.bounds
    var frames: [(UIViewController, CGRect)] = []
    if isCollapsed {
      let showsPrimary =
        secondary.map {
          delegate?.splitViewController(self, collapseSecondary: $0, onto: primary) ?? false
        } ?? true
      frames.append((showsPrimary ? primary : secondary ?? primary, bounds))
    } else {
      let width = min(primaryColumnWidth, bounds.width)
      var primaryFrame = CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
      var secondaryFrame = bounds
      switch displayMode {
      case .secondaryOnly:
        primaryFrame = .null
      case .oneOverSecondary, .twoOverSecondary:
        break
      default:
        secondaryFrame = CGRect(
          x: bounds.minX + width, y: bounds.minY, width: bounds.width - width,
          height: bounds.height)
      }
      if let secondary { frames.append((secondary, secondaryFrame)) }
      if !primaryFrame.isNull { frames.append((primary, primaryFrame)) }
    }
    for controller in viewControllers where !frames.contains(where: { $0.0 === controller }) {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    for (controller, frame) in frames {
      let childView: UIView = controller.view
      if childView.superview !== container { container.addSubview(childView) }
      if childView.frame != frame { childView.frame = frame }
    }
  }
}

/// The methods a split view controller's delegate implements to shape collapsing and hear of
/// display-mode changes.
///
/// Every method is optional: the protocol extension provides defaults.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// Whether the delegate handled collapsing the secondary onto the primary; `true` shows the
  /// primary alone when collapsed.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - secondaryViewController: The secondary.
  ///   - primaryViewController: The primary.
  /// - Returns: `true` to discard the secondary while collapsed; `false` by default.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// Called before the display mode changes.
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - displayMode: The new mode.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// Whether the delegate shows a controller in the primary position itself.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  /// - Returns: `true` when the delegate handled it; `false` by default.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool

  /// Whether the delegate shows a controller in the secondary position itself.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  /// - Returns: `true` when the delegate handled it; `false` by default.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
}

extension UISplitViewControllerDelegate {
  /// Returns `false`: the split view collapses as it does by default.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - secondaryViewController: The secondary.
  ///   - primaryViewController: The primary.
  /// - Returns: `false`.
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - svc: The split view controller.
  ///   - displayMode: The new mode.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  /// Returns `false`: the split view controller shows the controller.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  /// - Returns: `false`.
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }

  /// Returns `false`: the split view controller shows the controller.
  ///
  /// - Parameters:
  ///   - splitViewController: The split view controller.
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  /// - Returns: `false`.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
}

extension UIViewController {
  /// The nearest split view controller among the controller's ancestors (itself excluded), or
  /// `nil`.
  public var splitViewController: UISplitViewController? {
    var ancestor = parent
    while let current = ancestor {
      if let split = current as? UISplitViewController { return split }
      ancestor = current.parent
    }
    return nil
  }
}
