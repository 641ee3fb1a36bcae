import Foundation
import HeadlessUIKit
import Testing

/// An image view that counts intrinsic-size invalidations.
@MainActor
final class CountingImageView: UIImageView {
  var invalidations = 0

  override func invalidateIntrinsicContentSize() {
    invalidations += 1
    super.invalidateIntrinsicContentSize()
  }
}

@MainActor
@Suite struct UIImageViewTests {
  /// An image of a size in points at scale 2, as a renderer makes it.
  private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
      .image { _ in }
  }

  @Test func initWithImageSizesTheFrameToTheImage() {
    let view = UIImageView(image: image(24, 16))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 24, height: 16))
    #expect(view.image?.size == CGSize(width: 24, height: 16))
    #expect(view.highlightedImage == nil)
    #expect(view.isHighlighted == false)
    #expect(UIImageView(image: nil).frame == .zero)
  }

  @Test func initWithHighlightedImageSizesTheFrameToTheImage() {
    let view = UIImageView(image: image(10, 20), highlightedImage: image(30, 40))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(view.highlightedImage?.size == CGSize(width: 30, height: 40))
  }

  @Test func defaultsFollowUIKit() {
    let view = UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(view.isUserInteractionEnabled == false)
    #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
    #expect(view.contentMode == .scaleToFill)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("5.13: without an image there is no intrinsic size on either axis")
  func noImageNoIntrinsicSize() {
    let view = UIImageView()
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  @Test("5.15: image views made in code hug at 250 and resist at 750")
  func defaultPriorities() {
    let view = UIImageView(image: image(5, 5))
    #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 250)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
    #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
  }

  @Test func intrinsicSizeFollowsTheImageShown() {
    let view = UIImageView(image: image(10, 20), highlightedImage: image(30, 40))
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 40))
    view.highlightedImage = nil
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func sizeThatFitsIsTheImageSize() {
    let view = UIImageView(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
    #expect(view.sizeThatFits(CGSize(width: 7, height: 7)) == .zero)
    view.image = image(12, 8)
    #expect(view.sizeThatFits(CGSize(width: 7, height: 7)) == CGSize(width: 12, height: 8))
    #expect(view.frame.size == CGSize(width: 100, height: 100))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 12, height: 8))
  }

  @Test("5.16: a change of image size invalidates the intrinsic size, the same size does not")
  func changingTheImageInvalidates() {
    let view = CountingImageView(frame: .zero)
    view.image = image(10, 10)
    #expect(view.invalidations == 1)
    view.image = image(10, 10)
    #expect(view.invalidations == 1)
    view.image = image(11, 10)
    #expect(view.invalidations == 2)
    view.highlightedImage = image(50, 50)
    #expect(view.invalidations == 2)
    view.isHighlighted = true
    #expect(view.invalidations == 3)
    view.image = nil
    #expect(view.invalidations == 3)
    view.highlightedImage = nil
    #expect(view.invalidations == 4)
  }

  @Test("5.14: a positioned image view takes its image's size, and follows a new image")
  func autoLayoutUsesTheImageSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIImageView(image: image(40, 30))
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
    view.image = image(64, 48)
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 64, height: 48))
  }
}
