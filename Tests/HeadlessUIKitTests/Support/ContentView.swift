import HeadlessUIKit

/// A view whose content has a natural size, like a label with fixed text.
@MainActor
final class ContentView: UIView {
  var contentSize = CGSize(width: 100, height: 30)

  override var intrinsicContentSize: CGSize {
    contentSize
  }
}
