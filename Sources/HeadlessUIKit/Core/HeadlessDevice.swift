import Foundation

/// A device whose screen HeadlessUIKit can simulate: its size in points, scale, safe-area
/// insets and size classes in each orientation (spec §14).
///
/// This type is a HeadlessUIKit addition (UIKit has no device catalogue); it is how tests and
/// the command-line tool choose the screen that `UIScreen.main` describes:
///
///     UIScreen.headlessMain = UIScreen(headlessDevice: .named("iPhone 15 Pro")!, orientation: .landscapeRight)
///
/// Safe-area insets and status-bar heights are not published by Apple; the values come from
/// the sources cited in the spec, with the conflicts resolved by decision D24.
public struct HeadlessDevice: Sendable, Hashable, CustomStringConvertible {
  /// The marketing name, as the Simulator lists it (for example `iPhone 15 Pro`).
  public let name: String
  /// Phone or pad.
  public let idiom: UIUserInterfaceIdiom
  /// The screen size in points, in portrait.
  public let portraitSize: CGSize
  /// Points to pixels (`UIScreen.scale`).
  public let scale: CGFloat
  /// The physical pixel size in portrait (`UIScreen.nativeBounds`).
  public let nativePixelSize: CGSize
  /// Safe-area insets of a full-screen window in portrait.
  public let portraitSafeArea: UIEdgeInsets
  /// Safe-area insets of a full-screen window in landscape (either side).
  public let landscapeSafeArea: UIEdgeInsets
  /// Horizontal and vertical size classes in portrait.
  public let portraitSizeClasses:
    (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  /// Horizontal and vertical size classes in landscape.
  public let landscapeSizeClasses:
    (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  /// The status-bar height in portrait, in points.
  public let statusBarHeight: CGFloat
  /// Whether the status bar shows in landscape (iPads) or is hidden (iPhones).
  public let showsStatusBarInLandscape: Bool

  /// A device of the given metrics (the catalogue's entries, and the canvases of the
  /// storyboard tooling, which simulate screens of other sizes and insets).
  package init(
    name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
    nativePixelSize: CGSize, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
    portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass),
    landscapeSizeClasses: (
      horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    ),
    statusBarHeight: CGFloat, showsStatusBarInLandscape: Bool
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.nativePixelSize = nativePixelSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
    self.statusBarHeight = statusBarHeight
    self.showsStatusBarInLandscape = showsStatusBarInLandscape
  }

  /// The pixel-to-point ratio of the physical screen (`UIScreen.nativeScale`).
  public var nativeScale: CGFloat {
    nativePixelSize.width / portraitSize.width
  }

  /// The screen size in points for an interface orientation.
  ///
  /// - Parameter orientation: The interface orientation.
  /// - Returns: The portrait size, or its transpose in landscape.
  public func screenSize(for orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets of a full-screen window in an interface orientation.
  ///
  /// Upside-down portrait swaps the top and bottom insets (decision: iPhones with a sensor
  /// housing do not support it; the value keeps the housing's inset on the housing's side).
  ///
  /// - Parameter orientation: The interface orientation.
  /// - Returns: The insets, in the window's (interface) coordinates.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    switch orientation {
    case .landscapeLeft, .landscapeRight:
      return landscapeSafeArea
    case .portraitUpsideDown:
      let p = portraitSafeArea
      return UIEdgeInsets(top: p.bottom, left: p.right, bottom: p.top, right: p.left)
    case .portrait, .unknown:
      return portraitSafeArea
    }
  }

  /// The size classes in an interface orientation.
  ///
  /// - Parameter orientation: The interface orientation.
  /// - Returns: The horizontal and vertical size classes.
  public func sizeClasses(
    for orientation: UIInterfaceOrientation
  ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
  }

  /// The device's name.
  public var description: String {
    name
  }

  /// Two devices are equal when their names are (names are unique in the catalogue).
  public static func == (lhs: HeadlessDevice, rhs: HeadlessDevice) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
