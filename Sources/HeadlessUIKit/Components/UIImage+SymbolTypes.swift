import Foundation

extension UIImage {
  /// The weight variants of a symbol image, matching the weights of the system font.
  public enum SymbolWeight: Int, Sendable {
    /// No weight given: the text style's, else regular.
    case unspecified = 0
    /// The ultralight weight.
    case ultraLight = 1
    /// The thin weight.
    case thin = 2
    /// The light weight.
    case light = 3
    /// The regular weight.
    case regular = 4
    /// The medium weight.
    case medium = 5
    /// The semibold weight.
    case semibold = 6
    /// The bold weight.
    case bold = 7
    /// The heavy weight.
    case heavy = 8
    /// The black weight.
    case black = 9

    /// The font weight of the same name; `.regular` for ``unspecified``.
    ///
    /// - Returns: The matching `UIFont.Weight`.
    public func fontWeight() -> UIFont.Weight {
      switch self {
      case .unspecified, .regular: .regular
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }

    /// The symbol weight nearest to a font weight.
    static func nearest(to weight: UIFont.Weight) -> SymbolWeight {
      let all: [SymbolWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      return all.min { first, second in
        abs(first.fontWeight().rawValue - weight.rawValue)
          < abs(second.fontWeight().rawValue - weight.rawValue)
      } ?? .regular
    }
  }

  /// The scale variants of a symbol image: its size relative to text of the same font.
  public enum SymbolScale: Int, Sendable {
    /// The variant the system uses by default: ``medium``.
    case `default` = -1
    /// No scale given: ``medium`` unless another configuration gives one.
    case unspecified = 0
    /// About 20% smaller than ``medium``.
    case small = 1
    /// The size of text in the same font.
    case medium = 2
    /// About 30% larger than ``medium``.
    case large = 3
  }
}
