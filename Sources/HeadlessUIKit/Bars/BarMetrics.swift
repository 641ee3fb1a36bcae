import Foundation

/// The standard sizes of UIKit's navigation and tab bars on a screen (decision C35).
///
/// Apple publishes none of these; they are the values UIKit is observed to use:
///
/// | Screen | Navigation bar | Tab bar |
/// | --- | --- | --- |
/// | iPhone in portrait, or in landscape at regular width | 44 | 49 + bottom inset |
/// | iPhone in landscape at compact width | 32 | 32 + bottom inset |
/// | iPad without a home indicator | 50 | 50 |
/// | iPad with a home indicator | 50 | 45 + bottom inset |
///
/// The bottom inset is the safe-area inset under the tab bar (34 on a Face ID iPhone in
/// portrait, 21 in landscape, 20 on an iPad). On iPhones with the Dynamic Island the navigation
/// bar reaches 16/3 points up into the top safe-area inset, so on an iPhone 15 Pro its top is at
/// 161/3 ≈ 53.67 rather than 59.
///
/// Under iOS 26 metrics a navigation bar on an iPhone outside compact landscape is 54 points
/// (decision IB53); toolbars keep 44.
struct BarMetrics: Equatable {
  /// Phone or pad.
  var idiom: UIUserInterfaceIdiom
  /// Whether the screen is in a landscape orientation.
  var isLandscape: Bool
  /// The screen's horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass
  /// Points to pixels.
  var scale: CGFloat
  /// How far a navigation bar reaches up into the top safe-area inset.
  var topOverlap: CGFloat
  /// The system generation whose metrics the bars follow.
  var generation: SystemGeneration
  /// Whether the navigation bar belongs to a navigation controller shown in a page or form
  /// sheet (decision IC5).
  var isInSheet = false

  /// The metrics of a screen's device in its interface orientation.
  ///
  /// - Parameter screen: The screen.
  @MainActor
  init(screen: UIScreen) {
    let device = screen.headlessDevice
    let orientation = screen.headlessInterfaceOrientation
    idiom = device.idiom
    isLandscape = orientation.isLandscape
    horizontalSizeClass = device.sizeClasses(for: orientation).horizontal
    scale = screen.scale
    // The Dynamic Island models are the phones whose status bar is shorter than the top inset.
    let hasIsland = device.idiom == .phone && device.statusBarHeight < device.portraitSafeArea.top
    topOverlap = hasIsland && !orientation.isLandscape ? 16.0 / 3.0 : 0
    generation = screen.systemGeneration
    barSideMargin = UIViewController.systemMinimumSideMargin(
      horizontalSizeClass: horizontalSizeClass, screen: screen)
  }

  /// The metrics of the screen a view is on (the main screen outside a window).
  ///
  /// - Parameter view: The view.
  @MainActor
  init(for view: UIView) {
    self.init(screen: view.window?.screen ?? UIScreen.main)
  }

  /// Whether bars take their compact heights (an iPhone in landscape at compact width).
  private var isCompactPhoneLandscape: Bool {
    idiom == .phone && isLandscape && horizontalSizeClass != .regular
  }

  /// The height of a navigation bar (no large title): 44, 32 or 50 points; 54 instead of 44
  /// under iOS 26 (decision IB53); 56 in a page or form sheet before iOS 26 (decision IC5).
  var navigationBarHeight: CGFloat {
    if isInSheet, generation.rawValue < SystemGeneration.iOS26.rawValue { return 56 }
    if idiom == .pad || isCompactPhoneLandscape { return toolbarHeight }
    return generation == .iOS26 ? 54 : 44
  }

  /// The depth a large title adds under a navigation bar's standard row: 52 points (decision
  /// C64).
  var largeTitleHeight: CGFloat { 52 }

  /// Whether a navigation bar may show a large title: not on an iPhone in landscape, whose
  /// vertical size class is compact (decision C64).
  var allowsLargeTitles: Bool {
    !(idiom == .phone && isLandscape)
  }

  /// The side margin of a navigation bar's contents: 20 points at regular width and on the
  /// phones at least 414 points wide, 16 otherwise (decision C62, as C40).
  var barSideMargin: CGFloat

  /// The height of a toolbar: 44, 32 or 50 points, as a navigation bar before iOS 26.
  var toolbarHeight: CGFloat {
    if idiom == .pad { return 50 }
    return isCompactPhoneLandscape ? 32 : 44
  }

  /// The height of a navigation controller's toolbar at the bottom of a view, including the
  /// view's bottom safe-area inset that the bar covers: on an iPhone in portrait above a home
  /// indicator the bar is 49 points, as a tab bar (decision IC9), else ``toolbarHeight``.
  ///
  /// - Parameter bottomInset: The bottom safe-area inset of the view the bar sits in.
  /// - Returns: The height.
  func bottomToolbarHeight(bottomInset: CGFloat) -> CGFloat {
    guard idiom == .phone, !isCompactPhoneLandscape, bottomInset > 0 else {
      return toolbarHeight + bottomInset
    }
    return 49 + bottomInset
  }

  /// The height of a tab bar at the bottom of a view, including the view's bottom safe-area
  /// inset that the bar covers.
  ///
  /// - Parameter bottomInset: The bottom safe-area inset of the view the bar sits in.
  /// - Returns: The height.
  func tabBarHeight(bottomInset: CGFloat) -> CGFloat {
    if idiom == .pad { return bottomInset > 0 ? 45 + bottomInset : 50 }
    return (isCompactPhoneLandscape ? 32 : 49) + bottomInset
  }

  /// The top of a navigation bar placed under a view's top safe-area inset.
  ///
  /// - Parameter safeAreaTop: The view's top safe-area inset.
  /// - Returns: The inset, less the Dynamic Island overlap on the pixel grid.
  func navigationBarTop(safeAreaTop: CGFloat) -> CGFloat {
    guard safeAreaTop > 0, topOverlap > 0 else { return safeAreaTop }
    return max(0, ((safeAreaTop - topOverlap) * scale).rounded() / scale)
  }
}
