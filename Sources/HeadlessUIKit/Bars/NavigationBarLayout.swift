import Foundation

/// Where a navigation bar's contents go: the frame algorithm, apart from the views (decisions
/// C61–C64).
///
/// The standard row is the top of the bar (44, 32 or 50 points); a large title, when shown,
/// takes the 52 points under it. In the row, the back button's chevron sits 8 points from the
/// leading edge and its title 6 points after the chevron; left items follow the back button (or
/// start at the leading margin), right items end at the trailing margin, first item rightmost;
/// items are 8 points apart and centred vertically in the row. The title is centred in the bar
/// when it fits between the items (8 points clear of them), else moved towards the roomier side
/// and then cut to the room left. The large title starts at the leading margin, spans the
/// margins, and ends 8 points above the bar's bottom.
struct NavigationBarLayout: Equatable {
  /// The space between items, and between the items and the title.
  static let itemSpacing: CGFloat = 8
  /// The back chevron's distance from the bar's leading edge.
  static let chevronInset: CGFloat = 8
  /// The size of the back chevron (UIKit's back indicator image).
  static let chevronSize = CGSize(width: 13, height: 21)
  /// The space between the chevron and the back button's title.
  static let chevronSpacing: CGFloat = 6
  /// The large title's distance from the bar's bottom.
  static let largeTitleBottomInset: CGFloat = 8

  /// The bar's width.
  var width: CGFloat
  /// The height of the standard row.
  var rowHeight: CGFloat
  /// The height of the large-title area under the row (0 without a large title).
  var largeTitleAreaHeight: CGFloat
  /// The bar's safe-area insets at the sides (the chevron moves in by the leading one).
  var safeLeading: CGFloat
  /// The trailing safe-area inset.
  var safeTrailing: CGFloat
  /// The side margin of the contents, inside the safe area.
  var sideMargin: CGFloat
  /// The size of the back button's title, or `nil` when no back button is shown.
  var backTitle: CGSize?
  /// The sizes of the left items, first leftmost.
  var left: [CGSize]
  /// The sizes of the right items, first rightmost.
  var right: [CGSize]
  /// The size of the title (label or title view), or `nil` when none is shown.
  var title: CGSize?
  /// The height of the large title label, or `nil` when no large title is shown.
  var largeTitleHeight: CGFloat?

  /// The frames of the contents.
  struct Frames: Equatable {
    /// The back chevron.
    var chevron: CGRect?
    /// The back button's title.
    var backTitle: CGRect?
    /// The left items, first leftmost.
    var left: [CGRect] = []
    /// The right items, first rightmost.
    var right: [CGRect] = []
    /// The title.
    var title: CGRect?
    /// The large title.
    var largeTitle: CGRect?
  }

  /// Computes the frames.
  func frames() -> Frames {
    var frames = Frames()
    let leadingMargin = safeLeading + sideMargin
    let trailingEdge = width - safeTrailing - sideMargin
    var leadingEnd: CGFloat?
    var x = leadingMargin
    if let backTitle {
      let chevron = centred(
        x: safeLeading + Self.chevronInset, size: Self.chevronSize)
      frames.chevron = chevron
      let titleFrame = centred(x: chevron.maxX + Self.chevronSpacing, size: backTitle)
      frames.backTitle = titleFrame
      leadingEnd = backTitle.width > 0 ? titleFrame.maxX : chevron.maxX
      x = (leadingEnd ?? x) + Self.itemSpacing
    }
    for size in left {
      let frame = centred(x: x, size: size)
      frames.left.append(frame)
      leadingEnd = frame.maxX
      x = frame.maxX + Self.itemSpacing
    }
    var trailingStart: CGFloat?
    var end = trailingEdge
    for size in right {
      let frame = centred(x: end - size.width, size: size)
      frames.right.append(frame)
      trailingStart = frame.minX
      end = frame.minX - Self.itemSpacing
    }
    if let title {
      let low = leadingEnd.map { $0 + Self.itemSpacing } ?? leadingMargin
      let high = trailingStart.map { $0 - Self.itemSpacing } ?? trailingEdge
      let fitted = min(title.width, max(0, high - low))
      let centredX = (width - fitted) / 2
      let titleX = min(max(centredX, low), high - fitted)
      frames.title = centred(x: titleX, size: CGSize(width: fitted, height: title.height))
    }
    if let largeTitleHeight {
      frames.largeTitle = CGRect(
        x: leadingMargin,
        y: rowHeight + largeTitleAreaHeight - Self.largeTitleBottomInset - largeTitleHeight,
        width: max(0, trailingEdge - leadingMargin), height: largeTitleHeight)
    }
    return frames
  }

  /// A frame at `x` of a size, centred vertically in the standard row.
  private func centred(x: CGFloat, size: CGSize) -> CGRect {
    CGRect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
  }
}
