import Foundation

extension UIImage {
  /// How an image is drawn: as is, or as a template tinted with the tint color.
  public enum RenderingMode: Int, Sendable {
    /// The context decides: templates in bars and buttons, original colors elsewhere.
    case automatic = 0
    /// Always the image's own colors.
    case alwaysOriginal = 1
    /// Always a template: the image's alpha filled with the tint color.
    case alwaysTemplate = 2
  }

  /// How the part of a resizable image between its caps fills a larger area.
  public enum ResizingMode: Int, Sendable {
    /// The middle is repeated.
    case tile = 0
    /// The middle is stretched.
    case stretch = 1
  }
}
