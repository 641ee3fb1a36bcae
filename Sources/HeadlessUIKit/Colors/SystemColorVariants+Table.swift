// This file is data only: the appearance variants of every UIKit system colour.
//
// Which release: the values are those of iOS 15 through iOS 18 (the release that introduced
// systemMint and systemCyan and moved systemTeal to 48/176/199, up to the last release before the
// 2025 redesign). iOS 26 changed several accent colours again, and storyboards saved by Xcode 26
// record separator alpha 0.12 and tertiaryLabel alpha 76/255; those values are not modelled.
//
// Where the numbers come from:
// - Standard colours (systemRed … systemBrown, systemGray … systemGray6): Apple's Human Interface
//   Guidelines, "Color", table "iOS, iPadOS system colors" (columns Default light, Default dark,
//   Increased contrast light, Increased contrast dark), as published 2021–2024, in 8-bit sRGB.
//   The light column agrees with the `<systemColor>` fallbacks that Xcode writes into
//   storyboards (see Tests/Fixtures/InterfaceBuilder, e.g. systemRed 1 0.231 0.188,
//   systemTeal 0.188 0.690 0.780). One cell is disputed among transcriptions: increased-contrast
//   light systemYellow is 178/80/0 in those that cite the guidelines and 160/90/0 in Flutter's
//   `CupertinoColors`; the former is used.
// - UI element colours (labels, fills, separators, link, placeholder, backgrounds): Apple does
//   not publish numbers for them. Light values are those UIKit reports at run time, as dumped
//   through `getRed(_:green:blue:alpha:)` by Noah Gilmore's ColorCompatibility (2019) and as
//   Xcode records them in storyboards; they also fix which variants are grey colours
//   (label, systemBackground, secondarySystemGroupedBackground are `UIExtendedGrayColorSpace`).
//   Dark, increased-contrast and elevated values are those Flutter's `CupertinoColors` lists as
//   the UIKit equivalents, in 8-bit form; alphas are given here as the two-decimal values whose
//   8-bit truncations Flutter lists (0.29 → 73, 0.6 → 153), which is what UIKit reports where a
//   runtime dump exists (secondaryLabel dark: 0.921569 0.921569 0.960784 0.6).
// - Pure black and white variants are grey colours: Xcode and UIKit record the light ones that
//   way, and the dark ones (label, systemBackground, systemGroupedBackground) are assumed to
//   follow the same rule.

import Foundation

/// An opaque or translucent sRGB colour from 8-bit components.
private func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> CGColor {
  CGColor(
    srgbRed: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
    alpha: alpha)
}

/// A grey colour.
private func gray(_ white: CGFloat, _ alpha: CGFloat = 1) -> CGColor {
  CGColor(gray: white, alpha: alpha)
}

extension SystemColorVariants {
  // MARK: Standard colours (Human Interface Guidelines)

  static let systemRed = Self(
    name: "systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58),
    lightHighContrast: rgb(215, 0, 21), darkHighContrast: rgb(255, 105, 97))
  static let systemOrange = Self(
    name: "systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10),
    lightHighContrast: rgb(201, 52, 0), darkHighContrast: rgb(255, 179, 64))
  static let systemYellow = Self(
    name: "systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10),
    lightHighContrast: rgb(178, 80, 0), darkHighContrast: rgb(255, 212, 38))
  static let systemGreen = Self(
    name: "systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
    lightHighContrast: rgb(36, 138, 61), darkHighContrast: rgb(48, 219, 91))
  static let systemMint = Self(
    name: "systemMintColor", light: rgb(0, 199, 190), dark: rgb(99, 230, 226),
    lightHighContrast: rgb(12, 129, 123), darkHighContrast: rgb(102, 212, 207))
  static let systemTeal = Self(
    name: "systemTealColor", light: rgb(48, 176, 199), dark: rgb(64, 200, 224),
    lightHighContrast: rgb(0, 130, 153), darkHighContrast: rgb(93, 230, 255))
  static let systemCyan = Self(
    name: "systemCyanColor", light: rgb(50, 173, 230), dark: rgb(100, 210, 255),
    lightHighContrast: rgb(0, 113, 164), darkHighContrast: rgb(112, 215, 255))
  static let systemBlue = Self(
    name: "systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
    lightHighContrast: rgb(0, 64, 221), darkHighContrast: rgb(64, 156, 255))
  static let systemIndigo = Self(
    name: "systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230),
    lightHighContrast: rgb(54, 52, 163), darkHighContrast: rgb(125, 122, 255))
  static let systemPurple = Self(
    name: "systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242),
    lightHighContrast: rgb(137, 68, 171), darkHighContrast: rgb(218, 143, 255))
  static let systemPink = Self(
    name: "systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
    lightHighContrast: rgb(211, 15, 69), darkHighContrast: rgb(255, 100, 130))
  static let systemBrown = Self(
    name: "systemBrownColor", light: rgb(162, 132, 94), dark: rgb(172, 142, 104),
    lightHighContrast: rgb(127, 101, 69), darkHighContrast: rgb(181, 148, 105))
  static let systemGray = Self(
    name: "systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
    lightHighContrast: rgb(108, 108, 112), darkHighContrast: rgb(174, 174, 178))
  static let systemGray2 = Self(
    name: "systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102),
    lightHighContrast: rgb(142, 142, 147), darkHighContrast: rgb(124, 124, 128))
  static let systemGray3 = Self(
    name: "systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74),
    lightHighContrast: rgb(174, 174, 178), darkHighContrast: rgb(84, 84, 86))
  static let systemGray4 = Self(
    name: "systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60),
    lightHighContrast: rgb(188, 188, 192), darkHighContrast: rgb(68, 68, 70))
  static let systemGray5 = Self(
    name: "systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46),
    lightHighContrast: rgb(216, 216, 220), darkHighContrast: rgb(54, 54, 56))
  static let systemGray6 = Self(
    name: "systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
    lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(36, 36, 38))

