import Foundation

/// A view that shows an image, and is as large as its image unless told otherwise.
///
/// Its ``intrinsicContentSize`` is the size of the image it shows (``highlightedImage`` while
/// ``isHighlighted``, when there is one, decision B4), and `noIntrinsicMetric` on both axes
/// without an image; changing the image invalidates it when the size changes (spec 5.16).
/// ``init(image:)`` sizes the frame to the image. Image views ignore touches by default and
/// keep UIView's content mode (`.scaleToFill`) and priorities (hugging 250, resistance 750,
/// spec 5.15). A symbol image is shown resolved for the view: its configuration with
/// ``preferredSymbolConfiguration`` laid over it, sized for the view's traits (decision IM3), so
/// a text-style symbol follows the view's content size category.
///
///     let imageView = UIImageView(image: icon)   // icon.size == 24×24
///     imageView.frame                            // (0, 0, 24, 24)
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown when not highlighted; `nil` by default.
  ///
  /// Setting it does not resize the view; it invalidates the intrinsic size when that changes.
  open var image: UIImage? {
    willSet { KeyValueObservingCenter.willChange(self, "image") }
    didSet {
      noteDisplayedImageChange(from: displayedImage(image: oldValue))
      KeyValueObservingCenter.didChange(self, "image")
    }
  }

  /// The image shown while ``isHighlighted``; `nil` by default (then ``image`` is shown).
  open var highlightedImage: UIImage? {
    didSet {
      noteDisplayedImageChange(
        from: displayedImage(highlightedImage: oldValue, isHighlighted: isHighlighted))
    }
  }

  /// Whether the view shows ``highlightedImage``; `false` by default.
  open var isHighlighted = false {
    didSet {
      noteDisplayedImageChange(
        from: displayedImage(highlightedImage: highlightedImage, isHighlighted: oldValue))
    }
  }

  /// The symbol configuration laid over a symbol image's own when the view shows it.
  ///
  /// `nil` by default. What it specifies wins over the image's configuration (decision IM3).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { noteDisplayedImageChange(from: displayedImage(), preferred: oldValue) }
  }

  /// The registration that re-resolves symbol images when the content size category changes.
  private var symbolTraitRegistration: (any UITraitChangeRegistration)?

  /// Creates an image view with a frame and no image; it ignores touches.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    imageViewDidInitialize()
  }

  /// Creates an image view from an archive; it ignores touches.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    imageViewDidInitialize()
  }

  /// Ignores touches and follows trait changes that resize symbol images.
  private func imageViewDidInitialize() {
    isUserInteractionEnabled = false
    symbolTraitRegistration = registerForTraitChanges(
      [UITraitPreferredContentSizeCategory.self, UITraitDisplayScale.self]
    ) { (imageView: UIImageView, _: UITraitCollection) in
      imageView.symbolTraitsDidChange()
    }
  }

  /// Creates an image view showing an image, with a frame at the origin of the image's size.
  ///
  /// - Parameter image: The image; `nil` gives a zero frame.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
    frame = CGRect(origin: .zero, size: imageForDisplay?.size ?? .zero)
  }

  /// Creates an image view with an image and a highlighted image, sized to the image.
  ///
  /// - Parameters:
  ///   - image: The image; its size gives the frame (`nil` gives a zero frame).
  ///   - highlightedImage: The image shown while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The size of the image shown, or `noIntrinsicMetric` on both axes without one.
  open override var intrinsicContentSize: CGSize {
    guard let image = imageForDisplay else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The size of the image shown, whatever size is offered; `.zero` without an image (B4).
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    imageForDisplay?.size ?? .zero
  }

  /// The image shown for a combination of images and highlight (the current one by default).
  func displayedImage(
    image: UIImage?? = nil, highlightedImage: UIImage?? = nil, isHighlighted: Bool? = nil
  ) -> UIImage? {
    let image = image ?? self.image
    let highlighted = highlightedImage ?? self.highlightedImage
    if isHighlighted ?? self.isHighlighted, let highlighted {
      return highlighted
    }
    return image
  }
}
