import Foundation
import HeadlessUIKit
import Testing

/// UIVisualEffectView's content view and the effects (decision K9).
@MainActor
@Suite struct UIVisualEffectViewTests {
  @Test("K9: the content view is the only subview and fills the bounds")
  func contentViewFillsTheBounds() {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    #expect(blur.frame == .zero)
    #expect(blur.subviews.count == 1)
    #expect(blur.subviews.first === blur.contentView)
    blur.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    blur.contentView.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
    blur.layoutIfNeeded()
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("K9: init(frame:) has no effect and a content view of the frame's size")
  func frameInit() {
    let view = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(view.effect == nil)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 59))
    view.effect = UIBlurEffect(style: .dark)
    #expect((view.effect as? UIBlurEffect)?.style == .dark)
  }

  @Test("K9: constraints resize the effect view and its content view follows (IB frames)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    blur.translatesAutoresizingMaskIntoConstraints = false
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    blur.contentView.addSubview(label)
    window.addSubview(blur)
    NSLayoutConstraint.activate([
      blur.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      blur.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      blur.topAnchor.constraint(equalTo: window.topAnchor),
      blur.heightAnchor.constraint(equalToConstant: 59),
    ])
    window.layoutIfNeeded()
    #expect(blur.frame == CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(label.superview === blur.contentView)
  }

  @Test("K9: the blur style raw values are UIKit's")
  func blurRawValues() {
    let styles: [(UIBlurEffect.Style, Int)] = [
      (.extraLight, 0), (.light, 1), (.dark, 2), (.extraDark, 3), (.regular, 4),
      (.prominent, 5), (.systemUltraThinMaterial, 6), (.systemThinMaterial, 7),
      (.systemMaterial, 8), (.systemThickMaterial, 9), (.systemChromeMaterial, 10),
      (.systemUltraThinMaterialLight, 11), (.systemThinMaterialLight, 12),
      (.systemMaterialLight, 13), (.systemThickMaterialLight, 14),
      (.systemChromeMaterialLight, 15), (.systemUltraThinMaterialDark, 16),
      (.systemThinMaterialDark, 17), (.systemMaterialDark, 18), (.systemThickMaterialDark, 19),
      (.systemChromeMaterialDark, 20),
    ]
    for (style, raw) in styles {
      #expect(style.rawValue == raw)
    }
  }

  @Test("K9: the vibrancy style raw values are UIKit's")
  func vibrancyRawValues() {
    let styles: [(UIVibrancyEffectStyle, Int)] = [
      (.label, 0), (.secondaryLabel, 1), (.tertiaryLabel, 2), (.quaternaryLabel, 3),
      (.fill, 4), (.secondaryFill, 5), (.tertiaryFill, 6), (.separator, 7),
    ]
    for (style, raw) in styles {
      #expect(style.rawValue == raw)
    }
  }

  @Test("K9: blurs of the same style are equal; effects copy to themselves")
  func effectEquality() {
    let blur = UIBlurEffect(style: .light)
    #expect(blur.isEqual(UIBlurEffect(style: .light)))
    #expect(blur.isEqual(UIBlurEffect(style: .dark)) == false)
    #expect((blur.copy() as? UIBlurEffect) === blur)
    let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
    let view = UIVisualEffectView(effect: vibrancy)
    #expect(view.effect === vibrancy)
  }
}
