import Foundation

/// The light or dark appearance of an interface (a trait).
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}

/// Whether the user asked for increased contrast (a trait).
public enum UIAccessibilityContrast: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1
}

/// The visual level of content: base, or elevated above it as in popovers and sheets (a trait).
public enum UIUserInterfaceLevel: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// The base level, behind other content.
  case base = 0
  /// The elevated level, above the base.
  case elevated = 1
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right: leading is the left edge.
  case leftToRight = 0
  /// Right to left: leading is the right edge.
  case rightToLeft = 1
}
