import Foundation

/// The iOS release whose layout metrics HeadlessUIKit simulates (decisions IB50, GN1).
///
/// UIKit has one set of metrics, those of the system it runs on. HeadlessUIKit follows iOS 17
/// and 18 unless a screen is made for another generation: documents store frames computed with
/// the metrics of the iOS their Xcode targeted, and users previewing them expect those.
/// Components read the generation of the screen they are on (`UIView.systemGeneration`) where
/// they compute a metric that differs between generations (decisions IB51 to IB54, GN2, GN3).
///
/// A generation spans the releases whose metrics HeadlessUIKit knows to be equal; a new one
/// begins only where a simulated metric changes. Each case is named after the newest release
/// it covers.
package enum SystemGeneration: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS 12 and earlier: a cell's content view stops one separator above the cell's bottom
  /// (decision GN3), plain headers have no top padding (decision GN2), a grouped table's first
  /// untitled header is 35 points (decision GN10), and a disclosure indicator takes 18 points
  /// (decision GN11).
  case iOS12 = 12
  /// iOS 13 and 14: content views as tall as their cells, plain headers without top padding
  /// (decision GN2).
  case iOS14 = 14
  /// iOS 15 as Xcode 12.5 to 13 lay it out: the iOS 18 metrics except narrower checkmark and
  /// detail disclosure accessories (decision GN9).
  case iOS15 = 15
  /// iOS 16 to 18: 44-point rows, 51×31 switches, 44-point navigation bars, 22 points above
  /// plain headers (the default).
  case iOS18 = 18
  /// iOS 26: 51½-point rows with 15-point vertical cell margins, 63×28 switches.
  case iOS26 = 26

  /// The generation for a major iOS version: `.iOS12` up to 12, `.iOS14` for 13 and 14,
  /// `.iOS15` for 15, `.iOS18` for 16 to 25, `.iOS26` from 26 on.
  ///
  /// - Parameter majorVersion: A major iOS version (12, 17, 18, 26…).
  package init(majorVersion: Int) {
    switch majorVersion {
    case ..<13: self = .iOS12
    case ..<15: self = .iOS14
    case ..<16: self = .iOS15
    case ..<26: self = .iOS18
    default: self = .iOS26
    }
  }

  /// Whether plain tables put automatic padding above section headers: from iOS 15, which
  /// introduced `UITableView.sectionHeaderTopPadding` (decision GN2).
  package var padsPlainSectionHeaders: Bool {
    self >= .iOS15
  }

  /// Whether a cell's content view stops one separator above the cell's bottom edge, as
  /// before iOS 13 (decision GN3).
  package var insetsCellContentAboveSeparator: Bool {
    self == .iOS12
  }

  /// Whether a grouped table's first section, without a title, a header view or a table
  /// header view, opens with a 35-point header instead of the 18-point one, as before iOS 13
  /// (decision GN10).
  package var opensGroupedTablesWithTallHeader: Bool {
    self == .iOS12
  }

  /// `iOS 12`, `iOS 14`, `iOS 15`, `iOS 18` or `iOS 26`.
  package var description: String {
    "iOS \(rawValue)"
  }
}

extension SystemGeneration: Comparable {
  /// Older generations order first.
  package static func < (lhs: SystemGeneration, rhs: SystemGeneration) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
