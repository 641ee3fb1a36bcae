import Dispatch
import Foundation
import TextLayout

/// A font: a face at a point size, with the metrics that text layout uses.
///
/// Faces come from fontconfig and are measured with FreeType. The system font is a stand-in
/// family, Inter (DejaVu Sans when Inter is not installed) unless changed (decisions L1, TX11),
/// so metrics and widths differ from San Francisco's; every size is computed from the face's own
/// tables in one place, so another font can be dropped in. Fonts are immutable; `withSize(_:)` makes a new one.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
  /// Where a font's size comes from when the content size category changes.
  enum DynamicOrigin: Hashable {
    /// `preferredFont(forTextStyle:)`: the style's size for the category.
    case textStyle(TextStyle)
    /// `UIFontMetrics.scaledFont(for:)`: the base font scaled by the style's ratio.
    case metrics(TextStyle, base: UIFont, maximumPointSize: CGFloat)
  }

  /// The measured face at this size.
  let font: Font
  /// The descriptor, with the size filled in.
  let descriptor: UIFontDescriptor
  /// How the font follows Dynamic Type, if it does.
  let origin: DynamicOrigin?

  init(font: Font, descriptor: UIFontDescriptor, origin: DynamicOrigin? = nil) {
    self.font = font
    self.descriptor = descriptor
    self.origin = origin
    super.init()
  }

  /// Creates the font that a descriptor describes, at a size.
  ///
  /// A descriptor naming a font that is not installed gives the system font, with a logged
  /// warning (decision L3).
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - pointSize: The size in points; 0 keeps the descriptor's size (12 when it has none).
  @MainActor public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var spec = descriptor.specification
    if pointSize > 0 {
      spec.size = pointSize
    } else if spec.size <= 0 {
      spec.size = 12
    }
    let font: Font
    do {
      font = try Self.resolve(spec)
    } catch {
      Diagnostics.log(
        "Font \(spec.name ?? spec.family ?? "?") is not available; using the system font "
          + "instead (\(error))")
      spec.name = nil
      spec.family = nil
      font = Self.systemFace(spec)
    }
    let origin = spec.textStyle.map { DynamicOrigin.textStyle($0) }
    self.init(font: font, descriptor: UIFontDescriptor(specification: spec), origin: origin)
  }

  /// Creates the font with a PostScript name, full name or family name; fails when no installed
  /// font has that name.
  ///
  /// - Parameters:
  ///   - fontName: The name, such as `DejaVuSans-Bold` or `DejaVu Serif`.
  ///   - fontSize: The size in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let file = try? FontMatcher.file(named: fontName),
      let face = try? FontFace.face(for: file)
    else { return nil }
    let spec = UIFontDescriptor.Specification(name: fontName, size: fontSize)
    self.init(
      font: Font(face: face, size: Double(fontSize)),
      descriptor: UIFontDescriptor(specification: spec))
  }

  /// The descriptor of the font, with its size.
  open var fontDescriptor: UIFontDescriptor { descriptor }
  /// The family name of the face.
  open var familyName: String { font.familyName }
  /// The PostScript name of the face.
  open var fontName: String { font.face.file.postScriptName }
  /// The size in points.
  open var pointSize: CGFloat { CGFloat(font.pointSize) }
  /// The distance from the baseline to the top of the line, positive.
  open var ascender: CGFloat { CGFloat(font.ascender) }
  /// The distance from the baseline to the bottom of the line, negative.
  open var descender: CGFloat { CGFloat(font.descender) }
  /// The extra space between lines.
  open var leading: CGFloat { CGFloat(font.leading) }
  /// The distance between baselines of consecutive lines: `ascender − descender + leading`.
  open var lineHeight: CGFloat { CGFloat(font.lineHeight) }
  /// The height of capital letters above the baseline.
  open var capHeight: CGFloat { CGFloat(font.capHeight) }
  /// The height of lowercase letters such as "x" above the baseline.
  open var xHeight: CGFloat { CGFloat(font.xHeight) }

  /// The same font at another size.
  ///
  /// The result has a fixed size: it no longer follows Dynamic Type.
  ///
  /// - Parameter fontSize: The new size in points.
  /// - Returns: A new font.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    var spec = descriptor.specification
    spec.size = fontSize
    spec.textStyle = nil
    return UIFont(
      font: Font(face: font.face, size: Double(fontSize)),
      descriptor: UIFontDescriptor(specification: spec))
  }

  /// Returns the font itself: fonts are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The receiver.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Fonts are equal when they use the same face at the same size.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether `object` is a font with the same face and size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.font == font
  }

  /// A hash of the face and size.
  open override var hash: Int { font.hashValue }

  /// The font as UIKit prints it: class, address, family, weight, style and size.
  open override var description: String {
    let family: String
    if case .textStyle(let style) = origin { family = style.rawValue } else { family = fontName }
    let faceStyle = font.face.file.style.lowercased()
    let weight = faceStyle.contains("bold") ? "bold" : "normal"
    let style = faceStyle.contains("oblique") || faceStyle.contains("italic") ? "italic" : "normal"
    let size = String(format: "%.2f", Double(pointSize))
    return
      "<UICTFont: \(ObjectAddress.of(self))> font-family: \"\(family)\"; font-weight: \(weight); "
      + "font-style: \(style); font-size: \(size)pt"
  }
}

