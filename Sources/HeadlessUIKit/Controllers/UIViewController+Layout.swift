import Foundation

/// The root view's layout, margins and safe area as the controller shapes them (spec 4.12,
/// 6.4–6.11).
extension UIViewController {
  /// UIKit's system minimum margins for the root view: 0 at top and bottom, 16 points on the
  /// sides in a compact horizontal size class and 20 in a regular one (spec 6.4).
  var defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side = Self.systemMinimumSideMargin(
      horizontalSizeClass: horizontalSizeClassForMargins,
      screen: storedView?.window?.screen ?? UIScreen.main)
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The side margin UIKit's system minimum gives: 20 points in a regular width and on the
  /// phones at least 414 points wide, 16 on the narrower phones (spec 6.4, refined by decision
  /// C40 from the frames Xcode stores for 414-point phones).
  static func systemMinimumSideMargin(
    horizontalSizeClass: UIUserInterfaceSizeClass, screen: UIScreen
  ) -> CGFloat {
    guard horizontalSizeClass != .regular else { return 20 }
    // A freeform canvas keeps its device's name; the catalogue knows the real screen.
    let device = HeadlessDevice.named(screen.headlessDevice.name) ?? screen.headlessDevice
    return device.idiom == .phone && device.portraitSize.width >= 414 ? 20 : 16
  }

  /// The horizontal size class of the controller's traits.
  var horizontalSizeClassForMargins: UIUserInterfaceSizeClass {
    storedTraitCollection.horizontalSizeClass
  }

  /// Stores new additional insets; the safe area below changes at the next layout.
  func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
    guard insets != storedAdditionalSafeAreaInsets else { return }
    storedAdditionalSafeAreaInsets = insets
    guard let root = storedView else { return }
    root.invalidateSafeAreaCache()
    root.setNeedsLayout()
    root.superview?.setNeedsLayout()
  }
}

extension UIView {
  /// A controller input of the root view's margins changed: the change is reported if the
  /// effective margins moved.
  func rootMarginInputsDidChange() {
    let margins = effectiveLayoutMargins(in: .current)
    if let reported = marginState.reportedMargins, reported != margins {
      marginState.reportedMargins = margins
      notifyLayoutMarginsDidChange()
    }
    setNeedsLayout()
  }

  /// The requested margins of a controller's root view (spec 6.4–6.5): the system minimum until
  /// app code sets margins, then each edge at least the minimum when the controller respects it.
  func rootViewRequestedMargins(_ controller: UIViewController, requested: UIEdgeInsets)
    -> UIEdgeInsets
  {
    let minimum = controller.systemMinimumLayoutMargins
    let rtl = isRightToLeft
    let floor = UIEdgeInsets(
      top: minimum.top, left: rtl ? minimum.trailing : minimum.leading, bottom: minimum.bottom,
      right: rtl ? minimum.leading : minimum.trailing)
    guard marginState.isRequestedByApp else { return floor }
    guard controller.viewRespectsSystemMinimumLayoutMargins else { return requested }
    return UIEdgeInsets(
      top: max(requested.top, floor.top), left: max(requested.left, floor.left),
      bottom: max(requested.bottom, floor.bottom), right: max(requested.right, floor.right))
  }
}
