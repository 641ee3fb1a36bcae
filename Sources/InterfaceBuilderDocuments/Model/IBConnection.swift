/// A segue as a document stores it, in the `<connections>` of its source.
package struct IBSegue: Sendable {
  /// The segue's id.
  package var id: String
  /// The destination controller's id.
  package var destination: String
  /// The segue's kind (`show`, `relationship`, `embed`, `presentation`, `unwind`…).
  package var kind: String
  /// The relationship a relationship segue stands for (`rootViewController`, `viewControllers`…).
  package var relationship: String?
  /// The segue's `identifier`.
  package var identifier: String?
  /// The `UIStoryboardSegue` subclass that performs it (`customClass`), if any.
  package var customClass: String? = nil
  /// Where the segue is declared.
  package var location: IBSourceLocation
  /// The `modalPresentationStyle` a presentation segue sets (`pageSheet`, `overFullScreen`…),
  /// or `nil` when the segue leaves the destination's own style.
  package var modalPresentationStyle: String? = nil
}

/// An outlet, action or segue in a `<connections>` list.
package enum IBConnection: Sendable {
  /// `<outlet property destination>`: sets `property` of the source to the destination.
  case outlet(property: String, destination: String, location: IBSourceLocation)
  /// `<outletCollection property destination>`: appends the destination to an array property.
  case outletCollection(property: String, destination: String, location: IBSourceLocation)
  /// `<action selector destination eventType>`: a target–action connection.
  case action(
    selector: String, destination: String, eventType: String?, location: IBSourceLocation)
  /// `<segue>`.
  case segue(IBSegue)
}