extension UIFont {
  /// The face a specification resolves to: a named face, or a family (the system stand-in when
  /// the specification names none) at the nearest weight and slant.
  static func resolve(_ spec: UIFontDescriptor.Specification) throws(FontError) -> Font {
    let size = Double(spec.size > 0 ? spec.size : 12)
    if let name = spec.name {
      return Font(face: try FontFace.face(for: try FontMatcher.file(named: name)), size: size)
    }
    let family =
      spec.family
      ?? (spec.design == .monospaced
        ? SystemFontFamilies.monospacedFamily : SystemFontFamilies.family)
    var weight = spec.weight.openTypeWeight
    if spec.traits.contains(.traitBold) { weight = max(weight, .bold) }
    let description = FontDescription(
      family: family, weight: weight, isItalic: spec.traits.contains(.traitItalic))
    return try Font(description, size: size)
  }

  /// The system stand-in for a specification; stops with a message naming the package to
  /// install when even the system family is missing.
  static func systemFace(_ spec: UIFontDescriptor.Specification) -> Font {
    var system = spec
    system.name = nil
    system.family = nil
    do {
      return try resolve(system)
    } catch {
      preconditionFailure(
        "HeadlessUIKit needs its system font family installed: \(error). "
          + "Install Inter or the DejaVu fonts (Debian/Ubuntu: apt install fonts-inter "
          + "fonts-dejavu-core).")
    }
  }

  /// The content size category to use for traits: theirs when specified, else the current
  /// traits' (on the main queue, where the main actor runs), else the default.
  ///
  /// Callable from any thread, as UIKit's font API is (decision GP14): off the main queue there
  /// is no current trait collection, so the default category applies.
  static func contentSizeCategory(_ traits: UITraitCollection?) -> UIContentSizeCategory {
    if let category = traits?.preferredContentSizeCategory, category != .unspecified {
      return category
    }
    guard MainQueueMarker.isRunningOnMainQueue else { return .large }
    let current = MainActor.assumeIsolated {
      UITraitCollection.current.preferredContentSizeCategory
    }
    return current == .unspecified ? .large : current
  }
}

/// Tells whether code runs on the main dispatch queue, which is where the main actor runs (on
/// Linux a worker thread may drain it, so `Thread.isMainThread` does not tell).
enum MainQueueMarker {
  /// The key the main queue carries.
  nonisolated(unsafe) private static let key = DispatchSpecificKey<Bool>()

  /// Marks the main queue once.
  private static let installed: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the current code runs on the main queue.
  static var isRunningOnMainQueue: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) == true
  }
}
