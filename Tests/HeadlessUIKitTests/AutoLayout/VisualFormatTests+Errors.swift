import HeadlessUIKit
import Testing

/// Rejected formats: the reason and caret of each problem only the dictionaries and the view
/// tree reveal, the order in which UIKit reports them, and the process stopping with UIKit's
/// `NSInvalidArgumentException` message (peers A11).
@MainActor
@Suite struct VisualFormatErrorTests {
  /// Views `leftView` and `rightView` in a superview, and `danglingView` without one.
  private let views: [String: Any] = {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let leftView = UIView()
    let rightView = UIView()
    superview.addSubview(leftView)
    superview.addSubview(rightView)
    return ["leftView": leftView, "rightView": rightView, "danglingView": UIView()]
  }()

  /// The error the builder reports for a format.
  private func error(
    _ format: String, options: NSLayoutConstraint.FormatOptions = []
  ) -> VisualFormatError? {
    do {
      _ = try VisualFormatBuilder.constraints(
        format: format, options: options, metrics: ["metric": 1], views: views)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "A11 and the builder's other checks: reason and caret offset",
    arguments: [
      ("[noView(20)]", VisualFormatError.Reason.unknownView("noView"), 7),
      ("[metric(20)]", .unknownView("metric"), 7),
      ("[leftView(20@rightView)]", .priorityNotPositive(0), 22),
      ("[leftView(20@1001)]", .priorityAboveRequired(1001), 17),
      ("[leftView(20@-1)]", .priorityNotPositive(-1), 15),
      ("[danglingView]-|", .superviewMissing, 16),
      ("|-[danglingView]", .superviewMissing, 16),
      ("[leftView]-(rightView)-[rightView]", .viewUsedAsSpace, 21),
      ("[leftView]-(10@rightView)-[rightView]", .viewUsedAsSpace, 24),
      ("[leftView]-(gap)-[rightView]", .unknownMetric("gap"), 15),
      ("[leftView(width)]", .unknownMetric("width"), 15),
    ])
  func semanticErrors(format: String, reason: VisualFormatError.Reason, offset: Int) {
    let error = error(format)
    #expect(error?.reason == reason)
    #expect(error?.offset == offset)
  }

  // UIKit reads the format once, acting as it goes: a name it cannot find, or a `|` without
  // a superview, stops it before it reaches a later syntax error.
  @Test(
    "Problems before a syntax error are reported first, as UIKit meets them",
    arguments: [
      ("[nope]-", VisualFormatError.Reason.unknownView("nope"), 5),
      ("|-[danglingView]-", .superviewMissing, 16),
      ("[leftView]-[nope", .unknownView("nope"), 16),
      ("[leftView]-[rightView", .expectedBracket, 21),
      ("[leftView]-(gap", .unknownMetric("gap"), 15),
      ("[leftView(10@2000", .priorityAboveRequired(2000), 17),
      ("[danglingView]-|x", .superviewMissing, 16),
    ])
  func reportingOrder(format: String, reason: VisualFormatError.Reason, offset: Int) {
    let error = error(format)
    #expect(error?.reason == reason)
    #expect(error?.offset == offset)
  }

  @Test("An alignment along the layout axis, and baseline spacing in H:, are rejected")
  func optionErrors() {
    let horizontal = error("H:[leftView]-[rightView]", options: .alignAllLeading)
    #expect(horizontal?.reason == .alignmentAlongLayoutAxis(horizontal: true))
    #expect(horizontal?.offset == 24)
    let vertical = error("V:[leftView][rightView]", options: .alignAllTop)
    #expect(vertical?.reason == .alignmentAlongLayoutAxis(horizontal: false))
    #expect(vertical?.offset == 23)
    let baseline = error("H:|-[leftView]", options: .spacingBaselineToBaseline)
    #expect(baseline?.reason == .baselineSpacingInHorizontalLayout)
    #expect(baseline?.offset == 14)
  }

  /// The A11 formats with UIKit's reason and caret.
  nonisolated static let peersRejections: [(format: String, reason: String, caret: Int)] = [
    (
      "[danglingView]-|",
      "Unable to interpret '|' character, because the related view doesn't have a superview", 16
    ),
    ("[noView(20)]", "noView is not a key in the views dictionary.", 7),
    ("[metric(20)]", "metric is not a key in the views dictionary.", 7),
    (
      "[leftView(20@rightView)]", "Invalid priority specified: 0. Priority must be greater than 0",
      22
    ),
    ("[leftView(20)]-", "Expected more input", 15),
    (
      "[leftView((20))]",
      "Expected a number or key from the metrics dictionary, but encountered something else", 10
    ),
    (
      "[leftView()(20)]",
      "Expected a number or key from the metrics dictionary, but encountered something else", 10
    ),
    ("[leftView(20)]()", "Expected a view or '|'", 14),
    (
      "[leftView(20]",
      "A predicate on a view's thickness must end with ')' and the view must end with ']'", 12
    ),
    (
      "[leftView(20@1001)]",
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, "
        + "which is 1000.", 17
    ),
    ("[leftView(20@-1)]", "Invalid priority specified: -1. Priority must be greater than 0", 15),
  ]

  @Test(
    "A11: each rejected format stops with UIKit's message and a caret",
    arguments: VisualFormatErrorTests.peersRejections.indices)
  func peersRejectedFormatsStop(index: Int) async {
    let format = Self.peersRejections[index].format
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [format = format as String] in
      await MainActor.run {
        let superview = UIView()
        let leftView = UIView()
        let rightView = UIView()
        superview.addSubview(leftView)
        superview.addSubview(rightView)
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: format, options: [], metrics: ["metric": 1],
          views: ["leftView": leftView, "rightView": rightView, "danglingView": UIView()])
      }
    }
    let expected = Self.peersRejections[index]
    #expect(
      VisualFormatCheck.standardError(result).contains(
        VisualFormatCheck.parseFailure(expected.reason, expected.format, caret: expected.caret)))
  }

  @Test("An alignment option along the layout axis stops with UIKit's message")
  func alignmentAlongTheAxisStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let superview = UIView()
        let a = UIView()
        let b = UIView()
        superview.addSubview(a)
        superview.addSubview(b)
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[a]-[b]", options: .alignAllLeft, metrics: nil,
          views: ["a": a, "b": b])
      }
    }
    #expect(
      VisualFormatCheck.standardError(result).contains(
        VisualFormatCheck.parseFailure(
          "Options mask required views to be aligned on a horizontal edge, which is not allowed "
            + "for layout that is also horizontal.", "H:|-[a]-[b]", caret: 11)))
  }

  @Test("An empty format stops with UIKit's one-line message")
  func emptyFormatStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(withVisualFormat: "", metrics: nil, views: [:])
      }
    }
    #expect(
      VisualFormatCheck.standardError(result).contains(
        "NSInvalidArgumentException: Unable to parse constraint format: It's an empty string."))
  }

  @Test("A views value that is not a view, or a metric that is not a number, stops as UIKit does")
  func valuesOfTheWrongKindStop() async {
    let view = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "[a]", metrics: nil, views: ["a": NSObject()])
      }
    }
    #expect(
      VisualFormatCheck.standardError(view).contains(
        "NSInvalidArgumentException: -[NSObject nsli_superitem]: unrecognized selector sent to "
          + "instance 0x"))
    let metric = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = NSLayoutConstraint.constraints(
          withVisualFormat: "[a(m)]", metrics: ["m": UIView()], views: ["a": UIView()])
      }
    }
    #expect(
      VisualFormatCheck.standardError(metric).contains(
        "NSInvalidArgumentException: -[UIView doubleValue]: unrecognized selector sent to "
          + "instance 0x"))
  }
}
