/// A view whose font follows the content size category (spec 12.7).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the view updates its font when the content size category changes; only fonts from
  /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` change.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// How a label moves its text vertically when the font shrinks to fit.
public enum UIBaselineAdjustment: Int, Sendable {
  /// Keep the baselines where the full-size text had them.
  case alignBaselines = 0
  /// Keep the centres of the text where the full-size text had them.
  case alignCenters = 1
  /// Keep the top of the text.
  case none = 2
}
