import HeadlessUIKit
import Testing

// The README's example, verbatim, so that the README cannot drift from what the code does.

private final class CardView: UIView {
  let avatar = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    avatar.backgroundColor = .systemBlue
    addSubview(avatar)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    avatar.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
  }
}

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func readmeExampleGivesTheNumbersItClaims() {
    let window = UIWindow(frame: UIScreen.main.bounds)  // iPhone 15 Pro by default
    let card = CardView(frame: CGRect(x: 0, y: 59, width: 393, height: 96))
    card.autoresizingMask = [.flexibleWidth]
    window.addSubview(card)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()  // or wait for the next main-queue turn
    let r = card.avatar.convert(card.avatar.bounds, to: nil)  // x 16, y 75, 64 × 64 in the window

    #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(r == CGRect(x: 16, y: 75, width: 64, height: 64))
  }
}
