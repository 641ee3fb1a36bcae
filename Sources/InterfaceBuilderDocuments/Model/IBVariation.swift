/// A size class as variation keys spell it.
package enum IBSizeClass: String, Sendable, Equatable {
  case compact
  case regular
}

/// A `<variation key=…>`: attribute overrides and install masks for a set of size classes.
package struct IBVariation: Sendable {
  /// Which trait collections a variation applies to.
  package enum Key: Sendable, Equatable {
    /// `default`: the any/any base configuration.
    case `default`
    /// `widthClass=…`, `heightClass=…` or both (`nil` means any).
    case sizeClasses(width: IBSizeClass?, height: IBSizeClass?)
    /// Any other key (`userInterfaceIdiom=mac`…); it never matches.
    case unrecognised(String)

    /// Parses a key (`heightClass=compact-widthClass=regular`, `default`…).
    ///
    /// - Parameter text: The `key` attribute.
    package init(_ text: String) {
      if text == "default" {
        self = .default
        return
      }
      var width: IBSizeClass?
      var height: IBSizeClass?
      for part in text.split(separator: "-") {
        let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let value = IBSizeClass(rawValue: pair[1]) else {
          self = .unrecognised(text)
          return
        }
        switch pair[0] {
        case "widthClass" where width == nil: width = value
        case "heightClass" where height == nil: height = value
        default:
          self = .unrecognised(text)
          return
        }
      }
      self =
        width == nil && height == nil
        ? .unrecognised(text) : .sizeClasses(width: width, height: height)
    }

    /// Whether the key applies to a trait collection's size classes.
    ///
    /// - Parameters:
    ///   - width: The horizontal size class.
    ///   - height: The vertical size class.
    /// - Returns: `true` for `default`, and for size-class keys whose named classes all match.
    package func matches(width: IBSizeClass, height: IBSizeClass) -> Bool {
      switch self {
      case .default: true
      case .sizeClasses(let w, let h): (w == nil || w == width) && (h == nil || h == height)
      case .unrecognised: false
      }
    }

    /// The order variations apply in: `default` first, single-class keys next, combined last.
    package var specificity: Int {
      switch self {
      case .default: 0
      case .sizeClasses(let w, let h): (w == nil ? 0 : 1) + (h == nil ? 0 : 1)
      case .unrecognised: 3
      }
    }
  }

  /// One entry of a `<mask>`: a referenced object installed or uninstalled.
  package struct MaskEntry: Sendable, Equatable {
    /// The referenced constraint or subview id.
    package var reference: String
    /// `true` for `<include>`, `false` for `<exclude>`.
    package var include: Bool
  }

  /// The parsed key.
  package var key: Key
  /// The attributes the variation overrides (everything but `key`).
  package var attributes: [String: String]
  /// `<mask key="constraints">` entries.
  package var constraintMask: [MaskEntry]
  /// `<mask key="subviews">` entries.
  package var subviewMask: [MaskEntry]
  /// Other child elements (property replacements such as a font).
  package var properties: [IBElement]
  /// Where the variation is declared.
  package var location: IBSourceLocation
}

extension Array where Element == IBVariation {
  /// The variations that apply to a pair of size classes, least specific first.
  ///
  /// - Parameters:
  ///   - width: The horizontal size class.
  ///   - height: The vertical size class.
  /// - Returns: The matching variations, in the order their effects apply.
  package func applicable(width: IBSizeClass, height: IBSizeClass) -> [IBVariation] {
    enumerated()
      .filter { $0.element.key.matches(width: width, height: height) }
      .sorted { ($0.element.key.specificity, $0.offset) < ($1.element.key.specificity, $1.offset) }
      .map(\.element)
  }

  /// The attributes after applying every matching variation's overrides to `base`.
  ///
  /// A variation that gives a stack view a custom `spacing` also ends a `spacingType="standard"`
  /// inherited from the base: Interface Builder writes the standard spacing as that flag and a
  /// custom spacing as the number alone, so the more specific variation's number wins.
  ///
  /// - Parameters:
  ///   - base: The element's own attributes.
  ///   - width: The horizontal size class.
  ///   - height: The vertical size class.
  /// - Returns: The resolved attributes.
  package func resolving(
    _ base: [String: String], width: IBSizeClass, height: IBSizeClass
  ) -> [String: String] {
    var resolved = base
    for variation in applicable(width: width, height: height) {
      if variation.attributes["spacing"] != nil, variation.attributes["spacingType"] == nil {
        resolved["spacingType"] = nil
      }
      resolved.merge(variation.attributes) { _, new in new }
    }
    return resolved
  }

  /// Whether any variation's mask names a constraint (or subview), so that its installation
  /// depends on the size classes.
  ///
  /// - Parameters:
  ///   - reference: The constraint or subview id.
  ///   - subviews: `true` to read subview masks, `false` for constraint masks.
  /// - Returns: Whether a mask mentions it.
  package func mentions(_ reference: String, subviews: Bool = false) -> Bool {
    contains { variation in
      (subviews ? variation.subviewMask : variation.constraintMask)
        .contains { $0.reference == reference }
    }
  }

  /// Whether a referenced constraint (or subview) is installed for a pair of size classes: the
  /// last matching mask that mentions it decides; unmentioned objects are installed.
  ///
  /// - Parameters:
  ///   - reference: The constraint or subview id.
  ///   - subviews: `true` to read subview masks, `false` for constraint masks.
  ///   - width: The horizontal size class.
  ///   - height: The vertical size class.
  /// - Returns: Whether the object is installed.
  package func installs(
    _ reference: String, subviews: Bool = false, width: IBSizeClass, height: IBSizeClass
  ) -> Bool {
    var installed = true
    for variation in applicable(width: width, height: height) {
      let mask = subviews ? variation.subviewMask : variation.constraintMask
      if let entry = mask.last(where: { $0.reference == reference }) {
        installed = entry.include
      }
    }
    return installed
  }
}
