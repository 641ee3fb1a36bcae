import Foundation

extension UIColor {
  /// A red that adapts to the appearance (light, dark, increased contrast).
  public class var systemRed: UIColor { StandardColors.systemRed }

  /// A orange that adapts to the appearance (light, dark, increased contrast).
  public class var systemOrange: UIColor { StandardColors.systemOrange }

  /// A yellow that adapts to the appearance (light, dark, increased contrast).
  public class var systemYellow: UIColor { StandardColors.systemYellow }

  /// A green that adapts to the appearance (light, dark, increased contrast).
  public class var systemGreen: UIColor { StandardColors.systemGreen }

  /// A mint that adapts to the appearance (light, dark, increased contrast).
  public class var systemMint: UIColor { StandardColors.systemMint }

  /// A teal that adapts to the appearance (light, dark, increased contrast).
  public class var systemTeal: UIColor { StandardColors.systemTeal }

  /// A cyan that adapts to the appearance (light, dark, increased contrast).
  public class var systemCyan: UIColor { StandardColors.systemCyan }

  /// A blue that adapts to the appearance (light, dark, increased contrast).
  public class var systemBlue: UIColor { StandardColors.systemBlue }

  /// A indigo that adapts to the appearance (light, dark, increased contrast).
  public class var systemIndigo: UIColor { StandardColors.systemIndigo }

  /// A purple that adapts to the appearance (light, dark, increased contrast).
  public class var systemPurple: UIColor { StandardColors.systemPurple }

  /// A pink that adapts to the appearance (light, dark, increased contrast).
  public class var systemPink: UIColor { StandardColors.systemPink }

  /// A brown that adapts to the appearance (light, dark, increased contrast).
  public class var systemBrown: UIColor { StandardColors.systemBrown }

  /// The base grey; the same in light and dark.
  public class var systemGray: UIColor { StandardColors.systemGray }

  /// The second-level grey: lighter than `systemGray` in light mode, darker in dark mode.
  public class var systemGray2: UIColor { StandardColors.systemGray2 }

  /// The third-level grey.
  public class var systemGray3: UIColor { StandardColors.systemGray3 }

  /// The fourth-level grey.
  public class var systemGray4: UIColor { StandardColors.systemGray4 }

  /// The fifth-level grey.
  public class var systemGray5: UIColor { StandardColors.systemGray5 }

  /// The sixth-level grey, closest to the background.
  public class var systemGray6: UIColor { StandardColors.systemGray6 }

  /// The tint colour of the app or trait hierarchy.
  ///
  /// HeadlessUIKit has no app-wide or trait-provided tint yet, so this resolves to UIKit's
  /// default, the `systemBlue` variants; it is a colour of its own, not equal to `systemBlue`.
  public class var tintColor: UIColor { StandardColors.tintColor }
}

/// The shared instances behind UIKit's standard system colours.
private enum StandardColors {
  static let systemRed = UIColor(storage: .system(.systemRed))
  static let systemOrange = UIColor(storage: .system(.systemOrange))
  static let systemYellow = UIColor(storage: .system(.systemYellow))
  static let systemGreen = UIColor(storage: .system(.systemGreen))
  static let systemMint = UIColor(storage: .system(.systemMint))
  static let systemTeal = UIColor(storage: .system(.systemTeal))
  static let systemCyan = UIColor(storage: .system(.systemCyan))
  static let systemBlue = UIColor(storage: .system(.systemBlue))
  static let systemIndigo = UIColor(storage: .system(.systemIndigo))
  static let systemPurple = UIColor(storage: .system(.systemPurple))
  static let systemPink = UIColor(storage: .system(.systemPink))
  static let systemBrown = UIColor(storage: .system(.systemBrown))
  static let systemGray = UIColor(storage: .system(.systemGray))
  static let systemGray2 = UIColor(storage: .system(.systemGray2))
  static let systemGray3 = UIColor(storage: .system(.systemGray3))
  static let systemGray4 = UIColor(storage: .system(.systemGray4))
  static let systemGray5 = UIColor(storage: .system(.systemGray5))
  static let systemGray6 = UIColor(storage: .system(.systemGray6))
  static let tintColor = UIColor(storage: .system(.tintColor))
}
