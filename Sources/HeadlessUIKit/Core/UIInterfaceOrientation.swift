import Foundation

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
  /// The orientation is not known.
  case unknown = 0
  /// Portrait, home indicator (or button) at the bottom.
  case portrait = 1
  /// Portrait upside down, home indicator at the top.
  case portraitUpsideDown = 2
  /// Landscape, home indicator on the left (the device turned clockwise).
  case landscapeLeft = 4
  /// Landscape, home indicator on the right (the device turned counter-clockwise).
  case landscapeRight = 3

  /// Whether the orientation is portrait or portrait upside down.
  public var isPortrait: Bool {
    self == .portrait || self == .portraitUpsideDown
  }

  /// Whether the orientation is one of the landscape orientations.
  public var isLandscape: Bool {
    self == .landscapeLeft || self == .landscapeRight
  }
}

/// The kind of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
}

/// A size class: a coarse description of the space available along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Constrained space.
  case compact = 1
  /// Ample space.
  case regular = 2
}

/// How a view's content is arranged when the interface runs right to left.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the interface's layout direction.
  case unspecified = 0
  /// Playback controls, which stay left to right.
  case playback = 1
  /// Directional controls (such as arrows), which stay left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// The direction in which an interface lays out its content.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right.
  case rightToLeft = 1
}
