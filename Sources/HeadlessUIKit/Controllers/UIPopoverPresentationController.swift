import Foundation

/// The presentation controller of a `.popover` presentation: where the popover points and
/// which way its arrow may go.
///
/// A popover presented in a regular width needs a ``sourceView`` or a ``barButtonItem``; UIKit
/// raises otherwise. In a compact width it adapts to a sheet. Headless the popover's content is
/// the presented controller's `preferredContentSize` (320 × 480 points when it is zero), below
/// the source rectangle when it fits there and above it otherwise, kept 10 points inside the
/// window's safe area (decision: UIKit does not document the placement).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at; `nil` by default.
  open var sourceView: UIView?

  /// The rectangle in ``sourceView``'s coordinates the popover points at; `.zero` (the view's
  /// origin) by default.
  open var sourceRect: CGRect = .zero

  /// The bar button item the popover points at; `nil` by default.
  open var barButtonItem: UIBarButtonItem?

  /// The directions the arrow may point; `.any` by default.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any

  /// The direction the arrow points once the popover is shown; `.unknown` before.
  open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

  /// Views the user may touch while the popover is shown; `nil` by default.
  open var passthroughViews: [UIView]?

  /// The popover's background colour; `nil` (the system's) by default.
  open var backgroundColor: UIColor?

  /// Whether the popover may cover the source when it does not fit elsewhere; `false`.
  open var canOverlapSourceViewRect = false

  /// The margins inside the window the popover keeps to; 10 points on each edge.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  /// The delegate, when it is a popover delegate.
  var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
    get { delegate as? any UIPopoverPresentationControllerDelegate }
    set { delegate = newValue }
  }

  /// A popover is not full screen.
  open override var shouldPresentInFullscreen: Bool {
    false
  }

  /// Whether the popover has somewhere to point.
  var hasSource: Bool {
    sourceView != nil || barButtonItem != nil
  }

  /// The popover's frame in the container: its content size next to the source rectangle.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    var size = presentedViewController.preferredContentSize
    if size.width <= 0 { size.width = 320 }
    if size.height <= 0 { size.height = 480 }
    let bounds = container.bounds
    let safe = container.window?.safeAreaInsets ?? .zero
    let area = CGRect(
      x: bounds.minX + safe.left + popoverLayoutMargins.left,
      y: bounds.minY + safe.top + popoverLayoutMargins.top,
      width: bounds.width - safe.left - safe.right - popoverLayoutMargins.left
        - popoverLayoutMargins.right,
      height: bounds.height - safe.top - safe.bottom - popoverLayoutMargins.top
        - popoverLayoutMargins.bottom)
    size.width = min(size.width, max(area.width, 0))
    let anchor = anchorRect(in: container)
    let below = area.maxY - anchor.maxY
    let above = anchor.minY - area.minY
    let pointsUp =
      permittedArrowDirections.contains(.up)
      && (below >= size.height || below >= above || !permittedArrowDirections.contains(.down))
    let height = min(size.height, max(pointsUp ? below : above, 0))
    let x = min(max(anchor.midX - size.width / 2, area.minX), area.maxX - size.width)
    let y = pointsUp ? anchor.maxY : anchor.minY - height
    return CGRect(x: x, y: y, width: size.width, height: height)
  }

  /// The source rectangle in the container's coordinates: the source view's rectangle, or for
  /// a bar button item the top of the window's safe area, centred (headless bar button items
  /// have no lasting view to point at).
  func anchorRect(in container: UIView) -> CGRect {
    if let sourceView, sourceView.window != nil {
      return sourceView.convert(sourceRect, to: container)
    }
    let top = container.window?.safeAreaInsets.top ?? 0
    return CGRect(x: container.bounds.midX, y: top, width: 0, height: 0)
  }

  /// Records the arrow direction once the popover is placed.
  func recordArrowDirection(frame: CGRect, in container: UIView) {
    arrowDirection = frame.minY >= anchorRect(in: container).maxY ? .up : .down
  }
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The bits.
  public var rawValue: UInt

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Pointing up (the popover is below the source).
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Pointing down (the popover is above the source).
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Pointing left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Pointing right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover presentation (every requirement is optional in UIKit).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called before the popover is presented.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
