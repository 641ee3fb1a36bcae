import Foundation

/// The iOS release whose layout metrics HeadlessUIKit simulates (decision IB50).
///
/// UIKit has one set of metrics, those of the system it runs on. HeadlessUIKit follows iOS 17
/// and 18 unless a screen is made for another generation: documents saved by Xcode 26 store
/// frames computed with iOS 26's metrics, and users previewing them expect those. Components
/// read the generation of the screen they are on (`UIView.systemGeneration`) where they
/// compute a metric that differs between generations (decisions IB51 to IB54).
package enum SystemGeneration: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS 17 and 18: 44-point rows, 51×31 switches, 44-point navigation bars (the default).
  case iOS18 = 18
  /// iOS 26: 51½-point rows with 15-point vertical cell margins, 63×28 switches.
  case iOS26 = 26

  /// The generation for a major iOS version: `.iOS26` from 26 on, else `.iOS18`.
  ///
  /// - Parameter majorVersion: A major iOS version (17, 18, 26…).
  package init(majorVersion: Int) {
    self = majorVersion >= 26 ? .iOS26 : .iOS18
  }

  /// `iOS 18` or `iOS 26`.
  package var description: String {
    "iOS \(rawValue)"
  }
}
