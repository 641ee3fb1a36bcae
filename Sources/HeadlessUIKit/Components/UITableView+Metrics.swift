import Foundation

/// The default heights of a table's rows, headers and footers (decisions W4 and W6).
extension UITableView {
  /// The height of a built-in row that sizes itself, separator included: 44 points.
  static let defaultRowHeight: CGFloat = 44

  /// Plain style: the height of a header or footer with one line of title (decision W17).
  package static let plainTitledHeaderHeight: CGFloat = 28

  /// Plain style: the automatic space above each header.
  static let plainHeaderTopPadding: CGFloat = 22

  /// Grouped styles: the height of a header with one line of title (decision W17).
  static let groupedTitledHeaderHeight: CGFloat = 38

  /// Grouped styles: the height of a footer with one line of title (decision W17).
  static let groupedTitledFooterHeight: CGFloat = 46

  /// The height of a titled grouped header of the first section, which also holds the space
  /// above the table's first section (decision W6).
  static let groupedFirstTitledHeaderHeight: CGFloat = 166.0 / 3

  /// Grouped styles: the height of a header or footer without a title or view.
  static let groupedUntitledHeaderHeight: CGFloat = 18

  /// Grouped style before iOS 13: the height of the first section's header without a title or
  /// view, in a table without a table header view (decision GN10).
  static let groupedFirstUntitledHeaderHeightBeforeIOS13: CGFloat = 35

  /// The thickness of a separator: one pixel of the table's display, 0 without separators.
  var separatorThickness: CGFloat {
    guard separatorStyle != .none else { return 0 }
    let scale = traitCollection.displayScale
    return scale > 0 ? 1 / scale : 1
  }

  /// The horizontal insets of rows: in the inset grouped style the layout margins, at least the
  /// system minimum (decision W9: a table that is not a controller's root view still insets by
  /// 16 or 20 points), else none.
  ///
  /// Under iOS 26 every iPhone's rows are inset by at least 20 points (decision GN6).
  var rowInsets: (left: CGFloat, right: CGFloat) {
    guard style == .insetGrouped else { return (0, 0) }
    let minimum = max(
      UIViewController.systemMinimumSideMargin(
        horizontalSizeClass: traitCollection.horizontalSizeClass,
        screen: window?.screen ?? UIScreen.main), iOS26RowSideInset)
    let margins = layoutMargins
    return (max(minimum, margins.left), max(minimum, margins.right))
  }

  /// The leading and trailing content margins of the table's cells (decisions W9, IC4).
  ///
  /// They are the table's layout margins, at least the system minimum: 20 points in a regular
  /// width; on a phone at least 414 points wide (C40), 20 for a table as wide as such a screen
  /// and 16 for a narrower one; 16 otherwise. An inset grouped table's cells use the system
  /// minimum. Under iOS 26 the cells of a plain or grouped table take at least 20 points on
  /// every iPhone (decision GN6).
  var cellContentSideMargins: (leading: CGFloat, trailing: CGFloat) {
    let system = UIViewController.systemMinimumSideMargin(
      horizontalSizeClass: traitCollection.horizontalSizeClass,
      screen: window?.screen ?? UIScreen.main)
    guard style != .insetGrouped else { return (system, system) }
    let isWide =
      traitCollection.horizontalSizeClass == .regular || bounds.width >= Self.wideTableWidth
    let minimum = max(isWide ? system : min(system, 16), iOS26RowSideInset)
    let margins = directionalLayoutMargins
    return (max(minimum, margins.leading), max(minimum, margins.trailing))
  }

  /// The least side inset of rows under iOS 26 on an iPhone: 20 points, whatever the phone's
  /// width (decision GN6); 0 (no minimum of its own) otherwise.
  var iOS26RowSideInset: CGFloat {
    guard systemGeneration == .iOS26, traitCollection.horizontalSizeClass != .regular else {
      return 0
    }
    let screen = window?.screen ?? UIScreen.main
    return screen.headlessDevice.idiom == .phone ? 20 : 0
  }

  /// The narrowest table whose cells take a wide phone's 20-point minimum margins (IC4): the
  /// portrait width of the narrowest such phone.
  static let wideTableWidth: CGFloat = 414

  /// The space above a header of the given height (plain style only, decision W6): the
  /// automatic padding is 22 points from iOS 15, which introduced it, and none before
  /// (decision GN2).
  func headerTopPadding(forHeaderHeight height: CGFloat) -> CGFloat {
    guard style == .plain, height > 0 else { return 0 }
    if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
    return systemGeneration.padsPlainSectionHeaders ? Self.plainHeaderTopPadding : 0
  }
}
