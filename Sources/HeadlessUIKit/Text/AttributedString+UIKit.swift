import Foundation

/// Conversions between `AttributedString` and `NSAttributedString` for UIKit's attributes.
///
/// Foundation on Apple platforms converts between the two types and builds an
/// `AttributeContainer` from an attribute dictionary; Foundation on Linux does neither. These
/// are HeadlessUIKit additions with the same spelling as Apple's Foundation, limited to the
/// attributes of ``AttributeScopes/UIKitAttributes`` (other attributes are dropped).
extension AttributeContainer {
  /// Creates a container from an attribute dictionary: the UIKit attributes whose values have
  /// the attribute's type (a HeadlessUIKit addition where Linux's Foundation lacks it).
  ///
  /// - Parameter dictionary: The attributes, as `NSAttributedString` takes them.
  public init(_ dictionary: [NSAttributedString.Key: Any]) {
    self.init()
    for (key, value) in dictionary { setUIKitAttribute(key, value) }
  }

  /// Sets one UIKit attribute from an `NSAttributedString` key and value; others are ignored.
  mutating func setUIKitAttribute(_ key: NSAttributedString.Key, _ value: Any) {
    typealias Scope = AttributeScopes.UIKitAttributes
    switch key {
    case .font: self[Scope.FontAttribute.self] = value as? UIFont
    case .foregroundColor: self[Scope.ForegroundColorAttribute.self] = value as? UIColor
    case .backgroundColor: self[Scope.BackgroundColorAttribute.self] = value as? UIColor
    case .paragraphStyle: self[Scope.ParagraphStyleAttribute.self] = value as? NSParagraphStyle
    case .kern: self[Scope.KernAttribute.self] = Self.length(value)
    case .baselineOffset: self[Scope.BaselineOffsetAttribute.self] = Self.length(value)
    case .underlineColor: self[Scope.UnderlineColorAttribute.self] = value as? UIColor
    default: break
    }
  }

  /// The UIKit attributes as an `NSAttributedString` attribute dictionary.
  var uiKitAttributes: [NSAttributedString.Key: Any] {
    typealias Scope = AttributeScopes.UIKitAttributes
    var result: [NSAttributedString.Key: Any] = [:]
    result[.font] = self[Scope.FontAttribute.self]
    result[.foregroundColor] = self[Scope.ForegroundColorAttribute.self]
    result[.backgroundColor] = self[Scope.BackgroundColorAttribute.self]
    result[.paragraphStyle] = self[Scope.ParagraphStyleAttribute.self]
    result[.kern] = self[Scope.KernAttribute.self]
    result[.baselineOffset] = self[Scope.BaselineOffsetAttribute.self]
    result[.underlineColor] = self[Scope.UnderlineColorAttribute.self]
    return result
  }

  /// A number attribute as a length: `CGFloat`, `Double`, `Int` or `NSNumber`.
  private static func length(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }
}

extension AttributedString {
  /// Creates an attributed string from an `NSAttributedString`, keeping UIKit's attributes (a
  /// HeadlessUIKit addition where Linux's Foundation lacks it).
  ///
  /// - Parameter nsStr: The string to convert.
  public init(_ nsStr: NSAttributedString) {
    var result = AttributedString()
    let whole = NSRange(location: 0, length: nsStr.length)
    nsStr.enumerateAttributes(in: whole) { attributes, range, _ in
      let text = (nsStr.string as NSString).substring(with: range)
      result.append(AttributedString(text, attributes: AttributeContainer(attributes)))
    }
    self = result
  }
}

extension NSAttributedString {
  /// Creates an `NSAttributedString` from an attributed string, keeping UIKit's attributes (a
  /// HeadlessUIKit addition where Linux's Foundation lacks it).
  ///
  /// - Parameter attrStr: The string to convert.
  public convenience init(_ attrStr: AttributedString) {
    let result = NSMutableAttributedString(string: "")
    for run in attrStr.runs {
      result.append(
        NSAttributedString(
          string: String(attrStr[run.range].characters),
          attributes: run.attributes.uiKitAttributes))
    }
    self.init(attributedString: result)
  }
}
