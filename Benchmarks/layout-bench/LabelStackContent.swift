import HeadlessUIKit

/// The content and metrics shared by both versions of the label stack: `count` wrapping labels
/// of mixed lengths and fonts, 8 points apart, as wide as a root 390 points wide whose height
/// does not limit them (as in a scroll view).
@MainActor
enum LabelStackContent {
  /// The root's size when built; its height does not limit the stack.
  static let rootSize = CGSize(width: 390, height: 844)
  /// The root's width in the resize mode, toggled with ``rootSize``'s width.
  static let wideWidth: CGFloat = 600
  /// The space between labels.
  static let spacing: CGFloat = 8
  /// The label whose text the text-change mode toggles.
  static let changedLabel = 100
  /// The text the changed label toggles to (longer than its own, so every label below moves).
  static let changedText = TextContent.text(20_003) + " " + TextContent.text(20_011)

  /// Label `index` of the stack: its text, a 12-, 17- or 28-point font, any number of lines.
  static func makeLabel(_ index: Int) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: TextContent.fontSizes[index % TextContent.fontSizes.count])
    label.text = TextContent.text(index)
    return label
  }

  /// The width the root toggles to from `width`.
  static func otherWidth(_ width: CGFloat) -> CGFloat {
    width == rootSize.width ? wideWidth : rootSize.width
  }
}

/// One version of the label stack in its window.
@MainActor
protocol LabelStackScreen: AnyObject {
  /// The window whose frames the check compares.
  var rootView: UIView { get }

  /// The labels, top to bottom.
  var labels: [UILabel] { get }

  /// Called after a label's text changed: the frame version marks its window for layout (the
  /// window's `layoutSubviews` reads the labels' sizes); Auto Layout needs nothing (the label
  /// invalidates its intrinsic size).
  func labelTextDidChange()
}

extension LabelStackScreen {
  /// Toggles the window's width between 390 and 600 points and lays out (every label wraps
  /// anew).
  func toggleWidthAndLayOut() {
    let width = LabelStackContent.otherWidth(rootView.frame.width)
    rootView.frame = CGRect(
      origin: .zero, size: CGSize(width: width, height: LabelStackContent.rootSize.height))
    rootView.layoutIfNeeded()
  }

  /// Toggles the text of label 100 between its own and a longer one, and lays out.
  func toggleTextAndLayOut() {
    let index = LabelStackContent.changedLabel
    let label = labels[index]
    label.text =
      label.text == LabelStackContent.changedText
      ? TextContent.text(index) : LabelStackContent.changedText
    labelTextDidChange()
    rootView.layoutIfNeeded()
  }
}

/// The Auto Layout version: a vertical `UIStackView` (fill, fill, spacing 8) of the labels,
/// its top, leading and trailing edges pinned to the window and its bottom free.
@MainActor
final class ConstraintLabelStackScreen: LabelStackScreen {
  let rootView: UIView
  let labels: [UILabel]

  /// Builds the stack (labels first, then the stack, then the window, as a view controller's
  /// view is built before it joins a window) and lays it out.
  init(count: Int) {
    labels = (0..<count).map(LabelStackContent.makeLabel)
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = LabelStackContent.spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    let window = UIWindow(frame: CGRect(origin: .zero, size: LabelStackContent.rootSize))
    window.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.makeKeyAndVisible()
    rootView = window
    rootView.layoutIfNeeded()
  }

  func labelTextDidChange() {}
}

/// The frame version: the window's `layoutSubviews` sizes each label with `sizeThatFits` at
/// the window's width and stacks them 8 points apart in a plain container view.
@MainActor
final class FrameLabelStackScreen: LabelStackScreen {
  let rootView: UIView
  let labels: [UILabel]

  /// Builds the labels, the container and the window, and lays them out.
  init(count: Int) {
    labels = (0..<count).map(LabelStackContent.makeLabel)
    let container = UIView()
    for label in labels { container.addSubview(label) }
    let window = FrameLabelStackWindow(
      frame: CGRect(origin: .zero, size: LabelStackContent.rootSize))
    window.container = container
    window.labels = labels
    window.addSubview(container)
    window.makeKeyAndVisible()
    rootView = window
    rootView.layoutIfNeeded()
  }

  func labelTextDidChange() {
    rootView.setNeedsLayout()
  }
}

/// The frame version's window: it lays out its container and the container's labels.
final class FrameLabelStackWindow: UIWindow {
  /// The view standing where the stack view is in the Auto Layout version.
  var container: UIView?
  /// The labels, top to bottom.
  var labels: [UILabel] = []

  /// Places each label at the full width, as tall as `sizeThatFits` says at that width, 8 points
  /// below the previous one; the container is as tall as the labels.
  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    var y: CGFloat = 0
    for (index, label) in labels.enumerated() {
      if index > 0 { y += LabelStackContent.spacing }
      let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
      label.frame = CGRect(x: 0, y: y, width: width, height: height)
      y += height
    }
    container?.frame = CGRect(x: 0, y: 0, width: width, height: y)
  }
}
