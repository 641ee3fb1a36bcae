import Foundation

/// The table metrics that differ between system generations (decisions IB51, GN2, GN3).
extension UITableView {
  /// The height of a built-in row that sizes itself, separator included: 44 points, 51½ under
  /// iOS 26 (decisions W4, IB51).
  ///
  /// - Parameter generation: The system generation.
  /// - Returns: The height.
  static func defaultRowHeight(for generation: SystemGeneration) -> CGFloat {
    switch generation {
    case .iOS12, .iOS14, .iOS15, .iOS18: defaultRowHeight
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
    case .iOS12, .iOS14, .iOS15, .iOS18: 11
    case .iOS26: 15
    }
  }

  /// The height of a row whose content view's constraints give it no height: the default row
  /// height less the separator, or the whole default height under iOS 12, whose cells keep the
  /// separator below their content view (decisions W4, GN3).
  ///
  /// Under iOS 26 the row is 51 points at every scale (decision GN7): 51½ less the separator
  /// at 2×, and 51 rather than 51⅙ at 3×.
  var builtInRowHeight: CGFloat {
    let generation = systemGeneration
    if generation == .iOS26 { return Self.iOS26BuiltInRowHeight }
    let height = Self.defaultRowHeight(for: generation)
    return generation.insetsCellContentAboveSeparator ? height : height - separatorThickness
  }

  /// The height of an iOS 26 row whose content view's constraints give it no height, at every
  /// display scale (decision GN7).
  static let iOS26BuiltInRowHeight: CGFloat = 51

  /// The strip at the bottom of each cell that its content view leaves to the separator: one
  /// separator under iOS 12, else none (decision GN3).
  var cellSeparatorReservedHeight: CGFloat {
    systemGeneration.insetsCellContentAboveSeparator ? separatorThickness : 0
  }
}
