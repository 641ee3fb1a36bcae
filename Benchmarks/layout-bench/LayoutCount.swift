import HeadlessUIKit

/// Counts the views whose `layoutSubviews` ran, for the `relayout_layouts` keys: every view
/// class of the form and card scenes reports here (plain views are ``CountingView``s, windows
/// ``CountingWindow``s).
@MainActor
enum LayoutCount {
  /// The `layoutSubviews` calls since the last ``reset()``.
  private(set) static var calls = 0

  /// Records one `layoutSubviews` call.
  static func record() {
    calls += 1
  }

  /// Starts a new count.
  static func reset() {
    calls = 0
  }
}

/// A plain view (a form field, a card image) whose layouts are counted.
final class CountingView: UIView {
  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }
}

/// A window whose layouts are counted.
final class CountingWindow: UIWindow {
  override func layoutSubviews() {
    LayoutCount.record()
    super.layoutSubviews()
  }
}
