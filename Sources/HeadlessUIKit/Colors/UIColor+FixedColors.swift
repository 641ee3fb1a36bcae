import Foundation

extension UIColor {
  /// Black: a grey colour with grey level `0` and alpha `1`.
  public class var black: UIColor { FixedColors.black }

  /// Dark grey: a grey colour with grey level `1/3` and alpha `1`.
  public class var darkGray: UIColor { FixedColors.darkGray }

  /// Light grey: a grey colour with grey level `2/3` and alpha `1`.
  public class var lightGray: UIColor { FixedColors.lightGray }

  /// White: a grey colour with grey level `1` and alpha `1`.
  public class var white: UIColor { FixedColors.white }

  /// Grey: a grey colour with grey level `0.5` and alpha `1`.
  public class var gray: UIColor { FixedColors.gray }

  /// Red: RGB `1, 0, 0` with alpha `1`.
  public class var red: UIColor { FixedColors.red }

  /// Green: RGB `0, 1, 0` with alpha `1`.
  public class var green: UIColor { FixedColors.green }

  /// Blue: RGB `0, 0, 1` with alpha `1`.
  public class var blue: UIColor { FixedColors.blue }

  /// Cyan: RGB `0, 1, 1` with alpha `1`.
  public class var cyan: UIColor { FixedColors.cyan }

  /// Yellow: RGB `1, 1, 0` with alpha `1`.
  public class var yellow: UIColor { FixedColors.yellow }

  /// Magenta: RGB `1, 0, 1` with alpha `1`.
  public class var magenta: UIColor { FixedColors.magenta }

  /// Orange: RGB `1, 0.5, 0` with alpha `1`.
  public class var orange: UIColor { FixedColors.orange }

  /// Purple: RGB `0.5, 0, 0.5` with alpha `1`.
  public class var purple: UIColor { FixedColors.purple }

  /// Brown: RGB `0.6, 0.4, 0.2` with alpha `1`.
  public class var brown: UIColor { FixedColors.brown }

  /// Clear: a grey colour with grey level `0` and alpha `0`.
  public class var clear: UIColor { FixedColors.clear }

  /// The non-adaptive colour for text on a dark background: white with alpha `0.6`.
  ///
  /// Apple documents the purpose, not the value; `0.6` is what UIKit reports.
  public class var lightText: UIColor { FixedColors.lightText }

  /// The non-adaptive colour for text on a light background: black with alpha `1`.
  ///
  /// Unlike `label`, it stays black in dark mode.
  public class var darkText: UIColor { FixedColors.darkText }
}

/// The shared instances behind UIKit's fixed colours; UIKit also returns one cached object each.
private enum FixedColors {
  static let black = UIColor(white: 0, alpha: 1)
  static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  static let white = UIColor(white: 1, alpha: 1)
  static let gray = UIColor(white: 0.5, alpha: 1)
  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  static let clear = UIColor(white: 0, alpha: 0)
  static let lightText = UIColor(white: 1, alpha: 0.6)
  static let darkText = UIColor(white: 0, alpha: 1)
}
