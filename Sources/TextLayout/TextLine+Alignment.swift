extension TextLine {
  /// The x of the line's start (its left end) for its alignment in a box `boxWidth` wide.
  ///
  /// The line sits between its head indent and its tail edge, measured from the leading margin
  /// (the right edge for right-to-left text): `.left` and `.right` put it against the left or
  /// right end of that span, `.center` in its middle. Justified lines are placed like natural
  /// ones: the text system would stretch their spaces to fill the span, which does not change
  /// where they start or how wide the text measures (decision T15).
  package func x(inWidth boxWidth: Double) -> Double {
    let tailEdge = tailIndent > 0 ? tailIndent : boxWidth + tailIndent
    let free = tailEdge - headIndent - width
    let fromLeading: Double
    switch alignment {
    case .center: fromLeading = headIndent + free / 2
    case .left: fromLeading = isRightToLeft ? headIndent + free : headIndent
    case .right: fromLeading = isRightToLeft ? headIndent : headIndent + free
    case .justified, .natural: fromLeading = headIndent
    }
    return isRightToLeft ? boxWidth - fromLeading - width : fromLeading
  }
}
