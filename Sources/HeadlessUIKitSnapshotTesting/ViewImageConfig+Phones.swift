import Foundation
import HeadlessUIKit

/// The iPhone configurations of swift-snapshot-testing's iOS library: the same sizes, safe
/// areas and traits, each tied to the catalogue device of that model (decision SN2).
extension ViewImageConfig {
  /// `iPhoneSe(.portrait)`: the iOS library's default for this model.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// `iPhone8(.portrait)`: the iOS library's default for this model.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// `iPhone8Plus(.portrait)`: the iOS library's default for this model.
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  /// `iPhoneX(.portrait)`: the iOS library's default for this model.
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// `iPhoneXsMax(.portrait)`: the iOS library's default for this model.
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  /// `iPhoneXr(.portrait)`: the iOS library's default for this model.
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  /// `iPhone12(.portrait)`: the iOS library's default for this model.
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  /// `iPhone12Pro(.portrait)`: the iOS library's default for this model.
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  /// `iPhone12ProMax(.portrait)`: the iOS library's default for this model.
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  /// `iPhone13(.portrait)`: the iOS library's default for this model.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// `iPhone13Mini(.portrait)`: the iOS library's default for this model.
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  /// `iPhone13Pro(.portrait)`: the iOS library's default for this model.
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  /// `iPhone13ProMax(.portrait)`: the iOS library's default for this model.
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

  /// iPhone SE (1st generation), 320 × 568 (shown on the catalogue's iPhone SE (2nd
  /// generation), @2x, with a 320 × 568 screen).
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      "iPhone SE (2nd generation)", 320, 568, orientation, top: 20,
      model: "iPhone SE (1st generation)")
  }

  /// iPhone 8, 375 × 667.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 8", 375, 667, orientation, top: 20)
  }

  /// iPhone 8 Plus, 414 × 736 (regular width in landscape).
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 8 Plus", 414, 736, orientation, top: 20, regularWidthInLandscape: true)
  }

  /// iPhone X, 375 × 812.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone X", 375, 812, orientation, top: 44, side: 44, bottom: (34, 24))
  }

  /// iPhone XS Max, 414 × 896 (regular width in landscape).
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      "iPhone XS Max", 414, 896, orientation, top: 44, side: 44, bottom: (34, 24),
      regularWidthInLandscape: true)
  }

  /// iPhone XR, 414 × 896 (regular width in landscape).
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      "iPhone XR", 414, 896, orientation, top: 44, side: 44, bottom: (34, 24),
      regularWidthInLandscape: true)
  }

  /// iPhone 12, 390 × 844.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 12", 390, 844, orientation, top: 47, side: 47, bottom: (34, 21))
  }

  /// iPhone 12 Pro: the iPhone 12's configuration, as in the iOS library.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  /// iPhone 12 Pro Max, 428 × 926 (regular width in landscape).
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      "iPhone 12 Pro Max", 428, 926, orientation, top: 47, side: 47, bottom: (34, 21),
      regularWidthInLandscape: true)
  }

  /// iPhone 13, 390 × 844.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13", 390, 844, orientation, top: 47, side: 47, bottom: (34, 21))
  }

  /// iPhone 13 mini, 375 × 812.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone("iPhone 13 mini", 375, 812, orientation, top: 50, side: 50, bottom: (34, 21))
  }

  /// iPhone 13 Pro: the iPhone 13's configuration, as in the iOS library.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  /// iPhone 13 Pro Max, 428 × 926 (regular width in landscape).
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(
      "iPhone 13 Pro Max", 428, 926, orientation, top: 47, side: 47, bottom: (34, 21),
      regularWidthInLandscape: true)
  }

  /// A phone configuration.
  ///
  /// Portrait size, portrait top inset, landscape side insets, bottom insets (portrait,
  /// landscape); a status-bar phone (no `side`) has no landscape insets. `model` names a model the catalogue lacks, shown on `device` at the model's size.
  private static func phone(
    _ device: String, _ width: CGFloat, _ height: CGFloat, _ orientation: Orientation,
    top: CGFloat, side: CGFloat = 0, bottom: (portrait: CGFloat, landscape: CGFloat) = (0, 0),
    regularWidthInLandscape: Bool = false, model: String? = nil
  ) -> ViewImageConfig {
    var headlessDevice = Self.device(device)
    if let model { headlessDevice = headlessDevice.renamed(model) }
    let base: [UITraitCollection] = [
      UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(preferredContentSizeCategory: .medium),
      UITraitCollection(userInterfaceIdiom: .phone),
    ]
    switch orientation {
    case .landscape:
      let traits = UITraitCollection(
        traitsFrom: base + [
          UITraitCollection(horizontalSizeClass: regularWidthInLandscape ? .regular : .compact),
          UITraitCollection(verticalSizeClass: .compact),
        ])
      return ViewImageConfig(
        safeArea: UIEdgeInsets(top: 0, left: side, bottom: bottom.landscape, right: side),
        size: CGSize(width: height, height: width), traits: traits, device: headlessDevice)
    case .portrait:
      let traits = UITraitCollection(
        traitsFrom: base + [
          UITraitCollection(horizontalSizeClass: .compact),
          UITraitCollection(verticalSizeClass: .regular),
        ])
      return ViewImageConfig(
        safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom.portrait, right: 0),
        size: CGSize(width: width, height: height), traits: traits, device: headlessDevice)
    }
  }
}
