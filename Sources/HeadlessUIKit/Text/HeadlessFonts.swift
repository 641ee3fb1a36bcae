import TextLayout

/// The installed families that stand in for Apple's system fonts (decision TX6).
///
/// HeadlessUIKit addition: UIKit's system font is San Francisco, which is not installed on Linux;
/// `UIFont.systemFont(ofSize:)` and the text styles resolve to ``systemFamily`` instead, and the
/// monospaced system font to ``monospacedSystemFamily``. Set them before creating fonts (fonts
/// already made keep their face). Every family must be known to fontconfig: a missing one is an
/// error when a font is first made, naming the family.
public enum HeadlessFonts {
  /// The family that stands in for San Francisco (SF Pro): "DejaVu Sans" unless changed.
  public static var systemFamily: String {
    get { SystemFontFamilies.family }
    set { SystemFontFamilies.family = newValue }
  }

  /// The family that stands in for SF Mono: "DejaVu Sans Mono" unless changed.
  public static var monospacedSystemFamily: String {
    get { SystemFontFamilies.monospacedFamily }
    set { SystemFontFamilies.monospacedFamily = newValue }
  }
}
