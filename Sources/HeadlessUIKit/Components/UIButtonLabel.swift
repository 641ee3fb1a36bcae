import Foundation

/// The label class of a button's title, as UIKit's own is a private subclass of the same name.
///
/// When something about the label changes its size (its font, set through `titleLabel`, or its
/// number of lines), the button's intrinsic size changes too, so the label passes the
/// invalidation on to its button (decision B12). Changes the button makes itself are passed on
/// once, by the button.
@MainActor
final class UIButtonLabel: UILabel {
  /// The button whose title this is.
  weak var button: UIButton?

  /// Creates the title label of a button.
  init(button: UIButton) {
    self.button = button
    super.init(frame: .zero)
  }

  /// Title labels are not archived.
  required init?(coder: NSCoder) {
    nil
  }

  /// Invalidates the label's intrinsic size and its button's.
  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    guard let button, !button.isUpdatingContent else { return }
    button.invalidateIntrinsicContentSize()
    button.setNeedsLayout()
  }
}
