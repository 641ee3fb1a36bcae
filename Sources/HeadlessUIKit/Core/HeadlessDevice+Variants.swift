import Foundation

/// Devices derived from the catalogue's, for code that shows a screen of a size no catalogue
/// device has (the snapshot strategies of `HeadlessUIKitSnapshotTesting`, whose configurations
/// carry their own screen sizes and safe areas).
extension HeadlessDevice {
  /// The device with another screen: same name, idiom, scale and status bar, another portrait
  /// size and other safe areas; the native pixel size follows the new size at the device's
  /// scale.
  ///
  /// - Parameters:
  ///   - portraitSize: The screen size in portrait, in points.
  ///   - portraitSafeArea: The safe area insets in portrait.
  ///   - landscapeSafeArea: The safe area insets in landscape.
  /// - Returns: The derived device.
  package func withScreen(
    portraitSize: CGSize, portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets
  ) -> HeadlessDevice {
    HeadlessDevice(
      name: name, idiom: idiom, portraitSize: portraitSize, scale: scale,
      nativePixelSize: CGSize(
        width: portraitSize.width * scale, height: portraitSize.height * scale),
      portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
      portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
      statusBarHeight: statusBarHeight, showsStatusBarInLandscape: showsStatusBarInLandscape)
  }

  /// The same device under another name, for a model the catalogue shows on a device of the
  /// same scale and idiom (the snapshot strategies' iPhone SE (1st generation), shown on the
  /// catalogue's 2nd generation at 320 × 568, is named as the model it stands for).
  ///
  /// - Parameter name: The name reports and dumps show.
  /// - Returns: The renamed device.
  package func renamed(_ name: String) -> HeadlessDevice {
    HeadlessDevice(
      name: name, idiom: idiom, portraitSize: portraitSize, scale: scale,
      nativePixelSize: nativePixelSize, portraitSafeArea: portraitSafeArea,
      landscapeSafeArea: landscapeSafeArea, portraitSizeClasses: portraitSizeClasses,
      landscapeSizeClasses: landscapeSizeClasses, statusBarHeight: statusBarHeight,
      showsStatusBarInLandscape: showsStatusBarInLandscape)
  }
}
