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
