import Foundation
import HeadlessUIKit

/// The environment a view or controller is snapshotted in: screen size, safe area and traits,
/// as swift-snapshot-testing's iOS `ViewImageConfig` (which that library compiles out on
/// Linux) has them, plus the catalogue device whose screen headless shows (decision SN2).
///
/// The static configurations (`.iPhone13`, `.iPadPro11(.portrait(splitView: .oneThird))`, …)
/// carry the iOS library's sizes, safe areas and traits unchanged, so an image is as many
/// points wide and tall on Linux as on iOS. Headless, each is also tied to the catalogue
/// device of that model (scale, idiom), given a screen of the configuration's size and safe
/// area: the window fills that screen.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation and the share of the screen the app has in Split View.
  public enum TabletOrientation: Sendable {
    /// The app's width in portrait Split View.
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }

    /// The app's width in landscape Split View.
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }

    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The safe area insets of the window the view is shown in.
  public var safeArea: UIEdgeInsets
  /// The size of the window; `nil` keeps the view's own size.
  public var size: CGSize?
  /// The traits the shown controller is given (as overrides, as the iOS library does).
  public var traits: UITraitCollection
  /// The catalogue device whose scale and idiom the screen has (a HeadlessUIKit addition);
  /// `HeadlessDevice.default` for a configuration made with ``init(safeArea:size:traits:)``.
  public var headlessDevice: HeadlessDevice
  /// The interface orientation of the screen (a HeadlessUIKit addition): landscape when the
  /// size is wider than tall.
  public var headlessOrientation: UIInterfaceOrientation

  /// Creates a configuration, as on iOS.
  ///
  /// - Parameters:
  ///   - safeArea: The window's safe area insets.
  ///   - size: The window's size; `nil` keeps the view's size.
  ///   - traits: The traits the controller is given.
  public init(
    safeArea: UIEdgeInsets = .zero,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) {
    self.init(
      safeArea: safeArea, size: size, traits: traits, device: .default)
  }

  /// Creates a configuration of a catalogue device in an orientation (a HeadlessUIKit
  /// addition): its screen size, safe area, size classes, idiom and scale.
  ///
  /// - Parameters:
  ///   - headlessDevice: The device, for example `HeadlessDevice.named("iPhone 16 Pro")`.
  ///   - orientation: The interface orientation.
  public init(headlessDevice: HeadlessDevice, orientation: UIInterfaceOrientation = .portrait) {
    let classes = headlessDevice.sizeClasses(for: orientation)
    self.init(
      safeArea: headlessDevice.safeAreaInsets(for: orientation),
      size: headlessDevice.screenSize(for: orientation),
      traits: UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: classes.horizontal),
        UITraitCollection(verticalSizeClass: classes.vertical),
        UITraitCollection(userInterfaceIdiom: headlessDevice.idiom),
      ]),
      device: headlessDevice)
  }

  /// The memberwise initialiser; the orientation follows the size.
  init(safeArea: UIEdgeInsets, size: CGSize?, traits: UITraitCollection, device: HeadlessDevice) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
    headlessDevice = device
    headlessOrientation = Self.orientation(of: size)
  }

  /// `.landscapeRight` for a size wider than tall, else `.portrait`.
  static func orientation(of size: CGSize?) -> UIInterfaceOrientation {
    guard let size, size.width > size.height else { return .portrait }
    return .landscapeRight
  }

  /// The screen the configuration is shown on: the device with a screen of `size` (the
  /// configuration's when `nil`) and the configuration's safe area.
  ///
  /// - Parameter size: The window size; `nil` uses ``size`` (and then the device's screen).
  /// - Returns: The screen.
  @MainActor
  func screen(size: CGSize? = nil) -> UIScreen {
    let (device, orientation) = screenDevice(size: size)
    return UIScreen(headlessDevice: device, orientation: orientation)
  }

  /// The device whose screen is the window (`size`, else the configuration's) with the
  /// configuration's safe area, and the orientation of that screen (landscape when wider
  /// than tall).
  func screenDevice(size: CGSize? = nil) -> (HeadlessDevice, UIInterfaceOrientation) {
    let size = size ?? self.size ?? headlessDevice.screenSize(for: headlessOrientation)
    let orientation = Self.orientation(of: size)
    let portrait =
      orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    let device = headlessDevice.withScreen(
      portraitSize: portrait, portraitSafeArea: safeArea, landscapeSafeArea: safeArea)
    return (device, orientation)
  }

  /// A catalogue device by name, or the default device.
  static func device(_ name: String) -> HeadlessDevice {
    HeadlessDevice.named(name) ?? .default
  }
}
