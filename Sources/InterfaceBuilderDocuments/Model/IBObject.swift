import Foundation

/// An object of a document: a controller, a view, a placeholder, a bar item… Views and
/// controllers keep their layout-relevant parts typed; everything else stays as elements.
package struct IBObject: Sendable {
  /// The element name (`viewController`, `label`, `stackView`…), which names the UIKit class.
  package var element: String
  /// The document-unique identifier.
  package var id: String
  /// The property of the parent this object fills (`view`, `contentView`…), if any.
  package var key: String?
  /// All attributes as written.
  package var attributes: [String: String]
  /// Where the object starts.
  package var location: IBSourceLocation
  /// `<rect key="frame">` in the superview's coordinates, as Interface Builder last laid it out.
  package var frame: CGRect?
  /// `<autoresizingMask>`; `nil` when the element is absent.
  package var autoresizingMask: IBAutoresizingMask?
  /// `<subviews>` in z-order (for stack views, also the arranged order).
  package var subviews: [IBObject]
  /// The constraints this view holds.
  package var constraints: [IBConstraint]
  /// Layout guides declared on this view or controller.
  package var layoutGuides: [IBLayoutGuide]
  /// Outlets, actions and segues whose source is this object.
  package var connections: [IBConnection]
  /// Size-class variations of this object.
  package var variations: [IBVariation]
  /// Child objects that fill a property (`view`, `contentView`, `navigationBar`, `tableHeaderView`…).
  package var keyedObjects: [IBObject]
  /// A table's or collection's prototype cells (`<prototypes>`, `<cells>`).
  package var prototypes: [IBObject]
  /// A static table's sections.
  package var sections: [IBTableSection]
  /// Every other child element (colours, fonts, strings, states, sizes, insets…).
  package var properties: [IBElement]

  /// The `customClass` attribute, if any.
  package var customClass: String? { attributes["customClass"] }

  /// The keyed child object filling `key`, or `nil`.
  package func object(key: String) -> IBObject? {
    keyedObjects.first { $0.key == key }
  }

  /// The property element with this `key` (and, if given, this element name), or `nil`.
  package func property(key: String, named name: String? = nil) -> IBElement? {
    properties.first { $0.key == key && (name == nil || $0.name == name) }
  }

  /// Whether the view was saved with `translatesAutoresizingMaskIntoConstraints="NO"`.
  package var declaresNoAutoresizingConstraints: Bool {
    attributes["translatesAutoresizingMaskIntoConstraints"] == "NO"
  }

  /// Calls `body` for this object and every object inside it (subviews, keyed objects,
  /// prototypes and section cells), depth first in document order.
  package func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
    try body(self)
    for object in keyedObjects { try object.forEachObject(body) }
    for object in subviews { try object.forEachObject(body) }
    for object in prototypes { try object.forEachObject(body) }
    for section in sections {
      for cell in section.cells { try cell.forEachObject(body) }
    }
  }
}

/// One section of a static table.
package struct IBTableSection: Sendable {
  /// The section's id.
  package var id: String
  /// `headerTitle`, if any.
  package var headerTitle: String?
  /// `footerTitle`, if any.
  package var footerTitle: String?
  /// The section's cells in order.
  package var cells: [IBObject]
  /// Where the section starts.
  package var location: IBSourceLocation
}

/// The six autoresizing flags of `<autoresizingMask>`.
package struct IBAutoresizingMask: Sendable, Equatable {
  /// `flexibleMinX`.
  package var flexibleLeftMargin = false
  /// `widthSizable`.
  package var flexibleWidth = false
  /// `flexibleMaxX`.
  package var flexibleRightMargin = false
  /// `flexibleMinY`.
  package var flexibleTopMargin = false
  /// `heightSizable`.
  package var flexibleHeight = false
  /// `flexibleMaxY`.
  package var flexibleBottomMargin = false

  /// Creates a mask with no flags.
  package init() {}
}

/// A layout guide declared in a document.
package struct IBLayoutGuide: Sendable {
  /// What a guide stands for.
  package enum Role: Sendable, Equatable {
    /// `<viewLayoutGuide key="safeArea">`.
    case safeArea
    /// `<viewLayoutGuide key="contentLayoutGuide">` (scroll views).
    case contentLayoutGuide
    /// `<viewLayoutGuide key="frameLayoutGuide">` (scroll views).
    case frameLayoutGuide
    /// `<viewControllerLayoutGuide type="top">`: the legacy top layout guide.
    case legacyTop
    /// `<viewControllerLayoutGuide type="bottom">`: the legacy bottom layout guide.
    case legacyBottom
    /// Any other `viewLayoutGuide` key.
    case other(String)
  }

  /// The guide's id, which constraints name as an item.
  package var id: String
  /// What the guide stands for.
  package var role: Role
  /// Where the guide is declared.
  package var location: IBSourceLocation
}
