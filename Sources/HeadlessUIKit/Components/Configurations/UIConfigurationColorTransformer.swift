import Foundation

/// A function that changes a configuration's colour, such as to grey it out (iOS 14).
///
/// Two transformers are equal when they are the same one (made by the same initializer call).
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  /// The function.
  public let transform: @Sendable (UIColor) -> UIColor

  /// The transformer's identity.
  private let identity = UUID()

  /// Creates a transformer.
  ///
  /// - Parameter transform: The function.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// Whether two transformers are the same one.
  ///
  /// - Parameters:
  ///   - lhs: A transformer.
  ///   - rhs: Another transformer.
  /// - Returns: Whether they are the same.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the transformer's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// Applies the function.
  ///
  /// - Parameter input: The colour.
  /// - Returns: The changed colour.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// Turns a colour grey, keeping its brightness (headless: the average of its components).
  public static let grayscale = UIConfigurationColorTransformer { color in
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
    return UIColor(white: (red + green + blue) / 3, alpha: alpha)
  }

  /// Replaces a colour with the system tint colour.
  public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

  /// Replaces a colour with the tint colour, without its hue (headless: the tint colour).
  public static let monochromeTint = UIConfigurationColorTransformer { _ in .tintColor }
}
