import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct IntrinsicContentSizeTests {
  private func placed(_ view: UIView, in window: UIWindow) {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
  }

  // spec 5.13: no intrinsic size by default, and noIntrinsicMetric is −1.
  @Test func plainViewHasNoIntrinsicSize() {
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  // spec 5.15: views made in code hug at 250 and resist compression at 750 on both axes.
  @Test func defaultPrioritiesAre250And750() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
  }

  // spec 5.14: with only its position fixed, a view takes its intrinsic size.
  @Test func positionedViewTakesItsIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = ContentView()
    placed(content, in: window)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      content.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
  }

  // spec 5.14: an optional width at 500 loses to compression resistance at 750, and wins once
  // the resistance is lowered below it.
  @Test func compressionResistanceDecidesAgainstOptionalConstraints() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = ContentView()
    placed(content, in: window)
    let narrow = content.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      content.topAnchor.constraint(equalTo: window.topAnchor), narrow,
    ])
    window.layoutIfNeeded()
    #expect(content.frame.width == 100)
    content.setContentCompressionResistancePriority(UILayoutPriority(400), for: .horizontal)
    window.layoutIfNeeded()
    #expect(content.frame.width == 50)
  }

  // A toolbar of two hugging views: the extra width goes to the one that hugs less (251 beats
  // 250 strictly, however the errors compare). 300 − 8 − 60 − 8 − 8 = 216.
  @Test func extraWidthGoesToTheViewThatHugsLess() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let title = ContentView()
    title.contentSize = CGSize(width: 60, height: 20)
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let detail = ContentView()
    detail.contentSize = CGSize(width: 80, height: 20)
    placed(title, in: window)
    placed(detail, in: window)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      detail.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
      title.topAnchor.constraint(equalTo: window.topAnchor),
      detail.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(title.frame.width == 60)
    #expect(detail.frame == CGRect(x: 76, y: 0, width: 216, height: 20))
  }

  // spec 5.16: a new intrinsic size is noticed only after invalidateIntrinsicContentSize().
  @Test func intrinsicSizeIsReadAgainOnlyAfterInvalidation() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = ContentView()
    placed(content, in: window)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      content.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    content.contentSize = CGSize(width: 140, height: 40)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(content.frame.size == CGSize(width: 100, height: 30))
    content.invalidateIntrinsicContentSize()
    await nextMainQueueTurn()
    #expect(content.frame.size == CGSize(width: 140, height: 40))
  }
}
