import HeadlessUIKit
import Testing

/// Common app screens laid out with constraints, checked frame by frame: a form inside the safe
/// area, a card cell measured with `systemLayoutSizeFitting`, a toolbar of hugging labels.
@MainActor
@Suite struct SceneLayoutTests {
  /// A stand-in for a label: a fixed natural size (UILabel arrives with text measurement).
  final class TextLike: UIView {
    let natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      natural = CGSize(width: width, height: height)
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
  }

  private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  @Test("Form: rows of caption and field inside the safe area and the margins")
  func form() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))  // iPhone 15 Pro
    window.makeKeyAndVisible()
    let content = constrained()
    window.addSubview(content)
    let safe = window.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: safe.topAnchor),
      content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ])
    let margins = content.layoutMarginsGuide
    var previous: NSLayoutYAxisAnchor = margins.topAnchor
    var rows: [(caption: UIView, field: UIView)] = []
    for _ in 0..<3 {
      let caption = TextLike(80, 20)
      let field = constrained()
      content.addSubview(caption)
      content.addSubview(field)
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: previous, constant: rows.isEmpty ? 0 : 12),
        field.heightAnchor.constraint(equalToConstant: 34),
        caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        field.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        caption.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      ])
      previous = field.bottomAnchor
      rows.append((caption, field))
    }
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(content.safeAreaInsets == .zero)
    #expect(
      rows.map(\.field.frame) == [
        CGRect(x: 96, y: 8, width: 289, height: 34),
        CGRect(x: 96, y: 54, width: 289, height: 34),
        CGRect(x: 96, y: 100, width: 289, height: 34),
      ])
    #expect(
      rows.map(\.caption.frame) == [
        CGRect(x: 8, y: 15, width: 80, height: 20),
        CGRect(x: 8, y: 61, width: 80, height: 20),
        CGRect(x: 8, y: 107, width: 80, height: 20),
      ])
  }

  /// A card cell: a 60-point image, a title and a two-line subtitle beside it.
  private func makeCard() -> (UIView, [UIView]) {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let image = constrained()
    let title = TextLike(200, 20)
    let subtitle = TextLike(180, 40)
    for view in [image, title, subtitle] { cell.addSubview(view) }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 60),
      image.heightAnchor.constraint(equalToConstant: 60),
      image.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: image.topAnchor),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      subtitle.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
    ])
    return (cell, [image, title, subtitle])
  }

  @Test("5.22: a card cell measured at a required width takes the height of its tallest column")
  func cardCellFitting() {
    let (cell, views) = makeCard()
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Text column: 12 + 20 + 4 + 40 + 12 = 88, taller than the image's 12 + 60 + 12 = 84.
    #expect(size == CGSize(width: 375, height: 88))
    #expect(cell.bounds.size == CGSize(width: 375, height: 44))
    cell.frame.size = size
    cell.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        CGRect(x: 16, y: 12, width: 60, height: 60),
        CGRect(x: 88, y: 12, width: 200, height: 20),
        CGRect(x: 88, y: 36, width: 180, height: 40),
      ])
  }

  /// A toolbar: a caption and a value side by side, filling 16-point insets.
  private func makeToolbar(width: CGFloat) -> (UIView, TextLike, TextLike) {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    let caption = TextLike(60, 20)
    let value = TextLike(80, 20)
    bar.addSubview(caption)
    bar.addSubview(value)
    NSLayoutConstraint.activate([
      caption.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
      value.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
      caption.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      value.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
    ])
    return (bar, caption, value)
  }

  @Test("5.14: extra width goes to the label that hugs less; missing width to the weaker resister")
  func toolbarOfHuggingLabels() {
    let (bar, caption, value) = makeToolbar(width: 320)
    caption.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    bar.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 16, y: 12, width: 60, height: 20))
    #expect(value.frame == CGRect(x: 84, y: 12, width: 220, height: 20))
    value.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
    bar.layoutIfNeeded()
    #expect(caption.frame.width == 200)
    #expect(value.frame == CGRect(x: 224, y: 12, width: 80, height: 20))

    let (narrow, first, second) = makeToolbar(width: 150)
    first.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    narrow.layoutIfNeeded()
    #expect(first.frame.width == 30)
    #expect(second.frame == CGRect(x: 54, y: 12, width: 80, height: 20))
  }
}
