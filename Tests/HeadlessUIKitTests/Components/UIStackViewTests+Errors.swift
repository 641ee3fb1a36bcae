import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIStackViewErrorTests {
  @Test("10.2, S9: inserting past the end of arrangedSubviews stops with an index message")
  func insertingOutOfBoundsStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let stack = UIStackView(arrangedSubviews: [UIView()])
        stack.insertArrangedSubview(UIView(), at: 2)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "NSInvalidArgumentException: Insertion index 2 out of bounds for "
          + "-[UIStackView insertArrangedSubview:atIndex:] (arrangedSubviews count 1)"))
  }
}
