import Foundation

/// The heights a bar's customisations are set for, with UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
  /// The standard height.
  case `default` = 0
  /// The compact height (an iPhone in landscape).
  case compact = 1
  /// The standard height of a bar with a prompt.
  case defaultPrompt = 101
  /// The compact height of a bar with a prompt.
  case compactPrompt = 102
}

/// Where a bar is, with UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
  /// Unspecified.
  case any = 0
  /// At the bottom of its view.
  case bottom = 1
  /// At the top of its view.
  case top = 2
  /// At the top of the screen, its background reaching under the status bar.
  case topAttached = 3
}

/// Whether an offset is a back button's, and its bar metrics: the axes of a bar button item's
/// title offsets.
struct TitleOffsetSlot: Hashable {
  /// Whether the offset is of a back button's title.
  let isBackButton: Bool
  /// The bar metrics.
  let metrics: UIBarMetrics
}

/// A bar position and bar metrics, the axes of a bar's background images.
struct BarImageSlot: Hashable {
  /// The bar position.
  let position: UIBarPosition
  /// The bar metrics.
  let metrics: UIBarMetrics
}
