import Foundation

// The device catalogue: data only (spec §14.1, §14.3, §14.4 with decision D24). Each family row
// of the spec becomes one entry per marketing name.

extension HeadlessDevice {
  /// Every device in the catalogue: iPhones from the iPhone 6s generation to the iPhone 16
  /// family, then iPads, in the order of spec §14.
  public static let all: [HeadlessDevice] = phones + pads

  /// The device `UIScreen.main` simulates unless told otherwise: iPhone 15 Pro.
  public static let `default`: HeadlessDevice = all.first { $0.name == "iPhone 15 Pro" } ?? all[0]

  /// Finds a device by name, ignoring case and spaces around the name.
  ///
  /// - Parameter name: A name from the catalogue, e.g. `iPhone 15 Pro`.
  /// - Returns: The device, or `nil` if the catalogue has none of that name.
  public static func named(_ name: String) -> HeadlessDevice? {
    let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
    return all.first { $0.name.lowercased() == wanted }
  }

  private static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat)
    -> UIEdgeInsets
  {
    UIEdgeInsets(top: t, left: l, bottom: b, right: r)
  }

  /// One family of phones: every name shares the geometry.
  private static func phones(
    _ names: [String], _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    portrait: UIEdgeInsets, landscape: UIEdgeInsets, statusBar: CGFloat,
    regularWidthInLandscape: Bool, nativePixels: CGSize? = nil
  ) -> [HeadlessDevice] {
    names.map {
      HeadlessDevice(
        name: $0, idiom: .phone, portraitSize: CGSize(width: width, height: height),
        scale: scale,
        nativePixelSize: nativePixels ?? CGSize(width: width * scale, height: height * scale),
        portraitSafeArea: portrait, landscapeSafeArea: landscape,
        portraitSizeClasses: (.compact, .regular),
        landscapeSizeClasses: (regularWidthInLandscape ? .regular : .compact, .compact),
        statusBarHeight: statusBar, showsStatusBarInLandscape: false)
    }
  }

  /// One family of iPads (all @2x, regular/regular, same insets in every orientation).
  private static func pads(
    _ names: [String], _ width: CGFloat, _ height: CGFloat, safeArea: UIEdgeInsets
  ) -> [HeadlessDevice] {
    names.map {
      HeadlessDevice(
        name: $0, idiom: .pad, portraitSize: CGSize(width: width, height: height), scale: 2,
        nativePixelSize: CGSize(width: width * 2, height: height * 2),
        portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
        statusBarHeight: safeArea.top, showsStatusBarInLandscape: true)
    }
  }

  private static let phones: [HeadlessDevice] =
    phones(
      [
        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7",
        "iPhone 6s",
      ], 375, 667, scale: 2, portrait: insets(20, 0, 0, 0),
      landscape: .zero, statusBar: 20, regularWidthInLandscape: false)
    // The Plus models render at 3x and are downsampled to a 1080×1920 panel.
    + phones(
      ["iPhone 8 Plus"], 414, 736, scale: 3, portrait: insets(20, 0, 0, 0), landscape: .zero,
      statusBar: 20, regularWidthInLandscape: true,
      nativePixels: CGSize(width: 1080, height: 1920))
    + phones(
      ["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3,
      portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), statusBar: 44,
      regularWidthInLandscape: false)
    + phones(
      ["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3,
      portrait: insets(44, 0, 34, 0), landscape: insets(0, 44, 21, 44), statusBar: 44,
      regularWidthInLandscape: true)
    + phones(
      ["iPhone XR", "iPhone 11"], 414, 896, scale: 2, portrait: insets(48, 0, 34, 0),
      landscape: insets(0, 48, 21, 48), statusBar: 48, regularWidthInLandscape: true)
    // The minis render at 3x and are downsampled to a 1080×2340 panel.
    + phones(
      ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3, portrait: insets(50, 0, 34, 0),
      landscape: insets(0, 50, 21, 50), statusBar: 50, regularWidthInLandscape: false,
      nativePixels: CGSize(width: 1080, height: 2340))
    + phones(
      ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], 390, 844,
      scale: 3, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47),
      statusBar: 47, regularWidthInLandscape: false)
    + phones(
      ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3,
      portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), statusBar: 47,
      regularWidthInLandscape: true)
    + phones(
      ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, scale: 3,
      portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), statusBar: 54,
      regularWidthInLandscape: false)
    + phones(
      ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932,
      scale: 3, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59),
      statusBar: 54, regularWidthInLandscape: true)
    + phones(
      ["iPhone 16 Pro"], 402, 874, scale: 3, portrait: insets(62, 0, 34, 0),
      landscape: insets(0, 62, 21, 62), statusBar: 54, regularWidthInLandscape: false)
    + phones(
      ["iPhone 16 Pro Max"], 440, 956, scale: 3, portrait: insets(62, 0, 34, 0),
      landscape: insets(0, 62, 21, 62), statusBar: 54, regularWidthInLandscape: true)

  private static let pads: [HeadlessDevice] =
    pads(
      ["iPad (6th generation)", "iPad mini (5th generation)", "iPad Pro (9.7-inch)"], 768, 1024,
      safeArea: insets(20, 0, 0, 0))
    + pads(
      ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"], 810, 1080,
      safeArea: insets(20, 0, 0, 0))
    + pads(
      ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"], 834, 1112,
      safeArea: insets(20, 0, 0, 0))
    + pads(["iPad mini (6th generation)"], 744, 1133, safeArea: insets(24, 0, 20, 0))
    + pads(
      ["iPad (10th generation)", "iPad Air 11-inch (M2)"], 820, 1180,
      safeArea: insets(24, 0, 20, 0))
    + pads(
      ["iPad Pro (11-inch) (4th generation)"], 834, 1194, safeArea: insets(24, 0, 20, 0))
    + pads(["iPad Pro 11-inch (M4)"], 834, 1210, safeArea: insets(24, 0, 20, 0))
    + pads(
      ["iPad Pro (12.9-inch) (2nd generation)"], 1024, 1366, safeArea: insets(20, 0, 0, 0))
    + pads(
      ["iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)"], 1024, 1366,
      safeArea: insets(24, 0, 20, 0))
    + pads(["iPad Pro 13-inch (M4)"], 1032, 1376, safeArea: insets(24, 0, 20, 0))
}
