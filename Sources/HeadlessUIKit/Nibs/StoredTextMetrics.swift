import Foundation

/// Where the loader takes the size of text from when it makes labels and buttons.
///
/// Documents store the frames Xcode computed with San Francisco; HeadlessUIKit measures with the
/// fonts it has (Inter or DejaVu Sans for the system font), whose widths differ. Laying a document out with
/// the stored text sizes instead separates what the layout engine does from what the fonts do:
/// a view that matches its stored frame only with stored text sizes differs because of font
/// metrics, not because of the engine (decision IB9).
package enum NibTextMetrics: Sendable {
  /// Text is measured with the installed fonts (the runtime behaviour).
  case fonts
  /// A label's or button's text measures the size its stored frame has.
  case storedFrames
}

/// A label whose text measures the size Xcode stored for it (its frame in the document).
final class StoredMetricsLabel: UILabel {
  /// The stored frame's size.
  var storedSize = CGSize.zero

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    guard !(text ?? "").isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
    var size = storedSize
    if numberOfLines != 1, bounds.width > 0, bounds.width + 0.5 < storedSize.width {
      // Narrower than stored: the stored lines rewrap into proportionally more of them.
      let lines = (storedSize.width / bounds.width).rounded(.up)
      size.height = storedSize.height * lines
    }
    size.width = min(size.width, max(bounds.width, 0))
    return CGRect(origin: bounds.origin, size: size)
  }
}

/// A button whose content measures the size Xcode stored for it.
final class StoredMetricsButton: UIButton {
  /// The stored frame's size.
  var storedSize = CGSize.zero

  override var intrinsicContentSize: CGSize {
    storedSize
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    storedSize
  }
}

/// A view standing for a custom class the app did not register, with the intrinsic size the
/// document gives it (`placeholderIntrinsicWidth`/`Height`, or a designable's recorded size),
/// as Interface Builder's canvas uses it (decision IB10).
final class PlaceholderIntrinsicSizeView: UIView {
  /// The design-time intrinsic size (`noIntrinsicMetric` for an `infinite` axis).
  var placeholderSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

  override var intrinsicContentSize: CGSize {
    placeholderSize
  }
}

/// An image view with a design-time intrinsic size (decision IB10).
final class PlaceholderIntrinsicSizeImageView: UIImageView {
  /// The design-time intrinsic size.
  var placeholderSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

  override var intrinsicContentSize: CGSize {
    placeholderSize
  }
}

/// A text field whose text measures the size Xcode stored for it.
final class StoredMetricsTextField: UITextField {
  /// The stored frame's size.
  var storedSize = CGSize.zero

  override var intrinsicContentSize: CGSize {
    storedSize
  }
}

/// A text view that does not scroll, whose text measures the size Xcode stored for it
/// (a scrolling text view has no intrinsic size either way).
///
/// UIKit sizes a text view with scrolling off to its text at its width, as a label with any
/// number of lines; this stand-in gives the stored frame's size instead, rewrapped into
/// proportionally more lines when laid out narrower, as `StoredMetricsLabel` does.
final class StoredMetricsTextView: UITextView {
  /// The stored frame's size.
  var storedSize = CGSize.zero
  private var storedMeasuredWidth: CGFloat?

  override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    storedMeasuredWidth = bounds.width
    return storedFittingSize(width: bounds.width)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    storedFittingSize(width: size.width)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if !isScrollEnabled, let storedMeasuredWidth, storedMeasuredWidth != bounds.width {
      invalidateIntrinsicContentSize()
    }
  }

  /// The stored size at a width (0 or less: the stored width).
  private func storedFittingSize(width: CGFloat) -> CGSize {
    guard width > 0 else { return storedSize }
    var size = CGSize(width: width, height: storedSize.height)
    if width + 0.5 < storedSize.width {
      size.height = storedSize.height * (storedSize.width / width).rounded(.up)
    }
    return size
  }
}

/// A segmented control whose titles measure the size Xcode stored for it.
final class StoredMetricsSegmentedControl: UISegmentedControl {
  /// The stored frame's size.
  var storedSize = CGSize.zero

  /// The alignment rectangle of the stored frame (decision IC6).
  override var intrinsicContentSize: CGSize {
    alignmentRect(forFrame: CGRect(origin: .zero, size: storedSize)).size
  }
}
