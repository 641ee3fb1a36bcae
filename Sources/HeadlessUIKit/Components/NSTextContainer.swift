import Foundation

/// The region a text view lays its text out in.
///
/// Headless it keeps the settings that change a text view's size: the padding at each end of
/// a line (5 points), the largest number of lines (0 means no limit) and the line-break mode.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// The text view that owns the container, if any.
  weak var owner: UITextView?

  /// The size of the container; zero by default.
  open var size: CGSize

  /// The space at each end of every line; 5 points by default.
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { owner?.textDidChange() }
  }

  /// The largest number of lines; 0 (no limit) by default.
  open var maximumNumberOfLines = 0 {
    didSet { owner?.textDidChange() }
  }

  /// How lines break; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping

  /// Whether the width follows the text view's; `true` for a text view's container.
  open var widthTracksTextView = true

  /// Whether the height follows the text view's; `false` by default.
  open var heightTracksTextView = false

  /// Creates a container of a size.
  ///
  /// - Parameter size: The size.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }
}
