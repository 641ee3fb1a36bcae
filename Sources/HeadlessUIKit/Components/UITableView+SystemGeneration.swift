import Foundation

/// The table metrics that differ between system generations (decision IB51).
extension UITableView {
  /// The height of a built-in row that sizes itself, separator included: 44 points, 51½ under
  /// iOS 26 (decisions W4, IB51).
  ///
  /// - Parameter generation: The system generation.
  /// - Returns: The height.
  static func defaultRowHeight(for generation: SystemGeneration) -> CGFloat {
    switch generation {
    case .iOS18: defaultRowHeight
    case .iOS26: 51.5
    }
  }

  /// The top and bottom layout margins of a cell's content view: 11 points, 15 under iOS 26
  /// (decision IB51).
  ///
  /// - Parameter generation: The system generation.
  /// - Returns: The margin.
  static func cellContentVerticalMargin(for generation: SystemGeneration) -> CGFloat {
    switch generation {
    case .iOS18: 11
    case .iOS26: 15
    }
  }
}
