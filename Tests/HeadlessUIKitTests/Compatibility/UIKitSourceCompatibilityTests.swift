import HeadlessUIKit
import Testing

// UIKit code as developers write it, compiled unchanged against `import HeadlessUIKit` (no
// Foundation import: HeadlessUIKit re-exports it, as UIKit does). The types below override
// the members UIKit lets subclasses override; if a spelling drifts from UIKit's, this file
// stops compiling.

private final class BadgeLayer: CALayer {}

private final class CardView: UIView {
  var framesSet = 0
  var laidOut = 0

  override class var layerClass: AnyClass {
    BadgeLayer.self
  }

  override var frame: CGRect {
    didSet { framesSet += 1 }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    laidOut += 1
    for (index, subview) in subviews.enumerated() {
      subview.frame = CGRect(x: 8, y: 8 + CGFloat(index) * 40, width: bounds.width - 16, height: 32)
    }
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: CGFloat(subviews.count) * 40 + 16)
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
  }
}

@MainActor
@Suite struct UIKitSourceCompatibilityTests {
  @Test func typicalFrameBasedCodeCompilesAndRuns() {
    // The layer class's maker, which the UIKitSourcesPlugin generates (decision MK1).
    ObjectiveCRuntime.registerClass(BadgeLayer.self, objectiveCName: "Tests.BadgeLayer") {
      BadgeLayer()
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let card = CardView(frame: CGRect(x: 16, y: 100, width: 300, height: 10))
    card.addSubview(UIView())
    card.addSubview(UILabelPlaceholder())
    window.addSubview(card)
    window.makeKeyAndVisible()
    card.sizeToFit()
    window.layoutIfNeeded()

    #expect(card.layer is BadgeLayer)
    #expect(card.frame == CGRect(x: 16, y: 100, width: 300, height: 96))
    #expect(card.laidOut == 1)
    #expect(card.framesSet >= 2)  // init(frame:) and sizeToFit() both go through `frame`
    #expect(card.subviews[1].frame == CGRect(x: 8, y: 48, width: 284, height: 32))

    // Conversions as usually spelled: to another view, to the window (nil), to a space.
    let inWindow = card.convert(CGPoint(x: 10, y: 10), to: nil)
    #expect(inWindow == CGPoint(x: 26, y: 110))
    let inFirst = card.subviews[0].convert(inWindow, from: window)
    #expect(inFirst == CGPoint(x: 2, y: 2))
    let onScreen = card.convert(card.bounds, to: UIScreen.main.coordinateSpace)
    #expect(onScreen == card.frame)
    let touched = window.hitTest(CGPoint(x: 30, y: 150), with: nil)
    #expect(touched === card.subviews[1])

    card.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
    card.alpha = 0.5
    card.isHidden = true
    #expect(window.hitTest(CGPoint(x: 30, y: 150), with: nil) === window)
  }
}

/// A plain subclass, standing in for a label until UILabel exists.
private final class UILabelPlaceholder: UIView {}
