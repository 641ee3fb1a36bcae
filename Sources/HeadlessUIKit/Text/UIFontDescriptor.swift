import Foundation
import TextLayout

/// A description of a font by its attributes, from which `UIFont(descriptor:size:)` makes a
/// font.
///
/// A descriptor names a face either by its PostScript name (``AttributeName/name``) or by a
/// family with a weight and symbolic traits; a descriptor with neither describes the system
/// font. Text-style descriptors carry their style, so fonts made from them follow Dynamic Type.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// What the descriptor says, in typed form.
  struct Specification: Hashable {
    var name: String?
    var family: String?
    var face: String?
    var size: CGFloat = 0
    var weight: UIFont.Weight = .regular
    var traits: SymbolicTraits = []
    var textStyle: UIFont.TextStyle?
    var design: SystemDesign?
  }

  let specification: Specification

  init(specification: Specification) {
    self.specification = specification
    super.init()
  }

  /// Creates a descriptor of the system font with no size.
  public override convenience init() {
    self.init(specification: Specification())
  }

  /// Creates a descriptor of the font with a PostScript name (or family name) and size.
  ///
  /// - Parameters:
  ///   - fontName: The font's PostScript name, such as `DejaVuSans-Bold`.
  ///   - size: The point size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(specification: Specification(name: fontName, size: size))
  }

  /// Creates a descriptor from an attribute dictionary.
  ///
  /// Recognised keys are family, name, face, size, traits (symbolic traits and weight) and text
  /// style; values of the wrong type are ignored.
  ///
  /// - Parameter attributes: The attributes.
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    var spec = Specification()
    spec.apply(attributes)
    self.init(specification: spec)
  }

  /// The point size, 0 when the descriptor has none.
  open var pointSize: CGFloat { specification.size }

  /// The PostScript name of the face the descriptor resolves to.
  open var postscriptName: String {
    (try? UIFont.resolve(specification).face.file.postScriptName) ?? ""
  }

  /// The symbolic traits, including bold for weights of semibold and above.
  open var symbolicTraits: SymbolicTraits {
    var traits = specification.traits
    if specification.weight >= .semibold { traits.insert(.traitBold) }
    if specification.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The descriptor's attributes as a dictionary.
  open var fontAttributes: [AttributeName: Any] {
    var attributes: [AttributeName: Any] = [:]
    if let name = specification.name { attributes[.name] = name }
    if let family = specification.family { attributes[.family] = family }
    if let face = specification.face { attributes[.face] = face }
    if specification.size > 0 { attributes[.size] = specification.size }
    if let style = specification.textStyle { attributes[.textStyle] = style.rawValue }
    var traits: [TraitKey: Any] = [:]
    if !specification.traits.isEmpty { traits[.symbolic] = specification.traits.rawValue }
    if specification.weight != .regular { traits[.weight] = specification.weight.rawValue }
    if !traits.isEmpty { attributes[.traits] = traits }
    return attributes
  }

  /// The value of one attribute.
  ///
  /// - Parameter attribute: The attribute's key.
  /// - Returns: The value, or `nil` when the descriptor does not have the attribute.
  open func object(forKey attribute: AttributeName) -> Any? {
    fontAttributes[attribute]
  }

  /// The same descriptor with another point size.
  ///
  /// - Parameter newPointSize: The new size.
  /// - Returns: A new descriptor.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    var spec = specification
    spec.size = newPointSize
    return UIFontDescriptor(specification: spec)
  }

  /// The same descriptor with other symbolic traits (replacing the old ones).
  ///
  /// - Parameter symbolicTraits: The traits; bold asks for a bold face, italic for an italic
  ///   one.
  /// - Returns: A new descriptor, or `nil` when no installed face of the family has the traits.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var spec = specification
    spec.traits = symbolicTraits
    if symbolicTraits.contains(.traitBold) {
      spec.weight = max(spec.weight, .bold)
    } else if spec.weight >= .semibold {
      spec.weight = .regular
    }
    if symbolicTraits.contains(.traitMonoSpace) { spec.design = .monospaced }
    // A named face is re-resolved through its family so that the traits can pick a sibling.
    if let name = spec.name, let file = try? FontMatcher.file(named: name) {
      spec.name = nil
      spec.family = file.family
    }
    guard let font = try? UIFont.resolve(spec) else { return nil }
    let wantsBold = symbolicTraits.contains(.traitBold)
    let wantsItalic = symbolicTraits.contains(.traitItalic)
    let style = font.face.file.style.lowercased()
    let isBold = style.contains("bold") || style.contains("heavy") || style.contains("black")
    let isItalic = style.contains("italic") || style.contains("oblique")
    guard wantsBold == isBold || !wantsBold, wantsItalic == isItalic || !wantsItalic else {
      return nil
    }
    return UIFontDescriptor(specification: spec)
  }

  /// The same descriptor in another family (dropping any PostScript name).
  ///
  /// - Parameter newFamily: The family name.
  /// - Returns: A new descriptor.
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var spec = specification
    spec.name = nil
    spec.family = newFamily
    return UIFontDescriptor(specification: spec)
  }

  /// The same descriptor with another design of the system font.
  ///
  /// - Parameter design: The design.
  /// - Returns: A new descriptor, or `nil` when the descriptor is not of the system font.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard specification.name == nil, specification.family == nil else { return nil }
    var spec = specification
    spec.design = design
    return UIFontDescriptor(specification: spec)
  }

  /// The descriptor with more attributes; the new values replace the old.
  ///
  /// - Parameter attributes: The attributes to add.
  /// - Returns: A new descriptor.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    var spec = specification
    spec.apply(attributes)
    return UIFontDescriptor(specification: spec)
  }

  /// The descriptor of a text style's font for the current traits (spec 12.7).
  ///
  /// - Parameter style: The text style.
  /// - Returns: The descriptor, with the style's size and weight.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
  }

  /// The descriptor of a text style's font for a trait collection's content size category.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits to use; `nil` (or an unspecified category) uses the
  ///     current traits.
  /// - Returns: The descriptor, with the style's size and weight.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    let category = UIFont.contentSizeCategory(traitCollection)
    return UIFontDescriptor(
      specification: Specification(
        size: style.pointSize(for: category), weight: style.weight, textStyle: style))
  }

  /// Returns the descriptor itself: descriptors are immutable.
  ///
  /// - Parameter zone: Unused.
  /// - Returns: The receiver.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Descriptors are equal when they describe the same attributes.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether `object` is a descriptor with the same attributes.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFontDescriptor)?.specification == specification
  }

  /// A hash of the attributes.
  open override var hash: Int { specification.hashValue }

  /// The class and address followed by the attributes, as UIKit prints a descriptor.
  open override var description: String {
    let attributes = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted()
    return
      "UICTFontDescriptor <\(ObjectAddress.of(self))> = {\(attributes.joined(separator: "; "))}"
  }
}

extension UIFontDescriptor.Specification {
  /// Applies the recognised keys of an attribute dictionary.
  mutating func apply(_ attributes: [UIFontDescriptor.AttributeName: Any]) {
    if let name = attributes[.name] as? String { self.name = name }
    if let family = attributes[.family] as? String {
      self.family = family
      if attributes[.name] == nil { name = nil }
    }
    if let face = attributes[.face] as? String { self.face = face }
    if let size = Self.number(attributes[.size]) { self.size = size }
    if let style = attributes[.textStyle] as? String { textStyle = UIFont.TextStyle(style) }
    if let style = attributes[.textStyle] as? UIFont.TextStyle { textStyle = style }
    if let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] {
      if let weight = traits[.weight] as? UIFont.Weight {
        self.weight = weight
      } else if let weight = Self.number(traits[.weight]) {
        self.weight = UIFont.Weight(weight)
      }
      if let bits = traits[.symbolic] as? UInt32 {
        self.traits = UIFontDescriptor.SymbolicTraits(rawValue: bits)
      } else if let symbolic = traits[.symbolic] as? UIFontDescriptor.SymbolicTraits {
        self.traits = symbolic
      }
    }
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    default: nil
    }
  }
}
