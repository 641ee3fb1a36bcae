import HeadlessUIKit

/// One environment a layout audit shows a screen in: a device of the catalogue, an interface
/// orientation, a Dynamic Type size and a light or dark appearance.
///
/// A HeadlessUIKit addition. Its ``description`` is stable and readable, for example
/// `iPhone SE (3rd generation), landscape, accessibilityExtraExtraExtraLarge, dark`.
public struct LayoutAuditConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The simulated device.
  public var device: HeadlessDevice
  /// The interface orientation.
  public var orientation: UIInterfaceOrientation
  /// The preferred content size category (the system's text size).
  public var contentSizeCategory: UIContentSizeCategory
  /// The system appearance, `.light` or `.dark`.
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - device: The simulated device.
  ///   - orientation: The interface orientation.
  ///   - contentSizeCategory: The preferred content size category.
  ///   - userInterfaceStyle: The system appearance.
  public init(
    device: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait,
    contentSizeCategory: UIContentSizeCategory = .large,
    userInterfaceStyle: UIUserInterfaceStyle = .light
  ) {
    self.device = device
    self.orientation = orientation
    self.contentSizeCategory = contentSizeCategory
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The device, orientation, text size and appearance, separated by commas.
  public var description: String {
    [
      device.name, Self.name(of: orientation), Self.name(of: contentSizeCategory),
      Self.name(of: userInterfaceStyle),
    ].joined(separator: ", ")
  }

  /// Whether the device runs apps in the orientation: iPhones never upside down (UIKit's
  /// default `supportedInterfaceOrientations` on the phone idiom), iPads in all four.
  var deviceSupportsOrientation: Bool {
    device.idiom == .pad || orientation != .portraitUpsideDown
  }

  /// `portrait`, `landscape` (landscape right, the orientation audits use by default),
  /// `landscapeLeft` or `portraitUpsideDown`.
  static func name(of orientation: UIInterfaceOrientation) -> String {
    switch orientation {
    case .portrait, .unknown: return "portrait"
    case .landscapeRight: return "landscape"
    case .landscapeLeft: return "landscapeLeft"
    case .portraitUpsideDown: return "portraitUpsideDown"
    }
  }

  /// The Swift name of a content size category (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
  static func name(of category: UIContentSizeCategory) -> String {
    categoryNames.first { $0.category == category }?.name ?? category.rawValue
  }

  /// `light`, `dark` or `unspecified`.
  static func name(of style: UIUserInterfaceStyle) -> String {
    switch style {
    case .light: return "light"
    case .dark: return "dark"
    default: return "unspecified"
    }
  }

  /// The twelve categories UIKit offers, smallest first, with their Swift names.
  static let categoryNames: [(category: UIContentSizeCategory, name: String)] = [
    (.extraSmall, "extraSmall"), (.small, "small"), (.medium, "medium"), (.large, "large"),
    (.extraLarge, "extraLarge"), (.extraExtraLarge, "extraExtraLarge"),
    (.extraExtraExtraLarge, "extraExtraExtraLarge"), (.accessibilityMedium, "accessibilityMedium"),
    (.accessibilityLarge, "accessibilityLarge"),
    (.accessibilityExtraLarge, "accessibilityExtraLarge"),
    (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge"),
    (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge"),
  ]
}

extension Array where Element == HeadlessDevice {
  /// Every device of the catalogue (`headless-uikit devices`), iPhones then iPads.
  public static var allDevices: [HeadlessDevice] { HeadlessDevice.all }

  /// The iPhones of the catalogue.
  public static var phones: [HeadlessDevice] { HeadlessDevice.all.filter { $0.idiom == .phone } }

  /// The iPads of the catalogue.
  public static var pads: [HeadlessDevice] { HeadlessDevice.all.filter { $0.idiom == .pad } }

  /// The devices of the catalogue with the given names, in that order.
  ///
  /// A name the catalogue lacks stops the program: a test that names a device that does not
  /// exist is a mistake to fix, not a configuration to skip.
  ///
  /// - Parameter names: Names as `headless-uikit devices` lists them, e.g. `iPhone 15 Pro`.
  /// - Returns: The devices.
  public static func named(_ names: String...) -> [HeadlessDevice] {
    names.map { name in
      guard let device = HeadlessDevice.named(name) else {
        preconditionFailure("No device named '\(name)' in the catalogue")
      }
      return device
    }
  }
}

extension Array where Element == UIContentSizeCategory {
  /// The twelve content size categories, from `.extraSmall` to
  /// `.accessibilityExtraExtraExtraLarge`.
  public static var all: [UIContentSizeCategory] {
    LayoutAuditConfiguration.categoryNames.map(\.category)
  }

  /// The seven standard sizes, `.extraSmall` to `.extraExtraExtraLarge`.
  public static var standard: [UIContentSizeCategory] { Array(all.prefix(7)) }

  /// The five accessibility sizes, `.accessibilityMedium` to
  /// `.accessibilityExtraExtraExtraLarge`.
  public static var accessibility: [UIContentSizeCategory] { Array(all.suffix(5)) }
}
