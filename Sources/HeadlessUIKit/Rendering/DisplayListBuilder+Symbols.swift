import Foundation
import Raster
import UIGeometry

/// How symbol images are drawn headless, where there is no SF Symbols font (decision IM6).
extension DisplayListBuilder {
  /// The corner radius of a symbol placeholder, as a fraction of its shorter side.
  nonisolated static let symbolCornerFraction: CGFloat = 0.25

  /// A symbol image's placeholder: a rounded square filling the image's rectangle, in the
  /// colour the symbol would be drawn in (see `UIImage.symbolColor(tint:)`).
  ///
  /// - Parameters:
  ///   - image: The symbol image.
  ///   - rect: Where the image is drawn.
  ///   - tint: The tint colour of the view showing it, or `nil` when drawn into a context.
  ///   - traits: The traits the colour is resolved for.
  /// - Returns: One fill, or nothing for a transparent colour.
  nonisolated static func symbol(
    _ image: UIImage, in rect: CGRect, tint: UIColor?, traits: UITraitCollection
  ) -> [DisplayItem] {
    let color = renderColor(image.symbolColor(tint: tint), traits: traits)
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return [] }
    let radius = min(rect.width, rect.height) * symbolCornerFraction
    return [.fill(.roundedRect(rect, cornerRadius: radius), color)]
  }
}
