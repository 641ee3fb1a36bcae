import Foundation

/// How an image view resolves the image it shows (decision IM3).
extension UIImageView {
  /// The image the view measures and draws: the image shown (the highlighted one while
  /// highlighted), a symbol image resolved with ``preferredSymbolConfiguration`` and the view's
  /// traits.
  package var imageForDisplay: UIImage? {
    resolved(displayedImage(), preferred: preferredSymbolConfiguration)
  }

  /// An image resolved for this view with a preferred symbol configuration.
  func resolved(_ image: UIImage?, preferred: UIImage.SymbolConfiguration?) -> UIImage? {
    guard let image else { return nil }
    guard image.isSymbolImage else { return image }
    return image.resolvedForDisplay(preferred: preferred, traits: traitCollection)
  }

  /// Invalidates the intrinsic size when the image shown changed size (or appeared or went).
  ///
  /// - Parameters:
  ///   - oldImage: The image shown before the change, unresolved.
  ///   - preferred: The preferred symbol configuration before the change (the current one by
  ///     default).
  func noteDisplayedImageChange(
    from oldImage: UIImage?, preferred: UIImage.SymbolConfiguration?? = nil
  ) {
    let old = resolved(oldImage, preferred: preferred ?? preferredSymbolConfiguration)
    if old?.size != imageForDisplay?.size {
      invalidateIntrinsicContentSize()
    }
  }

  /// The content size category or display scale changed: a symbol image may have a new size.
  func symbolTraitsDidChange() {
    guard displayedImage()?.isSymbolImage == true else { return }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