  /// UIKit's default tint: the systemBlue variants under the tint colour's own name.
  static let tintColor = Self(
    name: "tintColor", light: systemBlue.light, dark: systemBlue.dark,
    lightHighContrast: systemBlue.lightHighContrast, darkHighContrast: systemBlue.darkHighContrast)

  // MARK: UI element colours (UIKit at run time)

  static let label = Self(name: "labelColor", light: gray(0), dark: gray(1))
  static let secondaryLabel = Self(
    name: "secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
    lightHighContrast: rgb(60, 60, 67, 0.68), darkHighContrast: rgb(235, 235, 245, 0.68))
  static let tertiaryLabel = Self(
    name: "tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
    lightHighContrast: rgb(60, 60, 67, 0.38), darkHighContrast: rgb(235, 235, 245, 0.38))
  static let quaternaryLabel = Self(
    name: "quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
    lightHighContrast: rgb(60, 60, 67, 0.26), darkHighContrast: rgb(235, 235, 245, 0.24))
  static let placeholderText = Self(
    name: "placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
    lightHighContrast: rgb(60, 60, 67, 0.38), darkHighContrast: rgb(235, 235, 245, 0.38))
  static let link = Self(name: "linkColor", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
  static let separator = Self(
    name: "separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6),
    lightHighContrast: rgb(60, 60, 67, 0.37), darkHighContrast: rgb(84, 84, 88, 0.68))
  static let opaqueSeparator = Self(
    name: "opaqueSeparatorColor", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

  static let systemFill = Self(
    name: "systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36),
    lightHighContrast: rgb(120, 120, 128, 0.28), darkHighContrast: rgb(120, 120, 128, 0.44))
  static let secondarySystemFill = Self(
    name: "secondarySystemFillColor", light: rgb(120, 120, 128, 0.16),
    dark: rgb(120, 120, 128, 0.32),
    lightHighContrast: rgb(120, 120, 128, 0.24), darkHighContrast: rgb(120, 120, 128, 0.4))
  static let tertiarySystemFill = Self(
    name: "tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12),
    dark: rgb(118, 118, 128, 0.24),
    lightHighContrast: rgb(118, 118, 128, 0.2), darkHighContrast: rgb(118, 118, 128, 0.32))
  static let quaternarySystemFill = Self(
    name: "quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08),
    dark: rgb(118, 118, 128, 0.18),
    lightHighContrast: rgb(116, 116, 128, 0.16), darkHighContrast: rgb(118, 118, 128, 0.26))

  static let systemBackground = Self(
    name: "systemBackgroundColor", light: gray(1), dark: gray(0),
    darkElevated: rgb(28, 28, 30), darkHighContrastElevated: rgb(36, 36, 38))
  static let secondarySystemBackground = Self(
    name: "secondarySystemBackgroundColor", light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
    lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(36, 36, 38),
    darkElevated: rgb(44, 44, 46), darkHighContrastElevated: rgb(54, 54, 56))
  static let tertiarySystemBackground = Self(
    name: "tertiarySystemBackgroundColor", light: gray(1), dark: rgb(44, 44, 46),
    darkHighContrast: rgb(54, 54, 56),
    darkElevated: rgb(58, 58, 60), darkHighContrastElevated: rgb(68, 68, 70))
  static let systemGroupedBackground = Self(
    name: "systemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: gray(0),
    lightHighContrast: rgb(235, 235, 240),
    darkElevated: rgb(28, 28, 30), darkHighContrastElevated: rgb(36, 36, 38))
  static let secondarySystemGroupedBackground = Self(
    name: "secondarySystemGroupedBackgroundColor", light: gray(1), dark: rgb(28, 28, 30),
    darkHighContrast: rgb(36, 36, 38),
    darkElevated: rgb(44, 44, 46), darkHighContrastElevated: rgb(54, 54, 56))
  static let tertiarySystemGroupedBackground = Self(
    name: "tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247),
    dark: rgb(44, 44, 46),
    lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(54, 54, 56),
    darkElevated: rgb(58, 58, 60), darkHighContrastElevated: rgb(68, 68, 70))
}
