import HeadlessUIKit
import Testing

@MainActor
@Suite struct SystemLayoutSizeFittingTests {
  /// A card: content pinned 16 points inside it on every side.
  private func makeCard() -> (card: UIView, content: ContentView) {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let content = ContentView()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 16),
    ])
    return (card, content)
  }

  // spec 5.22: the compressed size is the smallest the subtree allows (the content's intrinsic
  // size, which hugs at 250 > fittingSizeLevel 50, plus the insets), and the view keeps its
  // frame.
  @Test func compressedSizeWrapsTheContent() {
    let (card, _) = makeCard()
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 132, height: 62))
    #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  // spec 5.22: the expanded size is still the content's size when the content hugs above the
  // fitting level.
  @Test func expandedSizeIsHeldByHugging() {
    let (card, _) = makeCard()
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == CGSize(width: 132, height: 62))
  }

  // Seed scene 2, the self-sizing cell call: required width 320, height at fittingSizeLevel.
  // The content stretches to 320 − 32 = 288 (required beats hugging) and the height wraps it.
  @Test func requiredWidthPinsThatAxis() {
    let (card, content) = makeCard()
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 62))
    content.contentSize = CGSize(width: 100, height: 50)
    content.invalidateIntrinsicContentSize()
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 82))
  }

  // A view with no constraints and no intrinsic size fits any target (here: compressed, 0 × 0).
  @Test func unconstrainedViewFitsTheTarget() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(
      view.systemLayoutSizeFitting(CGSize(width: 70, height: 20)) == CGSize(width: 70, height: 20))
  }

  // Constraints to views outside the measured subtree do not take part.
  @Test func constraintsLeavingTheSubtreeAreIgnored() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let (card, _) = makeCard()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 132, height: 62))
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 62))
  }
}
