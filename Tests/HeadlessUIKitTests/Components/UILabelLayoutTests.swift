import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

private let fox = "The quick brown fox jumps over the lazy dog"

/// A multi-line label pinned to the top, leading and trailing edges of a root view.
@MainActor
private func pinnedLabel(width: CGFloat) -> (root: UIView, label: UILabel) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
  let label = UILabel()
  label.numberOfLines = 0
  label.text = fox
  label.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(label)
  NSLayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    label.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  return (root, label)
}

/// A one-line label in the system font at a size.
@MainActor
private func label(_ text: String, size: CGFloat) -> UILabel {
  let label = UILabel()
  label.font = .systemFont(ofSize: size)
  label.text = text
  return label
}

/// UILabel inside Auto Layout: the two-pass height, measuring, Dynamic Type and baselines
/// (spec 12.4, 12.7, 5.24, 10.14; decisions L6, L7, S10).
@MainActor
@Suite(.dejaVuSystemFace)
struct UILabelLayoutTests {
  @Test("12.4: a multi-line label's height follows the width layout gives it, in one pass")
  func twoPass() {
    let (root, label) = pinnedLabel(width: 150)
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 150, height: 179 / 3.0))
    root.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 300, height: 119 / 3.0))
    root.frame.size.width = 1000
    root.layoutIfNeeded()
    #expect(label.frame.height == 20)
  }

  @Test("12.4: a label that hugs keeps its wrapped lines' width")
  func huggingWrappedLabel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 400))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = fox
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 422 / 3.0, height: 179 / 3.0))
  }

  @Test("5.22: systemLayoutSizeFitting measures a wrapped label at the fitted width")
  func fittingWrappedLabel() {
    let cell = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = fox
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
    ])
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 170, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 170, height: 10 + 179 / 3.0))
    label.text = "short"
    let refitted = cell.systemLayoutSizeFitting(
      CGSize(width: 170, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(refitted.width == 170)
    #expect(isClose(refitted.height, 30))
    #expect(cell.frame == .zero)
  }

  @Test("12.7: a label that adjusts takes the new category's size and grows")
  func adjustsToContentSizeCategory() throws {
    let window = try makeWindow(device: "iPhone 15 Pro")
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Dynamic"
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    fixed.text = "Fixed"
    let scaled = UILabel()
    scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
    scaled.adjustsFontForContentSizeCategory = true
    scaled.text = "Scaled"
    for view in [label, fixed, scaled] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    }
    withExtendedLifetime(window) {
      window.layoutIfNeeded()
      #expect(label.frame.height == 20)
      window.headlessSetContentSizeCategory(.accessibilityExtraLarge)
      window.layoutIfNeeded()
      #expect(label.font.pointSize == 40)
      #expect(label.frame.height == (UIFont.systemFont(ofSize: 40).lineHeight * 3).rounded(.up) / 3)
      #expect(fixed.font.pointSize == 17)
      #expect(isClose(scaled.font.pointSize, 80))
      window.headlessSetContentSizeCategory(.extraSmall)
      window.layoutIfNeeded()
      #expect(label.font.pointSize == 14)
      #expect(isClose(scaled.font.pointSize, 28))
    }
  }

  @Test("5.24, L7: labels of different sizes align their first baselines")
  func firstBaselines() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let (big, small) = (label("Big", size: 34), label("small", size: 12))
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.font.ascender
    let smallBaseline = small.frame.minY + small.font.ascender
    // Equal before the frames are snapped to the 3x grid.
    #expect(abs(bigBaseline - smallBaseline) <= 1 / 6.0)
    #expect(isClose(small.frame.minY, ((bigBaseline - small.font.ascender) * 3).rounded() / 3))
  }

  @Test("5.24, L7: a wrapped label's last baseline is that of its last line")
  func lastBaseline() {
    let (root, label) = pinnedLabel(width: 150)
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
      marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let font = UIFont.systemFont(ofSize: 17)
    let expected = font.ascender + 2 * font.lineHeight
    #expect(marker.frame.minY == (expected * 3).rounded() / 3)
    // Wider: two lines, and the marker follows.
    root.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(marker.frame.minY == ((font.ascender + font.lineHeight) * 3).rounded() / 3)
  }

  @Test("10.14: a first-baseline horizontal stack aligns the labels' baselines")
  func baselineStack() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let (big, small) = (label("Big", size: 34), label("small", size: 12))
    let stack = UIStackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(big.frame.minY == 0)
    #expect(
      abs((big.frame.minY + big.font.ascender) - (small.frame.minY + small.font.ascender)) <= 1
        / 6.0)
    #expect(stack.frame.height == big.frame.height)
    #expect(isClose(small.frame.minX, big.frame.maxX + 8))
  }

  @Test("10.14, S10: multi-line labels in a horizontal stack get an equal share at 760")
  func textWidthDisambiguation() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let left = UILabel()
    left.numberOfLines = 0
    left.text = fox
    let right = UILabel()
    right.numberOfLines = 0
    right.text = fox + " " + fox
    let stack = UIStackView(arrangedSubviews: [left, right])
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let shares = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    #expect(shares.count == 2)
    let share = try #require(shares.first)
    #expect(share.priority == UILayoutPriority(760))
    #expect(share.multiplier == 0.5)
    #expect(share.secondItem === stack)
    #expect(left.frame.width == 150)
    #expect(right.frame.width == 150)
    #expect(right.frame.height > left.frame.height)
    #expect(stack.frame.height == right.frame.height)
  }

  @Test("10.18: a stack's baseline view is its tallest view across, its end views along")
  func stackBaselineViews() {
    let (big, small) = (label("Big", size: 34), label("small", size: 12))
    let row = UIStackView(arrangedSubviews: [small, big])
    // Top alignment keeps each label at its own height (decision S6 compares frames).
    row.alignment = .top
    let top = UILabel()
    top.text = "top"
    let bottom = UILabel()
    bottom.text = "bottom"
    let column = UIStackView(arrangedSubviews: [top, row, bottom])
    column.axis = .vertical
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    column.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(row.forFirstBaselineLayout === big)
    #expect(row.forLastBaselineLayout === big)
    #expect(column.forFirstBaselineLayout === top)
    #expect(column.forLastBaselineLayout === bottom)
    let outer = UIStackView(arrangedSubviews: [row])
    outer.axis = .vertical
    #expect(outer.forFirstBaselineLayout === big)
  }

  @Test("10.17: a baseline-relative vertical stack spaces labels from baseline to baseline")
  func baselineRelativeLabels() {
    let first = UILabel()
    first.font = .systemFont(ofSize: 34)
    first.text = "Title"
    let second = UILabel()
    second.font = .systemFont(ofSize: 12)
    second.text = "caption"
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(stack)
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    let firstBaseline = first.frame.minY + first.font.ascender
    let secondBaseline = second.frame.minY + second.font.ascender
    // Equal before snapping to the 3x grid moves each frame by at most a sixth of a point.
    #expect(abs(secondBaseline - firstBaseline - 30) <= 1 / 3.0)
  }
}
