/// How the lines of a paragraph sit between its margins, mirroring `NSTextAlignment`.
package enum TextAlignment: Int, Sendable {
  /// Lines start at the left margin.
  case left = 0
  /// Lines are centred between the margins.
  case center
  /// Lines end at the right margin.
  case right
  /// Lines fill the width; measured and placed like natural alignment (decision T15).
  case justified
  /// Lines start at the leading margin: left for left-to-right text, right for right-to-left.
  case natural

  /// The alignment with `.natural` resolved for the writing direction.
  ///
  /// `.natural` becomes `.left` for left-to-right text and `.right` for right-to-left text; the
  /// other cases are returned unchanged.
  package func resolved(isRightToLeft: Bool) -> TextAlignment {
    self == .natural ? (isRightToLeft ? .right : .left) : self
  }
}
