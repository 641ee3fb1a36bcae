import Foundation

/// Why a visual format string was rejected, and where.
///
/// The parser reports syntax errors; the builder reports what only the dictionaries and the
/// view tree can tell (unknown names, a `|` without a superview, alignment on the layout axis).
/// ``message(format:)`` renders UIKit's `NSInvalidArgumentException` reason, with a caret under
/// ``offset``.
package struct VisualFormatError: Error, Equatable, Sendable {
  /// The problem, each with UIKit's wording (see ``Reason/text``).
  package enum Reason: Equatable, Sendable {
    /// The format is empty.
    case emptyFormat
    /// The format has a character outside ASCII.
    case nonASCIIFormat
    /// `H` or `V` at the start is not followed by `:`; the associated value is the letter.
    case expectedColon(after: Character)
    /// A leading `|` ends the format.
    case expectedConnectionAfterSuperview
    /// After a connection comes neither `[` nor `|`.
    case expectedViewOrSuperview
    /// Characters follow the trailing `|`.
    case expectedEndOfFormat
    /// A connection's predicate is not followed by `-`.
    case expectedHyphen
    /// A connection lists predicates with `,` but without parentheses.
    case expectedHyphenBeforeList
    /// A connection's predicate starts with `-`, as in `--10-`.
    case ambiguousMinusSign
    /// A connection's predicate list does not end with `)`.
    case unclosedConnectionPredicates
    /// The format ends where a predicate should start.
    case expectedMoreInput
    /// An operator other than `==`, `<=` or `>=`.
    case unknownRelation
    /// Neither a number nor a name where an operand should be.
    case expectedOperand
    /// A `-` that does not start a number.
    case malformedNumber
    /// No `[` where a view should start, or the format ends after `[`.
    case expectedView
    /// The view's name does not start with a letter or an underscore.
    case invalidViewName
    /// The format ends right after a view's `(`.
    case unfinishedView
    /// A view's predicate list ends with `)` but not `)]`.
    case expectedBracketAfterPredicates
    /// A view's predicate list does not end with `)`.
    case unclosedViewPredicates
    /// A view's name is not followed by `]` or `(`.
    case expectedBracket
    /// A view name that is not a key of the views dictionary.
    case unknownView(String)
    /// An operand name that is neither a metric nor (where allowed) a view.
    case unknownMetric(String)
    /// A connection related to a view's size, as in `[a]-(b)-[c]`.
    case viewUsedAsSpace
    /// A priority of 0 or less.
    case priorityNotPositive(Double)
    /// A priority above 1000.
    case priorityAboveRequired(Double)
    /// A `|` next to a view that has no superview.
    case superviewMissing
    /// An alignment option on the layout axis; the value says whether the axis is horizontal.
    case alignmentAlongLayoutAxis(horizontal: Bool)
    /// `spacingBaselineToBaseline` in a horizontal format.
    case baselineSpacingInHorizontalLayout

    /// UIKit's text for the reason.
    package var text: String {
      switch self {
      case .emptyFormat: "It's an empty string."
      case .nonASCIIFormat: "It contains non-ASCII characters."
      case .expectedColon(let letter):
        "Expected ':' after '\(letter)' to specify "
          + (letter == "V" ? "vertical" : "horizontal") + " arrangement"
      case .expectedConnectionAfterSuperview: "Expected a connection after the '|' character"
      case .expectedViewOrSuperview: "Expected a view or '|'"
      case .expectedEndOfFormat: "Expected the end of the format string"
      case .expectedHyphen: "Expected a '-' here"
      case .expectedHyphenBeforeList:
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around "
          + "the list of constraints"
      case .ambiguousMinusSign:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
          + "Use parentheses around negative numbers."
      case .unclosedConnectionPredicates:
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint "
          + "modifier"
      case .expectedMoreInput: "Expected more input"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .expectedOperand:
        "Expected a number or key from the metrics dictionary, but encountered something else"
      case .malformedNumber:
        "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .expectedView: "Expected a view"
      case .invalidViewName:
        "Expected a view. View names must start with a letter or an underscore, then contain "
          + "letters, numbers, and underscores."
      case .unfinishedView:
        "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .expectedBracketAfterPredicates: "Expected ']' after specifying thickness."
      case .unclosedViewPredicates:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedBracket: "Expected a ']' here. That is how you give the end of a view."
      case .unknownView(let name): "\(name) is not a key in the views dictionary."
      case .unknownMetric(let name):
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
          + "views dictionaries"
      case .viewUsedAsSpace:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you "
          + "want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityNotPositive(let value):
        "Invalid priority specified: \(Self.number(value)). Priority must be greater than 0"
      case .priorityAboveRequired(let value):
        "Invalid priority specified: \(Self.number(value)). Priority cannot be higher than "
          + "NSLayoutPriorityRequired, which is 1000."
      case .superviewMissing:
        "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .alignmentAlongLayoutAxis(let horizontal):
        horizontal
          ? "Options mask required views to be aligned on a horizontal edge, which is not "
            + "allowed for layout that is also horizontal."
          : "Options mask required views to be aligned on a vertical edge, which is not "
            + "allowed for layout that is also vertical."
      case .baselineSpacingInHorizontalLayout:
        "BaselineToBaseline format option not valid for horizontal layout"
      }
    }

    /// A number as C's `%g` prints it.
    private static func number(_ value: Double) -> String {
      GeometryFormat.printfG(value)
    }
  }

  /// The problem.
  package var reason: Reason

  /// The offset of the character UIKit's caret points at; `nil` for the two reasons UIKit
  /// reports without a caret (an empty or non-ASCII format).
  package var offset: Int?

  /// For a syntax error, what the parser read before it, so that problems UIKit would have
  /// reported earlier (an unknown name before the error) can still be reported first.
  package var parsed: VisualFormat?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: The problem.
  ///   - offset: The offset UIKit points at, or `nil`.
  ///   - parsed: What was read before a syntax error.
  package init(_ reason: Reason, at offset: Int?, parsed: VisualFormat? = nil) {
    self.reason = reason
    self.offset = offset
    self.parsed = parsed
  }

  /// UIKit's exception reason for this error in `format`.
  ///
  /// `Unable to parse constraint format: ` then, on their own lines, the reason, the format
  /// and a caret under ``offset``; UIKit ends the first two lines with a space. The empty and
  /// non-ASCII cases are one line without a caret.
  ///
  /// - Parameter format: The format string that was parsed.
  /// - Returns: The reason text.
  package func message(format: String) -> String {
    guard let offset else { return "Unable to parse constraint format: \(reason.text)" }
    return "Unable to parse constraint format: \n\(reason.text) \n\(format) \n"
      + String(repeating: " ", count: offset) + "^"
  }
}
