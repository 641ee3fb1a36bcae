import HeadlessUIKit
import Testing

/// A view's mask view masks through its layer.
@MainActor
@Suite struct UIViewMaskTests {
  @Test("Setting mask makes the mask view's layer the layer's mask, outside the hierarchy")
  func maskViewBecomesLayerMask() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.mask == nil)
    let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    mask.backgroundColor = .black
    view.mask = mask
    #expect(view.mask === mask)
    #expect(view.layer.mask === mask.layer)
    #expect(mask.superview == nil)
    #expect(!view.subviews.contains { $0 === mask })
    view.mask = nil
    #expect(view.layer.mask == nil)
  }
}
