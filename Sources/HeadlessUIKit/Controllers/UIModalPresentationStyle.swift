import Foundation

/// How a presented view controller is shown, with the SDK's raw values.
///
/// The sizes each style gives the presented view are listed in decisions C22 and C23.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The style the system picks: a page sheet for every controller HeadlessUIKit knows (iOS
  /// 13 and later).
  case automatic = -2
  /// No adaptation; not a style a controller can be presented with.
  case none = -1
  /// The presented view covers the screen, and the presenting controller's view is removed
  /// once the presentation finishes.
  case fullScreen = 0
  /// A sheet: below the status bar in a compact width, a centred page-sized card in a regular
  /// width.
  case pageSheet = 1
  /// A sheet: as a page sheet in a compact width, a centred card of 540 × 620 points (or the
  /// preferred content size) in a regular width.
  case formSheet = 2
  /// The presented view covers the presentation context's view, which is removed once the
  /// presentation finishes.
  case currentContext = 3
  /// A presentation managed by the presented controller's transitioning delegate: its
  /// presentation controller frames the view and its animator runs the transition.
  case custom = 4
  /// The presented view covers the screen; the views below stay in the hierarchy.
  case overFullScreen = 5
  /// The presented view covers the presentation context's view, which stays in the hierarchy.
  case overCurrentContext = 6
  /// A popover in a regular width; a sheet in a compact width.
  case popover = 7
}
