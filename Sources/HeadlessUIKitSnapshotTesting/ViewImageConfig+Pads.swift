// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import HeadlessUIKit

/// The iPad configurations of swift-snapshot-testing's iOS library, in full screen and in
/// Split View: the same sizes, safe area (20 points at the top) and traits, each tied to the
/// catalogue device of that model (decision SN2). The plain static ones are landscape, as in
/// the iOS library.
extension ViewImageConfig {
  /// `iPadMini(.landscape)`: the iOS library's default for this model.
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  /// `iPad9_7(.landscape)`: the iOS library's default for this model.
  public static let iPad9_7 = iPadMini
  /// `iPad10_2(.landscape)`: the iOS library's default for this model.
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  /// `iPadPro10_5(.landscape)`: the iOS library's default for this model.
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  /// `iPadPro11(.landscape)`: the iOS library's default for this model.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  /// `iPadPro12_9(.landscape)`: the iOS library's default for this model.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

  /// iPad mini (5th generation), 1024 × 768, full screen.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    .iPadMini(full(orientation))
  }

  /// iPad mini (5th generation), in an orientation and a Split View share.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      "iPad mini (5th generation)", orientation, height: 768, landscape: (320, 507, 694, 1024),
      portrait: (320, 438, 768))
  }

  /// iPad 9.7-inch: the iPad mini's configuration, as in the iOS library.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// iPad 9.7-inch in an orientation and a Split View share.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  /// iPad 10.2-inch (9th generation), 1080 × 810, full screen.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    .iPad10_2(full(orientation))
  }

  /// iPad 10.2-inch in an orientation and a Split View share.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      "iPad (9th generation)", orientation, height: 810, landscape: (320, 535, 750, 1080),
      portrait: (320, 480, 810))
  }

  /// iPad Pro (10.5-inch), 1112 × 834, full screen.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro10_5(full(orientation))
  }

  /// iPad Pro (10.5-inch) in an orientation and a Split View share.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      "iPad Pro (10.5-inch)", orientation, height: 834, landscape: (320, 551, 782, 1112),
      portrait: (320, 504, 834))
  }

  /// iPad Pro (11-inch), 1194 × 834, full screen.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro11(full(orientation))
  }

  /// iPad Pro (11-inch) in an orientation and a Split View share.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      "iPad Pro (11-inch) (4th generation)", orientation, height: 834,
      landscape: (375, 592, 809, 1194), portrait: (320, 504, 834))
  }

  /// iPad Pro (12.9-inch), 1366 × 1024, full screen.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    .iPadPro12_9(full(orientation))
  }

  /// iPad Pro (12.9-inch) in an orientation and a Split View share.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      "iPad Pro (12.9-inch) (2nd generation)", orientation, height: 1024,
      landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024))
  }

  /// The full-screen tablet orientation of a phone-style orientation.
  private static func full(_ orientation: Orientation) -> TabletOrientation {
    switch orientation {
    case .landscape: return .landscape(splitView: .full)
    case .portrait: return .portrait(splitView: .full)
    }
  }

  /// A tablet configuration.
  ///
  /// `height` is the landscape height (the portrait width); the widths are the app's in each Split View share. A share narrower than two thirds in
  /// landscape, or narrower than full in portrait, is compact width.
  private static func pad(
    _ device: String, _ orientation: TabletOrientation, height: CGFloat,
    landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat),
    portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat)
  ) -> ViewImageConfig {
    let size: CGSize
    let compact: Bool
    switch orientation {
    case .landscape(let split):
      let width: CGFloat
      switch split {
      case .oneThird: width = landscape.oneThird
      case .oneHalf: width = landscape.oneHalf
      case .twoThirds: width = landscape.twoThirds
      case .full: width = landscape.full
      }
      size = CGSize(width: width, height: height)
      compact = split == .oneThird || split == .oneHalf
    case .portrait(let split):
      let width: CGFloat
      switch split {
      case .oneThird: width = portrait.oneThird
      case .twoThirds: width = portrait.twoThirds
      case .full: width = portrait.full
      }
      size = CGSize(width: width, height: landscape.full)
      compact = split != .full
    }
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: compact ? .compact : .regular),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(userInterfaceIdiom: .pad),
    ])
    var config = ViewImageConfig(
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: size, traits: traits,
      device: Self.device(device))
    // (a Split View share of a landscape screen is still landscape, however narrow)
    if case .landscape = orientation { config.headlessOrientation = .landscapeRight }
    return config
  }
}
