import Foundation

/// Where a presented view goes: the style a request adapts to and the frame of a sheet
/// (decisions C22 and C23).
///
/// Pure geometry, apart from the objects: the presentation code passes the window's bounds,
/// safe-area insets and size classes.
enum PresentationLayout {
  /// The default size of a form sheet in a regular width (spec peers C8).
  static let formSheetSize = CGSize(width: 540, height: 620)

  /// The widest a page sheet gets in a regular width.
  static let pageSheetMaximumWidth: CGFloat = 704

  /// The gap between the top of the safe area and a sheet in a compact width, on devices with
  /// a home indicator; devices with a home button add 10 more.
  static let sheetTopGap: CGFloat = 10

  /// The style a request is shown with in the given size classes: `.automatic` is a page
  /// sheet; sheets and popovers fill the screen in a compact height; a popover is a page sheet
  /// in a compact width.
  ///
  /// - Parameters:
  ///   - requested: The controller's `modalPresentationStyle`.
  ///   - horizontal: The horizontal size class of the window.
  ///   - vertical: The vertical size class of the window.
  /// - Returns: The style after adaptation.
  static func effectiveStyle(
    for requested: UIModalPresentationStyle, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass
  ) -> UIModalPresentationStyle {
    let style = requested == .automatic ? .pageSheet : requested
    switch style {
    case .pageSheet, .formSheet, .popover:
      if vertical == .compact { return .fullScreen }
      if horizontal == .compact, style == .popover { return .pageSheet }
      return style
    default:
      return style
    }
  }

  /// The frame of a page or form sheet in the window's bounds.
  ///
  /// In a compact width the sheet spans the width and reaches the bottom; its top is 10 points
  /// below the safe area on devices with a home indicator and 20 on devices with a home button.
  /// In a regular width a form sheet is 540 × 620 points (each nonzero component of
  /// `preferredContentSize` replaces the default) and a page sheet is at most 704 points wide,
  /// with the top gap above and below it; both are centred and kept inside the bounds.
  ///
  /// - Parameters:
  ///   - style: `.pageSheet` or `.formSheet`.
  ///   - bounds: The window's bounds.
  ///   - safeArea: The window's safe-area insets.
  ///   - horizontal: The horizontal size class of the window.
  ///   - hasHomeIndicator: Whether the device has a home indicator rather than a home button.
  ///   - preferredContentSize: The presented controller's preferred content size.
  /// - Returns: The sheet's frame.
  static func sheetFrame(
    style: UIModalPresentationStyle, in bounds: CGRect, safeArea: UIEdgeInsets,
    horizontal: UIUserInterfaceSizeClass, hasHomeIndicator: Bool, preferredContentSize: CGSize
  ) -> CGRect {
    let gap = sheetTopGap + (hasHomeIndicator ? 0 : sheetTopGap)
    guard horizontal == .regular else {
      let top = bounds.minY + safeArea.top + gap
      return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }
    var size: CGSize
    if style == .formSheet {
      size = formSheetSize
      if preferredContentSize.width > 0 { size.width = preferredContentSize.width }
      if preferredContentSize.height > 0 { size.height = preferredContentSize.height }
    } else {
      let margin = safeArea.top + sheetTopGap
      size = CGSize(width: pageSheetMaximumWidth, height: bounds.height - 2 * margin)
    }
    size.width = min(size.width, bounds.width)
    size.height = min(size.height, bounds.height)
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }
}
