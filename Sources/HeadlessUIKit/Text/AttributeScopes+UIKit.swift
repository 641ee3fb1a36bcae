import Foundation

extension AttributeScopes {
  /// The attributes UIKit defines for `AttributedString`: fonts, colours and paragraph styles
  /// (iOS 15).
  ///
  /// With them, `container.font = UIFont.preferredFont(forTextStyle: .headline)` and
  /// `string.foregroundColor = .red` read and write the same attributes as
  /// `NSAttributedString.Key.font` and `.foregroundColor`, and convert to and from
  /// `NSAttributedString` (AttributedString+UIKit.swift).
  public struct UIKitAttributes: AttributeScope {
    /// The font of the text.
    public let font: FontAttribute
    /// The colour of the text.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// The paragraph attributes.
    public let paragraphStyle: ParagraphStyleAttribute
    /// Extra space after each character, in points.
    public let kern: KernAttribute
    /// The offset of the baseline, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// The colour of the underline.
    public let underlineColor: UnderlineColorAttribute
    /// Foundation's own attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The font of the text, a `UIFont` (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = UIFont
      /// The key's name.
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The colour of the text, a `UIColor` (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The key's name.
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    /// The colour behind the text, a `UIColor` (`NSAttributedString.Key.backgroundColor`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The key's name.
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    /// The paragraph attributes (`NSAttributedString.Key.paragraphStyle`).
    public enum ParagraphStyleAttribute: AttributedStringKey {
      /// A paragraph style.
      public typealias Value = NSParagraphStyle
      /// The key's name.
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }

    /// Extra space after each character in points (`NSAttributedString.Key.kern`).
    public enum KernAttribute: AttributedStringKey {
      /// A length.
      public typealias Value = CGFloat
      /// The key's name.
      public static let name = NSAttributedString.Key.kern.rawValue
    }

    /// The offset of the baseline in points (`NSAttributedString.Key.baselineOffset`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// A length.
      public typealias Value = CGFloat
      /// The key's name.
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }

    /// The colour of the underline (`NSAttributedString.Key.underlineColor`).
    public enum UnderlineColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = UIColor
      /// The key's name.
      public static let name = NSAttributedString.Key.underlineColor.rawValue
    }
  }

  /// UIKit's attribute scope, as in `AttributedString(nsString, including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// Reads UIKit's attributes by name: `container.font`, `string.foregroundColor`.
  ///
  /// - Parameter keyPath: The attribute in ``AttributeScopes/UIKitAttributes``.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}
