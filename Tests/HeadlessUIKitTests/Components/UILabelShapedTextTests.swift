import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

private let fox = "The quick brown fox jumps over the lazy dog and runs far away from the farm"

/// A wrapping label whose width comes from layout.
@MainActor
private func wrappingLabel(_ text: String = fox) -> UILabel {
  let label = UILabel()
  label.numberOfLines = 0
  label.text = text
  return label
}

/// The size a new label with the same settings measures at `width`: no shaped text kept.
@MainActor
private func freshSize(like label: UILabel, width: CGFloat) -> CGSize {
  let fresh = UILabel()
  fresh.numberOfLines = label.numberOfLines
  fresh.font = label.font
  fresh.lineBreakMode = label.lineBreakMode
  fresh.lineBreakStrategy = label.lineBreakStrategy
  fresh.textAlignment = label.textAlignment
  fresh.text = label.text
  return fresh.sizeThatFits(CGSize(width: width, height: 0))
}

/// The shaped text a wrapping label keeps from the engine's measurement before its width is
/// solved to the measurement at that width (decision PF16): reused only for the same run
/// (string, font, kern, paragraph style), so every change of an input in between shows in the
/// second size, and dropped by the second measurement.
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelShapedTextTests {
  /// Measures the way the engine's first pass does: no width yet, a second pass to come.
  private func measureBeforeWidthIsSolved(_ label: UILabel) -> CGSize {
    label.expectsMeasurementAtSolvedWidth = true
    defer { label.expectsMeasurementAtSolvedWidth = false }
    return label.intrinsicContentSize
  }

  /// Measures the way the engine's second pass does: at the solved width.
  private func measureAtSolvedWidth(_ label: UILabel, _ width: CGFloat) -> CGSize {
    label.layoutWidthHint = width
    defer { label.layoutWidthHint = nil }
    return label.intrinsicContentSize
  }

  @Test("The measurement at the solved width wraps as a new label does and drops the shaped text")
  func reusedAtTheSolvedWidth() {
    let label = wrappingLabel()
    let unbounded = measureBeforeWidthIsSolved(label)
    #expect(label.shapedText?.run.text == fox)
    let wrapped = measureAtSolvedWidth(label, 120)
    #expect(label.shapedText == nil)
    #expect(wrapped == freshSize(like: label, width: 120))
    #expect(wrapped.height > unbounded.height)
    #expect(wrapped.width <= 120)
  }

  @Test("A new text, font, line-break mode, strategy or alignment in between is shaped anew")
  func everyInputInvalidates() {
    let label = wrappingLabel()
    _ = measureBeforeWidthIsSolved(label)
    label.text = "Short words only, a few of them"
    #expect(measureAtSolvedWidth(label, 120) == freshSize(like: label, width: 120))
    _ = measureBeforeWidthIsSolved(label)
    label.font = .systemFont(ofSize: 28)
    #expect(measureAtSolvedWidth(label, 120) == freshSize(like: label, width: 120))
    _ = measureBeforeWidthIsSolved(label)
    #expect(label.shapedText?.run.font == UIFont.systemFont(ofSize: 28).font)
    label.lineBreakMode = .byCharWrapping
    #expect(measureAtSolvedWidth(label, 120) == freshSize(like: label, width: 120))
    _ = measureBeforeWidthIsSolved(label)
    label.lineBreakStrategy = .pushOut
    #expect(measureAtSolvedWidth(label, 120) == freshSize(like: label, width: 120))
    _ = measureBeforeWidthIsSolved(label)
    let before = label.shapedText?.run
    label.textAlignment = .center
    _ = measureBeforeWidthIsSolved(label)
    #expect(label.shapedText?.run != before)
    #expect(label.shapedText?.run.paragraphStyle == NSParagraphStyle.centered.layoutStyle)
  }

  @Test("A label laid out by the engine has the height of its text at its width, and keeps nothing")
  func engineTwoPasses() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 400))
    let label = wrappingLabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size.height == freshSize(like: label, width: 150).height)
    #expect(label.shapedText == nil)
    label.text = "Another text, long enough to wrap onto a few lines at this width"
    root.layoutIfNeeded()
    #expect(label.frame.size.height == freshSize(like: label, width: 150).height)
    #expect(label.shapedText == nil)
  }

  @Test("sizeThatFits, a one-line label and styled text keep no shaped text")
  func keptOnlyForTheEnginesSecondPass() {
    let label = wrappingLabel()
    _ = label.sizeThatFits(CGSize(width: 120, height: 0))
    #expect(label.shapedText == nil)
    label.numberOfLines = 1
    _ = measureBeforeWidthIsSolved(label)
    #expect(label.shapedText == nil)
    label.numberOfLines = 0
    label.attributedText = NSAttributedString(
      string: fox, attributes: [.font: UIFont.systemFont(ofSize: 28)])
    _ = measureBeforeWidthIsSolved(label)
    #expect(label.shapedText == nil)
  }
}

extension NSParagraphStyle {
  /// A centred paragraph, breaking by word.
  fileprivate static var centered: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byCharWrapping
    style.lineBreakStrategy = .pushOut
    return style
  }
}
