import Foundation

/// The presentation controller of a page or form sheet (iOS 15), with the heights where the
/// sheet rests (decisions SC6–SC8).
///
///     if let sheet = controller.sheetPresentationController {
///       sheet.detents = [.medium(), .large()]
///       sheet.prefersGrabberVisible = true
///     }
///     present(controller, animated: true)
///
/// A controller whose `modalPresentationStyle` is `.automatic`, `.pageSheet` or `.formSheet`
/// gets one as its `sheetPresentationController`. In a compact width the sheet spans the window's
/// width and reaches its bottom; its top is where the selected detent puts it: a detent's value
/// is the sheet's height above the bottom safe-area inset, and the large detent is the whole
/// ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue`` (the page-sheet
/// frame of decision C22). In a regular width (iPad) the sheet keeps the frame of decision C23.
/// Nothing is animated and nobody drags: ``headlessSelectDetent(_:)`` stands for the drag.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights where the sheet rests, in any order; `[.large()]` by default.
  ///
  /// Changing them while presented moves the sheet at once.
  open var detents: [Detent] = [.large()] {
    didSet { layoutSheet() }
  }

  /// The identifier of the detent chosen last, by the user or by code.
  ///
  /// `nil` by default, which means the smallest detent. Setting it moves the sheet at once and does not tell the
  /// delegate (UIKit tells it only of the user's changes).
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layoutSheet() }
  }

  /// The largest detent at which the content behind the sheet is not dimmed.
  ///
  /// `nil` by default (always dimmed). Stored: there is no dimming view headless.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether a grabber shows at the top of the sheet; `false` by default (stored, not drawn).
  open var prefersGrabberVisible = false

  /// The corner radius of the sheet; `UISheetPresentationController.automaticDimension` by
  /// default (stored, not drawn).
  open var preferredCornerRadius: CGFloat = UISheetPresentationController.automaticDimension

  /// Whether scrolling at the content's edge expands the sheet to a larger detent; `true` by
  /// default (stored: nobody scrolls the sheet).
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet attaches to the bottom edge in a compact height; `false` by default
  /// (stored: in a compact height the sheet covers the screen, decision C22).
  open var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet takes the presented controller's preferred width; `false`
  /// by default (stored).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// Whether the sheet is sized like a page in a regular width (iOS 17); `true` by default
  /// (stored: the regular-width sheet keeps the frame of decision C23).
  open var prefersPageSizing = true

  /// The card that holds the presented view while the sheet is shown, and where it is.
  weak var sheetView: UIView?
  /// The geometry the sheet was placed in: the container's bounds, the window's safe area and
  /// the gap above a large sheet; `nil` in a regular width, where detents do not apply.
  var compactGeometry: (bounds: CGRect, safeArea: UIEdgeInsets, gap: CGFloat)?

  /// Runs `changes` at once: headless, the sheet moves without animation.
  ///
  /// - Parameter changes: The changes to the sheet's properties.
  open func animateChanges(_ changes: () -> Void) {
    changes()
    layoutSheet()
  }

  /// Resolves the detents again (for custom detents whose resolvers now answer differently) and
  /// moves the sheet.
  open func invalidateDetents() {
    layoutSheet()
  }

  /// Selects a detent as the user's drag does.
  ///
  /// The delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when
  /// the selection changed. HeadlessUIKit addition: nobody drags a sheet headless.
  ///
  /// - Parameter identifier: The identifier of one of ``detents``.
  public func headlessSelectDetent(_ identifier: Detent.Identifier) {
    guard detents.contains(where: { $0.identifier == identifier }),
      effectiveSelectedIdentifier != identifier || selectedDetentIdentifier != identifier
    else { return }
    let changed = effectiveSelectedIdentifier != identifier
    selectedDetentIdentifier = identifier
    if changed, let delegate = delegate as? any UISheetPresentationControllerDelegate {
      delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }
}

extension UISheetPresentationController {
  /// The value that asks for the system's corner radius.
  public static let automaticDimension: CGFloat = -1
}

/// The delegate of a sheet presentation controller, told when the user selects another detent
/// (every requirement optional, as in UIKit).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called after the user changed the selected detent.
  ///
  /// - Parameter sheetPresentationController: The sheet's presentation controller.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter sheetPresentationController: The sheet's presentation controller.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

extension UIViewController {
  /// The sheet presentation controller of a controller shown as a sheet: non-`nil` when
  /// `modalPresentationStyle` is `.automatic`, `.pageSheet` or `.formSheet` (iOS 15).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }
}
