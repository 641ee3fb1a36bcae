import Foundation
import Raster
import UIGeometry

extension DisplayList {
  /// The display list of an image on its own, at its size in points (decision DR1).
  ///
  /// An image made by drawing (`UIGraphicsImageRenderer`, `UIGraphicsGetImageFromCurrentImageContext`)
  /// draws what was drawn; any other image draws its placeholder (decision R27). Render it at the
  /// image's scale to get its pixels.
  ///
  /// - Parameter image: The image.
  @MainActor
  package init(rendering image: UIImage) {
    let rect = CGRect(origin: .zero, size: image.size)
    let items = DisplayListBuilder.items(
      of: .image(image, rect), traits: UITraitCollection(userInterfaceStyle: .light))
    self.init(
      size: image.size,
      root: DisplayGroup(
        name: "UIImage", frame: rect, transform: .identity, opacity: 1, clip: nil,
        items: items))
  }
}
