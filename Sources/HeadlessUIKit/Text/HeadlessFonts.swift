import TextLayout

/// The installed families that stand in for Apple's system fonts (decisions TX6, TX11).
///
/// HeadlessUIKit addition: UIKit's system font is San Francisco, which is not installed on Linux;
/// `UIFont.systemFont(ofSize:)` and the text styles resolve to ``systemFamily`` instead, and the
/// monospaced system font to ``monospacedSystemFamily``. Set them before creating fonts (fonts
/// already made keep their face). Every family must be known to fontconfig: a missing one is an
/// error when a font is first made, naming the family.
public enum HeadlessFonts {
  /// The family that stands in for San Francisco (SF Pro): Inter, or DejaVu Sans without it.
  ///
  /// Unless changed, "Inter" when fontconfig knows it (Debian `fonts-inter`), else "DejaVu Sans";
  /// the default is chosen when the family is first read. Inter's nine weights and their italics
  /// serve `systemFont(ofSize:weight:)`.
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
